"""sitebuild.offline: the service worker's cache names follow the build, its warm list the lock."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from sitebuild import offline

LOCK = {
    "info": {"version": "0.27.7"},
    "packages": {
        "numpy": {"file_name": "numpy-2.0.2-wasm32.whl", "depends": []},
        "micropip": {"file_name": "micropip-0.9.0-py3-none-any.whl", "depends": ["packaging"]},
        "packaging": {"file_name": "packaging-24.2-py3-none-any.whl", "depends": []},
    },
}


def make_site(root: Path) -> Path:
    site = root / "site"
    (site / "pyodide").mkdir(parents=True)
    (site / "assets").mkdir()
    (site / "pyodide" / "pyodide-lock.json").write_text(json.dumps(LOCK), encoding="utf-8")
    (site / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm")
    (site / "assets" / "main.js").write_text("// page\n", encoding="utf-8")
    (site / "index.html").write_text("<!doctype html>\n", encoding="utf-8")
    return site


def build_of(site: Path) -> dict[str, Any]:
    text = (site / "sw.js").read_text(encoding="utf-8")
    match = re.search(r"^const BUILD = (\{.*\});", text, re.M)
    assert match, text[:300]
    return json.loads(match.group(1))


def test_the_warm_list_is_what_the_worker_loads(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    offline.write_service_worker(site)
    warm = build_of(site)["warm"]
    assert warm == [
        "pyodide.mjs",
        "pyodide.asm.js",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
        "numpy-2.0.2-wasm32.whl",
    ]
    assert "pyodide.js" not in warm and not any("micropip" in name for name in warm)


def test_the_compiled_standard_library_replaces_the_stock_one_in_the_warm_list(
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path)
    (site / "pyodide" / "python_stdlib.compiled.zip").write_bytes(b"PK")
    offline.write_service_worker(site)
    warm = build_of(site)["warm"]
    assert "python_stdlib.compiled.zip" in warm and "python_stdlib.zip" not in warm


def test_the_parts_fetched_on_demand_are_warmed_last_and_are_not_part_of_a_first_run(
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path)
    parts = site / "pyodide" / "on-demand"
    parts.mkdir()
    for name in ("stdlib.zip", "numpy-random.zip"):
        (parts / name).write_bytes(b"PK")
    offline.write_service_worker(site)
    warm = build_of(site)["warm"]
    first = offline.first_run_files(site / "pyodide")
    assert warm == [*first, "on-demand/numpy-random.zip", "on-demand/stdlib.zip"]
    assert not any(name.startswith("on-demand/") for name in first)


def test_a_page_change_keeps_the_pyodide_cache_a_pyodide_change_does_not(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    offline.write_service_worker(site)
    first = build_of(site)

    (site / "index.html").write_text("<!doctype html>\n<p>new</p>\n", encoding="utf-8")
    offline.write_service_worker(site)
    second = build_of(site)
    assert second["pyodide"] == first["pyodide"]
    assert second["site"] != first["site"]

    (site / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm\1")
    offline.write_service_worker(site)
    third = build_of(site)
    assert third["pyodide"] != second["pyodide"]
    assert third["site"] != second["site"]

    offline.write_service_worker(site)  # sw.js itself is not part of any digest
    assert build_of(site) == third


def test_no_self_hosted_pyodide_means_nothing_to_warm(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    for path in (site / "pyodide").iterdir():
        path.unlink()
    (site / "pyodide").rmdir()
    offline.write_service_worker(site)
    assert build_of(site)["warm"] == []


def test_a_template_without_the_build_line_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    template = tmp_path / "sw.js"
    template.write_text("const BUILD = {};\n", encoding="utf-8")
    monkeypatch.setattr(offline, "TEMPLATE", template)
    with pytest.raises(RuntimeError, match="const BUILD"):
        offline.write_service_worker(make_site(tmp_path))


def test_the_template_names_its_caches_after_the_build() -> None:
    text = offline.TEMPLATE.read_text(encoding="utf-8")
    assert offline.PLACEHOLDER in text
    assert "practice-" in text and "BUILD.pyodide" in text and "BUILD.site" in text


def test_the_written_worker_is_its_build_line_then_the_template_minified(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    text = offline.write_service_worker(site).read_text(encoding="utf-8")
    template = offline.TEMPLATE.read_text(encoding="utf-8")
    build, code = text.split("\n", 1)
    assert build.startswith("const BUILD = {") and build.endswith("};")
    assert code == offline.minified(template.replace(offline.PLACEHOLDER, ""))
    assert "//" not in code.replace("://", "")  # no comment is left
    for name in ("install", "activate", "fetch", "message", "BUILD.pyodide", "BUILD.site"):
        assert name in code, name
    assert len(text) < len(template) * 0.5  # the comments and spaces were a good part of it

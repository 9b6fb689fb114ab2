"""sitebuild.first_run_bytes: the build weighs an exercise page's first run and refuses a site
whose first run is past its budget."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
from pathlib import Path

import brotli
import pytest
from conftest import ROOT, SLUG

import build
from practice.diagnosis import mistakes_path
from practice.exercises import runtime_files
from sitebuild import first_run_bytes
from sitebuild.first_run_bytes import over_budget, weigh_first_run, worker_scripts

LOCK = {
    "info": {"version": "0.27.7"},
    "packages": {"numpy": {"file_name": "numpy-2.0.2.first-run.whl", "depends": []}},
}


def make_site(tmp_path: Path) -> Path:
    """A site with small stand-ins for Pyodide's files, the worker and one exercise's files."""
    site = tmp_path / "site"
    pyodide, assets = site / "pyodide", site / "assets"
    pyodide.mkdir(parents=True)
    assets.mkdir()
    (pyodide / "pyodide-lock.json").write_text(json.dumps(LOCK), encoding="utf-8")
    for name in ("pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"):
        (pyodide / name).write_bytes(name.encode() * 50)
    (pyodide / "python_stdlib.compiled.zip").write_bytes(bytes(range(256)) * 40)
    (pyodide / "numpy-2.0.2.first-run.whl").write_bytes(b"wheel" * 100)
    (pyodide / "on-demand").mkdir()
    (pyodide / "on-demand" / "stdlib.zip").write_bytes(bytes(range(256)) * 400)  # not counted
    (assets / "worker.js").write_text('import { a } from "./protocol.js";\n', encoding="utf-8")
    (assets / "protocol.js").write_text('export * from "./names.js";\n', encoding="utf-8")
    (assets / "names.js").write_text("export const a = 1;\n", encoding="utf-8")
    (assets / "main.js").write_text("// the page's, not the worker's\n", encoding="utf-8")
    for relpath in runtime_files(ROOT, SLUG):
        (site / relpath).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / relpath, site / relpath)
    # The known mistakes' fingerprints, which the build writes beside the runtime files.
    (site / mistakes_path(ROOT, SLUG).relative_to(ROOT)).write_text('{"mistakes": []}')
    return site


def test_the_worker_scripts_are_the_worker_and_what_it_imports(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    assert sorted(worker_scripts(site / "assets")) == [
        "assets/names.js",
        "assets/protocol.js",
        "assets/worker.js",
    ]


def test_a_first_run_weighs_its_files_as_a_host_sends_them(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    weight = weigh_first_run(site, [runtime_files(ROOT, SLUG)], cache=tmp_path / "cache")
    expected = {
        "assets/worker.js",
        "assets/protocol.js",
        "assets/names.js",
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.js",
        "pyodide/pyodide.asm.wasm",
        "pyodide/python_stdlib.compiled.zip",  # not the stock archive, not the parts
        "pyodide/pyodide-lock.json",
        "pyodide/numpy-2.0.2.first-run.whl",
        *runtime_files(ROOT, SLUG),
    }
    assert set(weight.files) == expected
    data = {name: (site / name).read_bytes() for name in expected}
    assert weight.gzip == sum(len(gzip.compress(d, compresslevel=6)) for d in data.values())
    assert weight.brotli == sum(len(brotli.compress(d, quality=11)) for d in data.values())
    assert over_budget(weight) == ""
    assert "first run:" in weight.describe() and "budget 7.00 MB" in weight.describe()


def test_past_the_budget_the_build_says_what_is_heavy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = make_site(tmp_path)
    monkeypatch.setitem(first_run_bytes.BUDGET, "gzip", 1_000)
    weight = weigh_first_run(site, [runtime_files(ROOT, SLUG)], cache=tmp_path / "cache")
    why = over_budget(weight)
    assert why.startswith(f"the first run downloads {first_run_bytes.mb(weight.gzip)} gzip")
    assert "over its budget of 0.00 MB" in why and "brotli" not in why.split("(")[0]
    biggest = max(weight.files, key=lambda name: weight.files[name])
    assert biggest in why
    with pytest.raises(build.BuildError, match="the first run downloads"):
        build.refuse_heavy_first_run(ROOT, site, [SLUG])


def test_without_a_pyodide_of_its_own_only_the_sites_files_count(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    shutil.rmtree(site / "pyodide")  # build.py --pyodide-url
    weight = weigh_first_run(site, [runtime_files(ROOT, SLUG)], cache=tmp_path / "cache")
    assert not weight.pyodide_counted
    assert not any(name.startswith("pyodide/") for name in weight.files)
    assert over_budget(weight) == ""
    assert "without Pyodide" in weight.describe()


def test_pyodides_pinned_sizes_are_those_of_its_files(built_site: Path) -> None:
    """PINNED holds the vendored Pyodide's own files, at the sizes they compress to. Brotli at
    quality 11 is checked on the small files; on the WebAssembly (30 s at quality 11) it must
    lie under quality 9's size, and not far under it."""
    pinned = {}
    for name in ("pyodide.asm.wasm", "pyodide.asm.js", "pyodide.mjs"):
        data = (built_site / "pyodide" / name).read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        assert digest in first_run_bytes.PINNED, f"{name}: not pinned (a new Pyodide?)"
        gzipped, brotlied = first_run_bytes.PINNED[digest]
        assert gzipped == len(gzip.compress(data, compresslevel=6)), name
        if len(data) < 2_000_000:
            assert brotlied == len(brotli.compress(data, quality=11)), name
        else:
            quality_9 = len(brotli.compress(data, quality=9))
            assert 0.8 * quality_9 < brotlied < quality_9, name
        pinned[digest] = name
    assert len(pinned) == len(first_run_bytes.PINNED)  # nothing pinned that Pyodide lacks

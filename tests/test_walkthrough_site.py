"""The walkthrough on the site: practice.scripts, the page sitebuild.papers writes, the build."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import ROOT, SLUG, page_data

from practice.scripts import run_script
from sitebuild.papers import (
    WalkthroughError,
    index_section,
    list_walkthroughs,
    load_walkthrough,
    page_pyodide_url,
    walkthrough_page,
)

SCRIPT = ROOT / "papers" / "grpo" / "grpo_from_scratch.py"


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    """The real site, built once per run (tests/conftest.py)."""
    return built_site


def test_run_script_streams_lines_and_returns_json(tmp_path: Path) -> None:
    script = tmp_path / "tiny_walkthrough.py"
    script.write_text(
        "def run(print_fn=print):\n"
        "    print_fn('first')\n"
        "    print_fn('second')\n"
        "    return {'figures': {'x': [1, 2]}}\n",
        encoding="utf-8",
    )
    lines: list[str] = []
    assert json.loads(run_script(script, lines.append)) == {"figures": {"x": [1, 2]}}
    assert lines == ["first", "second"]


def test_run_script_refuses_a_script_without_run(tmp_path: Path) -> None:
    script = tmp_path / "no_run.py"
    script.write_text("x = 1\n", encoding="utf-8")
    with pytest.raises(AttributeError, match="no run"):
        run_script(script, print)


def test_run_script_runs_the_grpo_walkthrough() -> None:
    lines: list[str] = []
    result = json.loads(run_script(SCRIPT, lines.append))
    assert "Demo 7: deliberate breaks" in lines
    assert set(result["figures"]) == {"variance_vs_group_size", "kl_sweep"}


def test_page_escapes_the_source_and_finds_pyodide_one_level_up() -> None:
    walkthrough = load_walkthrough(ROOT, "grpo")
    pyodide_url = page_pyodide_url("../pyodide/")  # as an exercise page sees it
    html = walkthrough_page(walkthrough, "<p>intro</p>", "print('<b>&')\n", pyodide_url)
    assert "print(&#x27;&lt;b&gt;&amp;&#x27;)" in html
    assert "<b>&" not in html
    data = page_data(html)
    assert data["pyodideURL"] == "../../pyodide/"
    assert data["script"] == "papers/grpo/grpo_from_scratch.py"
    assert page_pyodide_url("https://pyodide.test/v0.27.7/") == "https://pyodide.test/v0.27.7/"
    for hook in ("walkthrough-run", "walkthrough-output", "walkthrough-plots"):
        assert f'data-test="{hook}"' in html


def test_index_section_is_empty_without_walkthroughs() -> None:
    assert index_section([]) == ""
    assert 'href="papers/grpo/"' in index_section([load_walkthrough(ROOT, "grpo")])


def test_a_broken_walkthrough_is_refused(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "papers" / "grpo", tmp_path / "papers" / "grpo")
    assert list_walkthroughs(tmp_path) == ["grpo"]
    (tmp_path / "papers" / "grpo" / "grpo_from_scratch.py").unlink()
    with pytest.raises(WalkthroughError, match="walkthrough.toml: `script`"):
        load_walkthrough(tmp_path, "grpo")
    assert list_walkthroughs(tmp_path / "nowhere") == []


def test_site_has_the_walkthrough_page_and_script_and_the_index_links_it(site: Path) -> None:
    page = site / "papers" / "grpo" / "index.html"
    assert page.is_file()
    copy = site / "papers" / "grpo" / "grpo_from_scratch.py"
    assert copy.read_bytes() == SCRIPT.read_bytes()
    for asset in ("walkthrough.js", "walkthrough.css", "chart.js"):
        assert (site / "assets" / asset).is_file(), asset
    for path in page_data(page.read_text(encoding="utf-8"))["files"]:
        assert (site / path).is_file(), path
    assert (site / "pyodide" / "pyodide.mjs").is_file()  # ../../pyodide/ from the page

    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Papers to code" in index and 'href="papers/grpo/"' in index
    exercise = (site / SLUG / "index.html").read_text(encoding="utf-8")
    assert 'href="../papers/grpo/"' in exercise

"""Dead links (sitebuild/links.py): what counts as one, and the build that refuses them.

The whole built site, crawled in a browser after its scripts ran, is tests/browser/test_links.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from source_tree import copy_sources

import build
from sitebuild.links import dead_links


def page(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"<!doctype html><html><body>{body}</body></html>", encoding="utf-8")


def test_every_kind_of_dead_link_is_named_and_good_ones_pass(tmp_path: Path) -> None:
    page(
        tmp_path / "index.html",
        '<h1 id="top">Home</h1>'
        '<a href="a/">fine</a><a href="a/#part">fine</a><a href="#top">fine</a>'
        '<a href="https://arxiv.org/abs/1">external</a><a href="mailto:x@y">mail</a>'
        '<link rel="stylesheet" href="style.css"><a href="./">home</a>'
        '<a href="#missing">1</a><a href="#">2</a><a href="b/">3</a><a href="a">4</a>'
        '<a href="/a/">5</a><a href="../up/">6</a><a href="a/#nothing">7</a>'
        '<template><a href="gone/">8</a></template><img src="pic.png">',
    )
    page(tmp_path / "a" / "index.html", '<p id="part">Part</p><a href="../">up</a>')
    (tmp_path / "style.css").write_text("", encoding="utf-8")
    problems = dead_links(tmp_path)
    assert len(problems) == 9, problems
    expected = [
        "'#missing': no id 'missing' on this page",
        "'#': an empty anchor",
        "'b/': no file b in the site",
        "'a': a folder without its trailing slash",
        "'/a/': a path from the server's root",
        "'../up/': points above the site's root",
        "'a/#nothing': no id 'nothing' on a/index.html",
        "'gone/': no file gone in the site",
        "'pic.png': no file pic.png in the site",
    ]
    for line, text in zip(problems, expected, strict=True):
        assert line.startswith("index.html: ") and text in line, line


def test_the_build_refuses_the_old_dead_links(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    root = tmp_path / "repo"
    copy_sources(root)
    toml = root / "exercises" / "grpo-advantages" / "exercise.toml"
    toml.write_text(
        toml.read_text(encoding="utf-8")
        + '\n[[links]]\nlabel = "Track: RL basics"\nurl = "#track-rl-basics"\n'
        + '\n[[links]]\nlabel = "Lesson"\nurl = "../lessons/rl-for-chess/"\n',
        encoding="utf-8",
    )
    out = tmp_path / "dist"
    # An external Pyodide keeps this build short: no copy of Pyodide, no bytecode.
    assert build.main(["--root", str(root), "--out", str(out), "--pyodide-url", "https://x/"]) == 1
    error = capsys.readouterr().err
    assert "2 dead link(s)" in error, error[:400]
    assert "grpo-advantages/index.html: '#track-rl-basics': no id 'track-rl-basics'" in error
    assert "'../lessons/rl-for-chess/': no file lessons/rl-for-chess in the site" in error
    assert not out.exists()


def test_the_build_refuses_a_link_with_another_scheme(tmp_path: Path, capsys) -> None:
    root = tmp_path / "repo"
    copy_sources(root)
    toml = root / "exercises" / "rloo" / "exercise.toml"
    toml.write_text(
        toml.read_text(encoding="utf-8")
        + '\n[[links]]\nlabel = "x"\nurl = "javascript:alert(1)"\n',
        encoding="utf-8",
    )
    assert (
        build.main(
            ["--root", str(root), "--out", str(tmp_path / "d"), "--pyodide-url", "https://x/"]
        )
        == 1
    )
    assert "only http(s) URLs or site-relative links" in capsys.readouterr().err

"""build.py: the site it writes, what it never publishes, and the exercises it refuses."""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import ROOT, SLUG, page_data
from source_tree import copy_sources

import build
from practice.checking import load_suite
from sitebuild import catalogue, page

SOLUTION = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text(encoding="utf-8")
NOTES = (ROOT / "exercises" / SLUG / ".meta" / "notes.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    """The real site, built once per run (tests/conftest.py)."""
    return built_site



def test_site_has_the_pages_assets_runtime_files_and_pyodide(site: Path) -> None:
    for path in (
        "index.html",
        f"{SLUG}/index.html",
        "assets/main.js",
        "assets/worker.js",
        "assets/protocol.js",
        "assets/editor.js",
        "assets/style.css",
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.wasm",
        "pyodide/pyodide-lock.json",
        "py/practice/runner.py",
        f"checks/{SLUG.replace('-', '_')}.py",
        f"exercises/{SLUG}/exercise.toml",
        f"checks/{SLUG.replace('-', '_')}.toml",
        f"checks/{SLUG.replace('-', '_')}.expected.json",
    ):
        assert (site / path).is_file(), path
    assert f'href="{SLUG}/"' in (site / "index.html").read_text(encoding="utf-8")
    data = page_data((site / SLUG / "index.html").read_text(encoding="utf-8"))
    for relpath in data["files"]:
        assert (site / relpath).is_file(), relpath
    assert data["pyodideURL"] == "../pyodide/"
    assert data["stdlib"] == "python_stdlib.compiled.zip"  # sitebuild/bytecode.py
    assert (site / "pyodide" / data["stdlib"]).is_file()
    walkthrough = (site / "papers" / "grpo" / "index.html").read_text(encoding="utf-8")
    assert page_data(walkthrough)["stdlib"] == data["stdlib"]


def test_nothing_from_meta_is_published_as_a_file(site: Path) -> None:
    files = [p for p in site.rglob("*") if p.is_file()]
    assert not [p for p in files if ".meta" in p.parts or p.name in ("solution.py", "notes.md")]
    solution_bytes = SOLUTION.encode()
    text_files = [p for p in files if p.suffix in (".py", ".toml", ".md", ".txt", ".json")]
    assert not [p for p in text_files if p.read_bytes() == solution_bytes]
    assert not list(site.parent.glob(".dist.*")), "the staging folder was left behind"


def test_page_shows_meta_checks_hints_and_a_strict_csp(site: Path) -> None:
    html = (site / SLUG / "index.html").read_text(encoding="utf-8")
    checks = len(load_suite(ROOT, SLUG.replace("-", "_"))[0].checks)
    assert f"{checks} checks" in html
    assert html.count('<li class="hint" hidden') == 4
    assert 'data-state="locked"' in html
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert csp and "default-src &#x27;self&#x27;" in csp.group(1)
    assert "unsafe-inline" not in csp.group(1) and "unsafe-eval'" not in csp.group(1)
    # Every script, style and icon the page loads is on our own origin.
    for url in re.findall(r'<(?:script|link)[^>]*(?:src|href)="([^"]+)"', html):
        assert not re.match(r"^[a-z]+:|^//", url), url
    # The solution is only in locked.json, sealed, fetched when unlocking: not in the page
    # (tests/test_locked_site.py opens and searches it).
    line = "std = rewards.std(axis=1, keepdims=True)"
    assert line in SOLUTION and line not in html
    assert 'id="locked"' not in html and '"locked": "locked.json"' in html


def test_pyodide_url_points_the_page_elsewhere(tmp_path: Path) -> None:
    url = "https://pyodide.example.test/v0.27.7/full"
    out = tmp_path / "dist"
    assert build.main(["--out", str(out), "--pyodide-url", url]) == 0
    assert not (out / "pyodide").exists()
    html = (out / SLUG / "index.html").read_text(encoding="utf-8")
    assert page_data(html)["pyodideURL"] == url + "/"
    assert page_data(html)["stdlib"] == ""  # compiled only for the Pyodide it ships with
    assert "https://pyodide.example.test" in html  # allowed by the CSP


def test_a_failed_build_leaves_the_old_site_alone(tmp_path: Path, capsys) -> None:
    root = copy_sources(tmp_path / "repo")
    (root / "exercises" / SLUG / "starter.py").unlink()
    out = tmp_path / "dist"
    out.mkdir()
    (out / "old.txt").write_text("previous site")
    assert build.main(["--root", str(root), "--out", str(out)]) == 1
    assert (out / "old.txt").read_text() == "previous site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist", "repo"]
    assert f"exercises/{SLUG}/starter.py: missing" in capsys.readouterr().err


@pytest.mark.parametrize(
    "missing",
    [
        f"exercises/{SLUG}/starter.py",
        f"exercises/{SLUG}/statement.md",
        f"exercises/{SLUG}/.meta/solution.py",
        f"exercises/{SLUG}/.meta/notes.md",
        f"checks/{SLUG.replace('-', '_')}.py",
        f"hints/{SLUG}/1.md",
    ],
)
def test_a_missing_piece_is_refused_by_name(tmp_path: Path, capsys, missing: str) -> None:
    root = copy_sources(tmp_path / "repo")
    (root / missing).unlink()
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    named = missing if not missing.startswith("hints/") else f"hints/{SLUG}/"
    assert named in err, err
    assert not (tmp_path / "dist").exists()


def test_a_wrong_reference_solution_is_refused(tmp_path: Path, capsys) -> None:
    root = copy_sources(tmp_path / "repo")
    wrong = SOLUTION + "\n\ndef kl_k3(logp, ref_logp):\n    return np.zeros_like(logp)\n"
    (root / "exercises" / SLUG / ".meta" / "solution.py").write_text(wrong)
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    # The stored expected values were computed from the right reference: they no longer fit.
    module = SLUG.replace("-", "_")
    assert f"checks/{module}" in err and "no longer fits the reference" in err, err
    assert f"practice regen {SLUG}" in err


def test_an_example_output_that_the_reference_does_not_print_is_refused(
    tmp_path: Path, capsys
) -> None:
    root = copy_sources(tmp_path / "repo")
    stored = root / "checks" / f"{SLUG.replace('-', '_')}.expected.json"
    text = stored.read_text()
    assert text.count("-0.13122323326245566\\n") == 1  # example 2's printed output
    stored.write_text(text.replace("-0.13122323326245566\\n", "-0.1312232\\n"))
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    # Within the examples' print tolerance the stored values still fit, but the page shows
    # the reference's exact output: the build names the file and the example.
    assert f"checks/{SLUG.replace('-', '_')}.expected.json: example 2" in err, err


def test_a_check_module_that_raises_on_import_is_refused_by_name(tmp_path: Path, capsys) -> None:
    root = copy_sources(tmp_path / "repo")
    module = root / "checks" / f"{SLUG.replace('-', '_')}.py"
    module.write_text(module.read_text() + '\nraise RuntimeError("broken on purpose")\n')
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    assert f"checks/{SLUG.replace('-', '_')}.py: raised RuntimeError on import" in err, err
    assert "broken on purpose" in err and str(tmp_path) not in err
    assert not (tmp_path / "dist").exists()


def test_a_missing_hints_folder_is_refused_by_name(tmp_path: Path, capsys) -> None:
    root = copy_sources(tmp_path / "repo")
    shutil.rmtree(root / "hints" / SLUG)
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    assert f"hints/{SLUG}/: missing (the hints folder" in capsys.readouterr().err
    assert not (tmp_path / "dist").exists()


@pytest.mark.parametrize(
    ("append", "problem"),
    [
        ('title = = "unclosed\n', "not valid TOML"),
        ("", "'time_limit' is missing or has the wrong type"),
    ],
    ids=["not-toml", "missing-key"],
)
def test_a_malformed_exercise_toml_is_refused_by_name(
    tmp_path: Path, capsys, append: str, problem: str
) -> None:
    root = copy_sources(tmp_path / "repo")
    toml = root / "exercises" / SLUG / "exercise.toml"
    text = toml.read_text()
    if not append:  # drop a required key instead
        text = re.sub(r"(?m)^time_limit = .*\n", "", text)
    toml.write_text(text + append)
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    assert f"exercises/{SLUG}/exercise.toml: {problem}" in err, err
    assert str(tmp_path) not in err  # the repository-relative name, once
    assert not (tmp_path / "dist").exists()


def test_a_build_that_fails_while_writing_leaves_the_old_site_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "dist"
    out.mkdir()
    (out / "old.txt").write_text("previous site")

    def fail(*_args: object, **_kwargs: object) -> str:
        raise build.BuildError("rendering failed on purpose")

    monkeypatch.setattr(build, "render_exercise", fail)  # after the assets are written
    args = ["--out", str(out), "--pyodide-url", "https://pyodide.example.test/full/"]
    assert build.main(args) == 1
    assert sorted(p.name for p in out.iterdir()) == ["old.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist"]  # no staging folder left


def test_page_helpers_escape_what_they_are_given() -> None:
    assert page.safe_url("javascript:alert(1)") == "#"
    assert page.safe_url("https://arxiv.org/abs/2402.03300").startswith("https://")
    assert "</script>" not in page.page_data_json({"starter": "</script><script>x()</script>"})
    evil = SimpleNamespace(
        slug="a-b",
        title="<img src=x>",
        kind="K",
        difficulty="D",
        minutes=1,
        tags=["<b>"],
        paper={"title": "<i>", "authors": "<u>"},
    )
    item = catalogue.exercise_card(evil, "")
    assert "<img" not in item and "&lt;img src=x&gt;" in item and "<b>" not in item
    assert "<i>" not in item and "<u>" not in item


def _without_docstrings(tree: ast.AST) -> str:
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]  # type: ignore[attr-defined]
    return ast.dump(tree)


def test_the_shipped_harness_is_the_same_code_without_comments_and_docstrings(
    site: Path,
) -> None:
    """The first run downloads the harness before the learner's first result: it ships
    without what only a reader of the repository needs, and nothing else changes."""
    shipped = sorted((site / "py" / "practice").glob("*.py"))
    assert shipped
    before = after = 0
    for path in shipped:
        original = (ROOT / "py" / "practice" / path.name).read_text("utf-8")
        text = path.read_text("utf-8")
        assert "#" not in text.split("\n", 1)[0] and '"""' not in text.split("\n", 1)[0]
        assert _without_docstrings(ast.parse(text)) == _without_docstrings(ast.parse(original))
        before, after = before + len(original), after + len(text)
    assert after < 0.75 * before
    # Check modules keep their docstrings: a check in code is described by its own.
    module = site / "checks" / "grpo_advantages.py"
    assert module.read_text("utf-8") == (ROOT / "checks" / "grpo_advantages.py").read_text()


def test_the_page_says_a_stopped_run_in_the_harness_s_words(site: Path) -> None:
    """What the page says with no Python to ask (a worker ended under an endless loop) is
    written at build time from py/practice/words.py, the terminal's source."""
    from practice.words import page_words

    script = (site / "assets" / "words.js").read_text("utf-8")
    for sentence in page_words().values():
        assert json.dumps(sentence, ensure_ascii=False)[1:-1] in script
    limits = (site / "assets" / "run_limits.js").read_text("utf-8")
    assert "words.js" in limits and "Time limit:" not in limits

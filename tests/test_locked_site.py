"""The solution lock in the built site: sealed in the page, never readable anywhere in dist/."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from brief import brief
from conftest import EXERCISE, ROOT, SLUG
from cryptography.exceptions import InvalidTag
from source_tree import copy_sources

import build
from practice.exercises import list_exercises
from sitebuild import page
from sitebuild.lock import open_sealed, reference_material

SOLUTION = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
SLUGS = list_exercises(ROOT)


def public_text() -> str:
    """What the site ships on purpose, for every exercise, and the harness: a line of a
    solution found in these (an idiom one exercise's hint spells out, say) is no secret."""
    parts: list[Path] = sorted((ROOT / "py" / "practice").glob("*.py"))
    for slug in SLUGS:
        folder = ROOT / "exercises" / slug
        parts += [folder / name for name in ("starter.py", "statement.md", "examples.toml")]
        module = ROOT / "checks" / slug.replace("-", "_")
        parts += [folder / "key_inputs.toml", module.with_suffix(".py")]
        parts += [module.with_suffix(".toml"), module.with_suffix(".expected.json")]
        parts += sorted((ROOT / "hints" / slug).glob("*.md"))
    return "\n".join(path.read_text(encoding="utf-8") for path in parts if path.is_file())


PUBLIC = public_text()


def solution_lines(slug: str = SLUG) -> list[str]:
    """Lines of a reference that only the reference has (not the starter's signatures)."""
    source = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text(encoding="utf-8")
    lines = {line.strip() for line in source.splitlines()}
    return sorted(line for line in lines if len(line) >= 20 and line not in PUBLIC)


def notes_sentences(slug: str = SLUG) -> list[str]:
    """Sentences of the notes in plain words (no Markdown or math that rendering would change)."""
    notes = (ROOT / "exercises" / slug / ".meta" / "notes.md").read_text(encoding="utf-8")
    sentences = [s.strip().removeprefix("- ") for s in re.split(r"(?<=[.:])\s+", notes)]
    return [s for s in sentences if len(s) >= 20 and not re.search(r"[$`*_#\[\]\n]", s)]


def forms(text: str) -> set[str]:
    """`text` as it could appear in a file: raw, HTML-escaped, inside JSON, inside page JSON."""
    in_json = json.dumps(text)[1:-1]
    in_page = page.page_data_json({"x": text})[len('{"x": "') : -2]
    markdown = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    markdown = markdown.replace('"', "&quot;")  # how markdown-it escapes text
    escaped = {html.escape(text), html.escape(text, quote=False), markdown}
    return {text, in_json, in_page, *escaped, *(json.dumps(e)[1:-1] for e in escaped)}


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    """The real site, built once per run (tests/conftest.py)."""
    return built_site


def sealed_of(site: Path) -> dict:
    return json.loads((site / SLUG / "locked.json").read_text(encoding="utf-8"))


def test_the_needles_are_worth_searching_for() -> None:
    lines, sentences = solution_lines(), notes_sentences()
    assert len(lines) >= 8, lines
    assert "std = rewards.std(axis=1, keepdims=True)  # population std: divides by G" in lines
    assert len(sentences) >= 10, sentences
    assert "Clipping the advantage instead of the ratio." in sentences  # a list item
    assert "GRPO gets one for free." in sentences


def test_no_file_in_dist_holds_a_solution_its_notes_or_its_key_material(site: Path) -> None:
    needles: dict[str, str] = {}  # what to look for -> the exercise it would give away
    for slug in SLUGS:
        material = reference_material(ROOT, slug)
        for text in [*solution_lines(slug), *notes_sentences(slug), *material.splitlines()]:
            needles.update(dict.fromkeys(forms(text), slug))
    files = [path for path in site.rglob("*") if path.is_file()]
    assert len(files) > 20 and any(path.suffix == ".whl" for path in files)  # Pyodide is there
    found = []
    for path in files:
        content = path.read_bytes()
        found += [
            f"{path.relative_to(site)}: {needle!r} ({slug})"
            for needle, slug in needles.items()
            if needle.encode("utf-8") in content
        ]
    assert not found, brief("\n".join(found), 1000)


def test_the_site_carries_the_sealed_solution_that_the_reference_opens(site: Path) -> None:
    sealed = sealed_of(site)
    assert sorted(sealed) == ["data", "iv", "salt", "version"]
    payload = open_sealed(sealed, reference_material(ROOT, SLUG), SLUG)
    assert payload["solution_source"] == SOLUTION
    assert "GRPO gets one for free." in payload["notes_html"]
    assert "<math" in payload["notes_html"]  # rendered at build time, like the statement
    with pytest.raises(InvalidTag):
        open_sealed(sealed, reference_material(ROOT, SLUG).replace("e-01", "e-02", 1), SLUG)


def test_every_build_seals_with_a_fresh_salt(site: Path, tmp_path: Path) -> None:
    assert build.main(["--out", str(tmp_path / "again"), "--pyodide-url", "/py/"]) == 0
    assert sealed_of(tmp_path / "again")["salt"] != sealed_of(site)["salt"]



KEYS = f"exercises/{SLUG}/key_inputs.toml"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, f"{KEYS}: missing"),
        ("not = [toml", f"{KEYS}: not valid TOML"),
        ("[[keys]]\nsetup = 'x = 1'\n", f"{KEYS}: needs [[keys]] entries"),
        ('[[keys]]\ncall = "kl_k3(np.zeros(1), np.zeros(1)) + 0.123455"\n', "rounding boundary"),
        ('[[keys]]\ncall = "str(kl_k3(np.zeros(1), np.zeros(1)))"\n', "not numbers"),
        ('[[keys]]\ncall = "no_such_function(1)"\n', "no_such_function"),
    ],
    ids=["missing", "bad-toml", "no-call", "fragile", "not-numbers", "bad-call"],
)
def test_key_inputs_that_cannot_make_a_stable_key_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, said: str
) -> None:
    root = copy_sources(tmp_path / "repo")
    keys = root / KEYS
    if content is None:
        keys.unlink()
    else:
        keys.write_text(content, encoding="utf-8")
    assert build.main(["--root", str(root), "--out", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err
    assert f"{KEYS}: " in err and said in err, err
    assert str(root) not in err  # paths as the author knows them, relative to the repository
    assert not (tmp_path / "dist").exists()

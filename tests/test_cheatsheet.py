"""Cheat-sheet markers in statements (sitebuild/cheatsheet.py) and the sheet the build makes."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import ROOT

import build
from practice.exercises import list_exercises, load_exercise
from practice.lessons import list_lessons
from sitebuild.cheatsheet import (
    CheatSheetError,
    SheetSection,
    cheat_sheet_page,
    parse_entries,
    statement_source,
)
from sitebuild.papers import list_walkthroughs
from sitebuild.render import render_markdown
from sitebuild.tracks import Step, Track, list_tracks, load_track

STATEMENTS = sorted(ROOT.glob("exercises/*/statement.md"))

MARKED = """Intro with $x$.

<!-- cheat-sheet: The rule -->
$$
y = 2x
$$
<!-- /cheat-sheet -->

After.
"""


def test_markers_become_entries_and_vanish_from_the_statement() -> None:
    assert parse_entries(MARKED) == [parse_entries(MARKED)[0]]
    entry = parse_entries(MARKED)[0]
    assert entry.label == "The rule" and entry.markdown == "$$\ny = 2x\n$$"
    source = statement_source(MARKED)
    assert "cheat-sheet" not in source and "y = 2x" in source and source.endswith("After.\n")
    html = render_markdown(source)
    assert "cheat-sheet" not in html and "&lt;!--" not in html


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<!-- cheat-sheet: A -->\n$$\nx\n$$\n", r"line 1: .*'A' is never closed"),
        ("$$\nx\n$$\n<!-- /cheat-sheet -->\n", r"line 4: .* closes nothing"),
        (
            "<!-- cheat-sheet: A -->\n<!-- cheat-sheet: B -->\n$$x$$\n<!-- /cheat-sheet -->\n",
            r"line 2: a cheat-sheet entry opens inside the one opened at line 1",
        ),
        (
            "<!-- cheat-sheet: A -->\nJust words.\n<!-- /cheat-sheet -->\n",
            r"line 1: .*'A' holds no formula",
        ),
        ("<!-- cheatsheet: A -->\n$$\nx\n$$\n", r"line 1: not a cheat-sheet marker"),
        (
            "<!-- cheat-sheet: -->\n$$\nx\n$$\n<!-- /cheat-sheet -->\n",
            r"line 1: not a cheat-sheet marker",
        ),
    ],
)
def test_a_malformed_marker_is_an_error_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(CheatSheetError, match=message):
        statement_source(text)


@pytest.mark.parametrize("path", STATEMENTS, ids=lambda p: p.parent.name)
def test_every_statement_marks_formulas_that_render(path: Path) -> None:
    entries = parse_entries(path.read_text(encoding="utf-8"))
    assert 1 <= len(entries) <= 5, "a sheet section is meant to fit one phone screen"
    for entry in entries:
        html = render_markdown(entry.markdown)
        assert "<math" in html and "$" not in html, entry.label


def test_the_sheet_renders_each_section_in_the_given_order() -> None:
    exercise = SimpleNamespace(
        slug="a-b", title="<A & B>", paper={"authors": "X et al.", "year": 2024}
    )
    track = Track("t", "Track <1>", "S", "A", (Step("exercise", "a-b"),))
    page = cheat_sheet_page(track, [SheetSection(exercise, parse_entries(MARKED))], render_markdown)
    assert "&lt;A &amp; B&gt;" in page and "Track &lt;1&gt;" in page and "<A & B>" not in page
    assert 'id="a-b"' in page and 'href="#a-b"' in page and 'href="../../../a-b/"' in page
    assert "<dt>The rule</dt>" in page and "<math" in page


def test_the_build_refuses_a_track_exercise_without_marked_formulas(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    folder = root / "exercises" / "grpo-advantages"
    folder.mkdir(parents=True)
    (folder / "statement.md").write_text("Only $x$ here.\n", encoding="utf-8")
    track = Track("t", "T", "S", "A", (Step("exercise", "grpo-advantages"),))
    with pytest.raises(
        build.BuildError, match=r"statement\.md: no formula is marked .*tracks/t\.toml"
    ):
        build.sheet_sections(root, track, {"grpo-advantages": SimpleNamespace()})


def test_the_build_refuses_a_malformed_marker_naming_the_statement(tmp_path: Path) -> None:
    folder = tmp_path / "exercises" / "x"
    folder.mkdir(parents=True)
    (folder / "statement.md").write_text("<!-- cheat-sheet: A -->\n$x$\n", encoding="utf-8")
    with pytest.raises(
        build.BuildError, match=r"exercises/x/statement\.md: line 1: .*never closed"
    ):
        build.statement_markdown(tmp_path, "x")


@pytest.mark.parametrize("slug", list_tracks(ROOT))
def test_each_tracks_sheet_holds_its_exercises_in_order(slug: str) -> None:
    """The build's sheet for each real track (RL basics' six among them): every exercise in the
    track's order, each with its marked formulas rendered, linked from the sheet's contents."""
    track = load_track(
        ROOT, slug, list_exercises(ROOT), list_walkthroughs(ROOT), lessons=list_lessons(ROOT)
    )
    exercises = {name: load_exercise(ROOT, name) for name in track.exercises}
    sections = build.sheet_sections(ROOT, track, exercises)
    assert [section.exercise.slug for section in sections] == track.exercises
    page = cheat_sheet_page(track, sections, render_markdown)
    assert re.findall(r'class="sheet-exercise" id="([^"]+)"', page) == track.exercises
    assert re.findall(r'<li><a href="#([^"]+)">', page) == track.exercises
    for part in page.split('data-test="sheet-exercise"')[1:]:
        assert "<math" in part and "<dt>" in part
    assert f"<h1>{track.title}</h1>" in page and "cheat-sheet:" not in page

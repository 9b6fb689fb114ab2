"""Tracks (sitebuild/tracks.py): the real one, and the broken files the build refuses."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT
from source_tree import copy_sources

import build
from practice.exercises import list_exercises
from sitebuild import catalogue
from sitebuild.papers import list_walkthroughs
from sitebuild.tracks import Step, TrackError, load_track, load_tracks

TRACK = "rl-for-llm-reasoning"
EXERCISES = list_exercises(ROOT)
WALKTHROUGHS = list_walkthroughs(ROOT)

GOOD = """
title = "A track"
summary = "Why this order."
audience = "Everyone."
[[steps]]
exercise = "grpo-advantages"
[[steps]]
walkthrough = "grpo"
note = "Run it."
[[steps]]
exercise = "rloo"
"""


def write_track(root: Path, text: str, slug: str = "t") -> Path:
    folder = root / "tracks"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{slug}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_rl_track_starts_with_grpo_and_holds_all_seven_exercises_once() -> None:
    track = load_track(ROOT, TRACK, EXERCISES, WALKTHROUGHS)
    assert track.title == "Papers to code — RL for LLM reasoning"
    assert track.exercises[0] == "grpo-advantages"
    assert sorted(track.exercises) == sorted(EXERCISES) and len(EXERCISES) == 7
    assert Step("walkthrough", "grpo", track.steps[1].note) in track.steps
    assert all(step.note for step in track.steps), "every step says why it sits there"
    assert "order" in track.summary_md and track.audience


def test_a_good_track_loads_in_order(tmp_path: Path) -> None:
    write_track(tmp_path, GOOD)
    track = load_track(tmp_path, "t", EXERCISES, WALKTHROUGHS)
    assert [(s.kind, s.slug) for s in track.steps] == [
        ("exercise", "grpo-advantages"),
        ("walkthrough", "grpo"),
        ("exercise", "rloo"),
    ]
    assert track.exercises == ["grpo-advantages", "rloo"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('exercise = "rloo"', 'exercise = "rlooo"'), r"step 3: no exercise 'rlooo' on the site"),
        (
            ('exercise = "rloo"', 'exercise = "grpo-advantages"'),
            r"step 3: .* listed twice \(also step 1\)",
        ),
        (('walkthrough = "grpo"', 'walkthrough = "nope"'), r"step 2: no walkthrough 'nope'"),
        (('title = "A track"', ""), r"`title` must be a non-empty string"),
        (('audience = "Everyone."', 'audience = ""'), r"`audience` must be a non-empty string"),
        (('note = "Run it."', 'exercise = "rloo"'), r"step 2: name exactly one"),
        (('note = "Run it."', 'nots = "x"'), r"step 2: unknown key\(s\) nots"),
        (('title = "A track"', 'title = "A track"\ncolour = "red"'), r"unknown key\(s\) colour"),
        (('title = "A track"', 'title = "A track'), r"tracks/t\.toml: "),  # not TOML
    ],
)
def test_a_broken_track_is_refused_naming_the_file_and_the_step(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    write_track(tmp_path, GOOD.replace(*change, 1))
    with pytest.raises(TrackError, match=message) as caught:
        load_track(tmp_path, "t", EXERCISES, WALKTHROUGHS)
    assert str(caught.value).startswith("tracks/t.toml: ")


def test_a_track_without_exercises_or_with_a_bad_name_is_refused(tmp_path: Path) -> None:
    write_track(tmp_path, 'title = "T"\nsummary = "S"\naudience = "A"\n')
    with pytest.raises(TrackError, match="`steps` must list"):
        load_track(tmp_path, "t", EXERCISES, WALKTHROUGHS)
    write_track(
        tmp_path, 'title = "T"\nsummary = "S"\naudience = "A"\n[[steps]]\nwalkthrough = "grpo"\n'
    )
    with pytest.raises(TrackError, match="at least one exercise"):
        load_track(tmp_path, "t", EXERCISES, WALKTHROUGHS)
    write_track(tmp_path, GOOD, slug="Bad_Name")
    with pytest.raises(TrackError, match="file name must be a slug"):
        load_tracks(tmp_path, EXERCISES, WALKTHROUGHS)


def test_the_build_refuses_a_broken_track_before_writing_anything(tmp_path: Path, capsys) -> None:
    root = tmp_path / "repo"
    copy_sources(root)
    path = root / "tracks" / f"{TRACK}.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('"rloo"', '"rlo"'), encoding="utf-8")
    out = tmp_path / "dist"
    assert build.main(["--root", str(root), "--out", str(out), "--pyodide-url", "https://x/"]) == 1
    error = capsys.readouterr().err
    assert f"tracks/{TRACK}.toml: step 4: no exercise 'rlo' on the site" in error, error[:300]
    assert not out.exists()


def test_an_exercise_page_knows_its_place_in_the_track() -> None:
    track = load_track(ROOT, TRACK, EXERCISES, WALKTHROUGHS)
    titles = {slug: slug.upper() for slug in EXERCISES}
    walks = {"grpo": "GRPO from scratch"}
    first = catalogue.exercise_track_html("grpo-advantages", [track], titles, walks)
    assert f"1 of {len(EXERCISES)}" in first and 'rel="prev"' not in first
    second = track.exercises[1]
    assert f'rel="next" href="../{second}/"' in first
    # The walkthrough sits between the first two exercises: a pass on the first offers it too.
    offer = first.split('<template class="next-offer">')[1]
    assert f'href="../{second}/"' in offer and 'href="../papers/grpo/"' in offer
    last = catalogue.exercise_track_html(track.exercises[-1], [track], titles, walks)
    assert f"{len(EXERCISES)} of {len(EXERCISES)}" in last and 'rel="next"' not in last
    assert "last exercise" in last
    assert catalogue.exercise_track_html("grpo-advantages", [], titles, walks) == ""

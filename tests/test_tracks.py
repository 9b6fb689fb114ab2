"""Tracks (sitebuild/tracks.py): the real ones, their order and links, and the broken files the
build refuses."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import ROOT
from source_tree import copy_sources

import build
from practice.exercises import list_exercises, load_exercise
from practice.lessons import list_lessons
from sitebuild import catalogue
from sitebuild.lessons import load_lesson
from sitebuild.papers import list_walkthroughs
from sitebuild.render import render_markdown
from sitebuild.tracks import Step, Track, TrackError, course_order, load_track, load_tracks

TRACK = "rl-for-llm-reasoning"
BASICS = "rl-basics"
LLM = "inside-an-llm"
# Inside an LLM in its teaching order, as the data flows through a model: text to ids,
# attention, the whole block, rotary positions; then decoding with a cache, attention in tiles,
# and logits back to tokens.
LLM_ORDER = [
    "bpe",
    "attention",
    "gpt-block",
    "rope",
    "kv-cache",
    "flash-attention",
    "sampling",
]
# RL basics in its teaching order: one state, a known model, no model, control, the policy
# itself, a network.
BASICS_ORDER = [
    "bandits",
    "value-iteration",
    "td-learning",
    "q-learning",
    "reinforce",
    "dqn-targets",
]
EXERCISES = list_exercises(ROOT)
WALKTHROUGHS = list_walkthroughs(ROOT)
LESSONS = list_lessons(ROOT)
TAUGHT = {"rl-for-games": "RL for Games"}  # the lessons' titles

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


def test_the_rl_track_starts_with_grpo_and_holds_its_seven_exercises_once() -> None:
    track = load_track(ROOT, TRACK, EXERCISES, WALKTHROUGHS, lessons=LESSONS)
    assert track.title == "Papers to code — RL for LLM reasoning"
    assert track.exercises[0] == "grpo-advantages"
    assert len(track.exercises) == len(set(track.exercises)) == 7
    assert Step("walkthrough", "grpo", track.steps[1].note) in track.steps
    assert all(step.note for step in track.steps), "every step says why it sits there"
    assert "order" in track.summary_md and track.audience
    assert track.next_track == ""  # the last track of the course, for now


def test_rl_basics_holds_the_six_in_teaching_order_and_leads_to_the_papers_track() -> None:
    track = load_track(ROOT, BASICS, EXERCISES, WALKTHROUGHS, lessons=LESSONS)
    assert track.title == "RL basics"
    assert track.exercises == BASICS_ORDER
    assert [step.kind for step in track.steps] == ["exercise"] * 6
    assert all(step.note for step in track.steps), "every step says why it sits there"
    assert "numpy" in track.audience and "probability" in track.audience
    assert "new to reinforcement learning" in track.audience
    assert track.next_track == LLM and "log-probabilities" in track.next_note
    assert "REINFORCE" in track.summary_md and "MuZero" in track.summary_md


def test_inside_an_llm_holds_its_exercises_in_teaching_order_and_leads_to_the_papers() -> None:
    track = load_track(ROOT, LLM, EXERCISES, WALKTHROUGHS, lessons=LESSONS)
    assert track.title == "Papers to code — Inside an LLM"
    written = [slug for slug in LLM_ORDER if slug in EXERCISES]
    assert written[:4] == LLM_ORDER[:4]  # the first four are there, and all in order
    assert track.exercises == written
    assert all(step.note for step in track.steps), "every step says why it sits there"
    assert "numpy" in track.audience
    assert track.next_track == TRACK and "GRPO" in track.next_note


def test_every_exercise_sits_in_exactly_one_track_and_rl_basics_comes_first() -> None:
    """One track each: the papers track keeps its own order (GRPO first), and RL basics leads
    into Inside an LLM, and that into the papers, with [next] links rather than by sharing
    exercises."""
    tracks = load_tracks(ROOT, EXERCISES, WALKTHROUGHS, LESSONS)
    assert [track.slug for track in tracks] == [BASICS, LLM, TRACK]
    listed = [slug for track in tracks for slug in track.exercises]
    assert sorted(listed) == sorted(EXERCISES) and len(EXERCISES) >= 17


def made_up(slug: str, next_track: str = "") -> Track:
    return Track(slug, slug.upper(), "S", "A", (Step("exercise", "rloo"),), next_track)


def test_course_order_follows_next_links_from_each_way_in() -> None:
    tracks = [made_up("c"), made_up("b", "c"), made_up("z"), made_up("a", "z")]
    assert [t.slug for t in course_order(tracks)] == ["a", "z", "b", "c"]
    loop = [made_up("x", "y"), made_up("y", "x"), made_up("w")]
    assert [t.slug for t in course_order(loop)] == ["w", "x", "y"]  # nothing lost in a loop


@pytest.mark.parametrize(
    ("next_table", "message"),
    [
        ('[next]\ntrack = "nope"\n', r"\[next\]: no track 'nope' on the site \(tracks: u\)"),
        ('[next]\ntrack = "t"\n', r"\[next\]: a track cannot lead to itself"),
        ('[next]\ntrack = "u"\nwhy = "x"\n', r"\[next\]: unknown key\(s\) why"),
        ('[next]\ntrack = "U U"\n', r"\[next\]: `track` must be a track's slug"),
        ('[next]\ntrack = "u"\nnote = 3\n', r"\[next\]: `note` must be a string"),
        ('next = "u"\n', r"\[next\]: must be a table"),
    ],
)
def test_a_bad_next_track_is_refused(tmp_path: Path, next_table: str, message: str) -> None:
    write_track(tmp_path, GOOD, slug="u")
    head, steps = GOOD.split("[[steps]]", 1)
    write_track(tmp_path, head + next_table + "[[steps]]" + steps)
    with pytest.raises(TrackError, match=message) as caught:
        load_tracks(tmp_path, EXERCISES, WALKTHROUGHS)
    assert str(caught.value).startswith("tracks/t.toml: [next]")


def test_a_good_next_track_loads(tmp_path: Path) -> None:
    write_track(tmp_path, GOOD, slug="u")
    head, steps = GOOD.split("[[steps]]", 1)
    write_track(tmp_path, head + '[next]\ntrack = "u"\nnote = " Why. "\n[[steps]]' + steps)
    first, second = load_tracks(tmp_path, EXERCISES, WALKTHROUGHS)
    assert (first.slug, first.next_track, first.next_note) == ("t", "u", "Why.")
    assert (second.slug, second.next_track) == ("u", "")


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
    track = load_track(ROOT, TRACK, EXERCISES, WALKTHROUGHS, lessons=LESSONS)
    titles = {slug: slug.upper() for slug in EXERCISES}
    walks = {"grpo": "GRPO from scratch"}
    first = catalogue.exercise_track_html("grpo-advantages", [track], titles, walks, TAUGHT)
    count = len(track.exercises)
    assert f"1 of {count}" in first and 'rel="prev"' not in first
    second = track.exercises[1]
    assert f'rel="next" href="../{second}/"' in first
    # The walkthrough sits between the first two exercises: a pass on the first offers it too.
    offer = first.split('<template class="next-offer">')[1]
    assert f'href="../{second}/"' in offer and 'href="../papers/grpo/"' in offer
    last = catalogue.exercise_track_html(track.exercises[-1], [track], titles, walks, TAUGHT)
    assert f"{count} of {count}" in last and 'rel="next"' not in last
    assert "last exercise" in last
    assert catalogue.exercise_track_html("grpo-advantages", [], titles, walks) == ""


def test_the_tracks_lead_into_each_other_on_exercise_pages() -> None:
    """RL basics' last exercise names Inside an LLM and offers its first exercise after a
    pass; that track's first exercise names RL basics as the track before it, and its last
    leads on to the papers track, whose first exercise names Inside an LLM before it."""
    tracks = load_tracks(ROOT, EXERCISES, WALKTHROUGHS, LESSONS)
    titles = {slug: slug.upper() for slug in EXERCISES}
    walks = {"grpo": "GRPO from scratch"}
    bandits = catalogue.exercise_track_html("bandits", tracks, titles, walks, TAUGHT)
    assert "1 of 6" in bandits and 'href="../value-iteration/"' in bandits
    assert "track-before" not in bandits  # no track leads into RL basics
    dqn = catalogue.exercise_track_html("dqn-targets", tracks, titles, walks, TAUGHT)
    nav, offer = dqn.split('<template class="next-offer">')
    assert "6 of 6" in nav and 'rel="prev" href="../reinforce/"' in nav
    assert 'data-test="track-after">Next track: Papers to code — Inside an LLM' in nav
    assert f'href="../tracks/{LLM}/"' in nav
    assert "last exercise of" in offer and f'href="../tracks/{LLM}/"' in offer
    assert 'href="../bpe/" data-test="next-offer-link">BPE' in offer
    bpe = catalogue.exercise_track_html("bpe", tracks, titles, walks, TAUGHT)
    assert f'<a href="../tracks/{BASICS}/" data-test="track-before">' in bpe
    llm = load_track(ROOT, LLM, EXERCISES, WALKTHROUGHS, lessons=LESSONS)
    last = catalogue.exercise_track_html(llm.exercises[-1], tracks, titles, walks, TAUGHT)
    assert f'href="../tracks/{TRACK}/"' in last and "Next track: Papers to code — RL" in last
    grpo = catalogue.exercise_track_html("grpo-advantages", tracks, titles, walks, TAUGHT)
    assert grpo.count('data-test="track-nav"') == 1  # in one track only
    assert f'<a href="../tracks/{LLM}/" data-test="track-before">' in grpo
    assert "Before this track: Papers to code — Inside an LLM" in grpo


WALK = SimpleNamespace(slug="grpo", title="GRPO from scratch", summary="S")


def test_the_track_page_and_the_index_say_where_to_go_next() -> None:
    tracks = load_tracks(ROOT, EXERCISES, WALKTHROUGHS, LESSONS)
    named = {track.slug: track for track in tracks}
    exercises = {slug: load_exercise(ROOT, slug) for slug in EXERCISES}
    walks = {WALK.slug: WALK}
    lessons = {slug: load_lesson(ROOT, slug) for slug in LESSONS}
    page = catalogue.track_page(named[BASICS], exercises, walks, render_markdown, named, lessons)
    then = page.split('data-test="where-next"')[1]
    assert f'<a href="../../tracks/{LLM}/" data-test="next-track">' in then
    assert 'href="../../bpe/"' in then
    assert 'data-test="where-next"' not in catalogue.track_page(
        named[TRACK], exercises, walks, render_markdown, named, lessons
    )
    index = catalogue.index_page(list(exercises.values()), tracks, [WALK], "", lessons)
    sections = index.split('data-test="track-section"')[1:]  # RL basics first: the way in
    for slug, part in zip([BASICS, LLM, TRACK], sections, strict=True):
        assert f'<h2 id="track-{slug}"><a href="tracks/{slug}/">' in part
        assert f'data-test="track-progress" data-track="{slug}"' in part
        cards = part.split('data-test="exercise-card" data-slug="')[1:]
        assert [card.split('"')[0] for card in cards] == named[slug].exercises
    assert f'href="tracks/{LLM}/" data-test="next-track">Then: Papers to code' in sections[0]
    assert f'href="tracks/{TRACK}/" data-test="next-track">Then: Papers to code' in sections[1]
    assert 'data-test="next-track"' not in sections[2]

"""The course pages: the index (a catalogue of every track), each track's page, and the track
navigation on an exercise page. Pure functions from data to HTML, like sitebuild.page.

States (not started, in progress, solved) are not known at build time: they live in the
learner's browser, and web/catalogue.js fills them in from what the exercise pages stored. The
HTML here carries what that script needs (data-slug, data-tags, data-difficulty) and reads
sensibly without it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sitebuild.lessons import lesson_card, store_slug
from sitebuild.page import content_security_policy, esc, fill, page_data_json, state_html
from sitebuild.tracks import Step, Track

__all__ = ["exercise_track_html", "index_page", "track_page", "track_url"]

TRACKS_DIR = "tracks"
CHEAT_SHEET_DIR = "cheat-sheet"


def track_url(track: Track, root: str) -> str:
    """The track page's URL from a page whose way back to the site's root is `root`."""
    return f"{root}{TRACKS_DIR}/{track.slug}/"


def cite(paper: Mapping[str, Any]) -> str:
    """ "Shao et al., 2024": who and when, for a card."""
    return ", ".join(str(paper[key]) for key in ("authors", "year") if paper.get(key))


def exercise_card(exercise: Any, root: str, number: int | None = None, note: str = "") -> str:
    """One exercise as a card: title, paper, difficulty, minutes, tags and the learner's state."""
    tags = "".join(f'<li class="tag">{esc(tag)}</li>' for tag in exercise.tags)
    paper = exercise.paper
    number_html = f'<span class="card-number">{number}</span>' if number is not None else ""
    note_html = f'<p class="card-note">{esc(note)}</p>' if note else ""
    return (
        f'<li class="card" data-test="exercise-card" data-slug="{esc(exercise.slug)}" '
        f'data-difficulty="{esc(exercise.difficulty)}" '
        f'data-tags="{esc(json.dumps(list(exercise.tags)))}">'
        f'<h3 class="card-title">{number_html}'
        f'<a href="{root}{esc(exercise.slug)}/">{esc(exercise.title)}</a></h3>'
        f'<p class="card-paper"><cite>{esc(paper.get("title", ""))}</cite>'
        f"{' · ' + esc(cite(paper)) if cite(paper) else ''}</p>"
        f"{note_html}"
        f'<ul class="card-facts" aria-label="About this exercise">'
        f'<li class="fact fact-difficulty">{esc(exercise.difficulty)}</li>'
        f'<li class="fact">{esc(exercise.minutes)} min</li></ul>'
        f'<ul class="tags" aria-label="Tags">{tags}</ul>'
        f"{state_html()}</li>"
    )


def walkthrough_card(walkthrough: Any, root: str, note: str = "") -> str:
    """A walkthrough inside a track's list: read or run it, no checks, no state."""
    return (
        '<li class="card walkthrough-step" data-kind="walkthrough">'
        f'<h3 class="card-title"><span class="card-number" aria-hidden="true">·</span>'
        f'<a href="{root}papers/{esc(walkthrough.slug)}/">Walkthrough: {esc(walkthrough.title)}</a>'
        f'</h3><p class="card-note">{esc(note or walkthrough.summary)}</p></li>'
    )


def track_cards(
    track: Track,
    exercises: Mapping[str, Any],
    walkthroughs: Mapping[str, Any],
    root: str,
    notes: bool,
    lessons: Mapping[str, Any] | None = None,
) -> str:
    """The track's steps in order, as cards; exercises are numbered 1..n."""
    cards = []
    number = 0
    for step in track.steps:
        note = step.note if notes else ""
        if step.kind == "exercise":
            number += 1
            cards.append(exercise_card(exercises[step.slug], root, number, note))
        elif step.kind == "lesson":
            cards.append(lesson_card((lessons or {})[step.slug], root, note))
        else:
            cards.append(walkthrough_card(walkthroughs[step.slug], root, note))
    return "".join(cards)


def filters_html(exercises: Sequence[Any]) -> str:
    """Filter by tag and by difficulty, where scripts run (web/catalogue.js applies it)."""
    tags = sorted({tag for exercise in exercises for tag in exercise.tags})
    levels = sorted({exercise.difficulty for exercise in exercises}, key=difficulty_rank)
    tag_options = "".join(f'<option value="{esc(t)}">{esc(t)}</option>' for t in tags)
    level_options = "".join(f'<option value="{esc(d)}">{esc(d)}</option>' for d in levels)
    return (
        '<form class="filters with-script" data-test="filters" aria-label="Filter the exercises">'
        '<label>Tag <select name="tag" data-test="filter-tag"><option value="">Any tag</option>'
        f"{tag_options}</select></label>"
        '<label>Difficulty <select name="difficulty" data-test="filter-difficulty">'
        f'<option value="">Any difficulty</option>{level_options}</select></label>'
        '<button type="reset" class="button quiet">Clear</button>'
        f'<p class="filter-count" data-test="filter-count" role="status">'
        f"{len({exercise.slug for exercise in exercises})} exercises</p></form>"
    )


def difficulty_rank(level: str) -> tuple[int, str]:
    """Easy before Medium before Hard; anything else after, alphabetically."""
    order = {"easy": 0, "medium": 1, "hard": 2}
    return (order.get(level.lower(), 3), level)


def progress_line(track: Track, root: str, exercises: Mapping[str, Any]) -> str:
    """'k of n solved' and the next exercise, as a first visit has them (web/catalogue.js fills
    in the learner's, in the same room: nothing moves)."""
    first = exercises.get(track.exercises[0]) if track.exercises else None
    after = (
        f'Next: <a href="{root}{esc(first.slug)}/">{esc(first.title)}</a>' if first else ""
    )
    return (
        f'<p class="track-progress" data-test="track-progress" data-track="{esc(track.slug)}">'
        f'<span data-test="progress-count">{len(track.exercises)} exercises</span>'
        f'<span class="next-exercise with-script" data-test="next-exercise">{after}</span></p>'
    )


def next_track_link(track: Track, tracks: Mapping[str, Track], root: str) -> str:
    """A link to the track to go on to after `track` ([next] in its file), or ""."""
    after = tracks.get(track.next_track)
    if after is None:
        return ""
    return f'<a href="{track_url(after, root)}" data-test="next-track">Then: {esc(after.title)}</a>'


def index_track_section(
    track: Track,
    exercises: Mapping[str, Any],
    walkthroughs: Mapping[str, Any],
    tracks: Mapping[str, Track],
    lessons: Mapping[str, Any] | None = None,
) -> str:
    """One track on the index: its title, its progress, its cards, and the track after it."""
    heading = f"track-{esc(track.slug)}"
    url = track_url(track, "")
    return (
        f'<section class="track-section" aria-labelledby="{heading}" data-test="track-section">'
        f'<div class="track-head"><h2 id="{heading}"><a href="{url}">{esc(track.title)}</a></h2>'
        f"{progress_line(track, '', exercises)}</div>"
        f'<p class="track-audience">{esc(track.audience)}</p>'
        f'<p class="track-links"><a href="{url}">Why this order, and what to do next</a>'
        f'<a href="{url}{CHEAT_SHEET_DIR}/">Cheat sheet</a>{next_track_link(track, tracks, "")}</p>'
        f'<ol class="cards" data-track="{esc(track.slug)}">'
        f"{track_cards(track, exercises, walkthroughs, '', notes=False, lessons=lessons)}</ol>"
        "</section>"
    )


def progress_section() -> str:
    """Export and import: the learner's progress and code as one file, for another browser."""
    return (
        '<section class="progress-section" id="progress" aria-labelledby="progress-title">'
        '<h2 id="progress-title">Your progress</h2>'
        "<p>Your code, the hints you opened, what you solved and your theme are kept in this "
        "browser only. "
        "To continue on another device, export them as one file and import it there: nothing "
        "is sent anywhere.</p>"
        '<div class="toolbar progress-tools">'
        '<button type="button" class="button quiet needs-script" data-test="export" disabled>'
        "Export progress</button>"
        '<label class="button quiet file-button needs-script" data-test="import-label">'
        "Import progress…"
        '<input type="file" accept=".json,application/json" class="visually-hidden" '
        'data-test="import" disabled></label></div>'
        '<div class="import-preview" data-test="import-preview" hidden></div>'
        '<p class="progress-note" data-test="progress-note" role="status"></p>'
        '<noscript><p class="noscript">Turn on JavaScript to see your progress and move it to '
        "another browser.</p></noscript></section>"
    )


def index_page(
    exercises: Sequence[Any],
    tracks: Sequence[Track],
    walkthroughs: Sequence[Any],
    papers_html: str = "",
    lessons: Mapping[str, Any] | None = None,
) -> str:
    """The site's front page: every track (in the order given: sitebuild.tracks.course_order)
    with its exercises as cards, exercises in no track, the walkthroughs (sitebuild.papers), and
    export/import of the learner's progress."""
    by_slug = {exercise.slug: exercise for exercise in exercises}
    walks = {walkthrough.slug: walkthrough for walkthrough in walkthroughs}
    named = {track.slug: track for track in tracks}
    sections = [index_track_section(track, by_slug, walks, named, lessons) for track in tracks]
    in_tracks = {slug for track in tracks for slug in track.exercises}
    others = [exercise for exercise in exercises if exercise.slug not in in_tracks]
    if others:
        cards = "".join(exercise_card(exercise, "") for exercise in others)
        sections.append(
            '<section class="track-section" aria-labelledby="other-title">'
            '<h2 id="other-title">More exercises</h2>'
            f'<ul class="cards">{cards}</ul></section>'
        )
    data = {
        "exercises": [exercise.slug for exercise in exercises],
        "lessons": [store_slug(slug) for slug in sorted(lessons or {})],
    }
    return fill(
        "index.html",
        csp=esc(content_security_policy()),
        filters=filters_html(exercises),
        tracks="\n".join(sections),
        papers=papers_html,
        progress=progress_section(),
        data=page_data_json(data),
    )


def where_next_html(
    track: Track, tracks: Mapping[str, Track], exercises: Mapping[str, Any], root: str
) -> str:
    """The track page's last section: the track to go on to, why, and its first exercise."""
    after = tracks.get(track.next_track)
    if after is None:
        return ""
    first = exercises[after.exercises[0]]
    note = f"<p>{esc(track.next_note)}</p>" if track.next_note else ""
    return (
        '<section class="track-then" aria-labelledby="then-title" data-test="where-next">'
        '<h2 id="then-title">Where to go next</h2>'
        f'<p>The track <a href="{track_url(after, root)}" data-test="next-track">'
        f"{esc(after.title)}</a>, starting with "
        f'<a href="{root}{esc(first.slug)}/">{esc(first.title)}</a>.</p>{note}</section>'
    )


def track_page(
    track: Track,
    exercises: Mapping[str, Any],
    walkthroughs: Mapping[str, Any],
    render: Callable[[str], str],
    tracks: Mapping[str, Track] | None = None,
    lessons: Mapping[str, Any] | None = None,
) -> str:
    """<site>/tracks/<slug>/index.html: why this order, progress, the next exercise, the steps,
    and where to go next (`tracks`: every track by slug, for the one [next] names)."""
    root = "../../"
    first = exercises[track.exercises[0]]
    return fill(
        "track.html",
        csp=esc(content_security_policy()),
        title=esc(track.title),
        audience=esc(track.audience),
        root=root,
        progress=progress_line(track, root, exercises),
        start=f'<a href="{root}{esc(first.slug)}/">{esc(first.title)}</a>',
        summary=render(track.summary_md),
        track=esc(track.slug),
        cards=track_cards(track, exercises, walkthroughs, root, notes=True, lessons=lessons),
        then=where_next_html(track, tracks or {}, exercises, root),
        data=page_data_json({"exercises": track.exercises}),
    )


def neighbours(track: Track, slug: str) -> tuple[str | None, str | None, list[Step]]:
    """The exercises before and after `slug` in the track, and the walkthroughs between it and
    the next one."""
    order = track.exercises
    index = order.index(slug)
    before = order[index - 1] if index > 0 else None
    after = order[index + 1] if index + 1 < len(order) else None
    steps = list(track.steps)
    here = next(i for i, s in enumerate(steps) if s.kind == "exercise" and s.slug == slug)
    between = []
    for step in steps[here + 1 :]:
        if step.kind == "exercise":
            break
        between.append(step)
    return before, after, between


def exercise_track_html(
    slug: str,
    tracks: Sequence[Track],
    titles: Mapping[str, str],
    walkthrough_titles: Mapping[str, str],
    lesson_titles: Mapping[str, str] | None = None,
) -> str:
    """On an exercise page (one folder below the root): where it sits in each of its tracks
    (k of n, previous, next; the track before this one at the first exercise, the track after
    it at the last), and, in a <template> that web/main.js shows after a full pass, the next
    exercise to do."""
    root = "../"
    named = {track.slug: track for track in tracks}
    parts = []
    for track in tracks:
        if slug not in track.exercises:
            continue
        before, after, between = neighbours(track, slug)
        position = track.exercises.index(slug) + 1
        url = track_url(track, root)
        links = []
        if before:
            links.append(
                f'<li class="track-prev"><a rel="prev" href="{root}{esc(before)}/" '
                f'data-test="track-prev">Previous: {esc(titles[before])}</a></li>'
            )
        else:
            links += [
                f'<li class="track-prev"><a href="{track_url(earlier, root)}" '
                f'data-test="track-before">Before this track: {esc(earlier.title)}</a></li>'
                for earlier in tracks
                if earlier.next_track == track.slug
            ]
        if after:
            links.append(
                f'<li class="track-next"><a rel="next" href="{root}{esc(after)}/" '
                f'data-test="track-next">Next: {esc(titles[after])}</a></li>'
            )
        elif track.next_track in named:
            later = named[track.next_track]
            links.append(
                f'<li class="track-next"><a href="{track_url(later, root)}" '
                f'data-test="track-after">Next track: {esc(later.title)}</a></li>'
            )
        links.append(f'<li><a href="{url}{CHEAT_SHEET_DIR}/">Cheat sheet</a></li>')
        offer = next_offer(track, after, between, titles, walkthrough_titles, named, lesson_titles)
        parts.append(
            f'<nav class="track-nav" aria-label="{esc(track.title)}" data-test="track-nav">'
            f'<p class="track-where">Exercise <span data-test="track-position">{position} of '
            f'{len(track.exercises)}</span> in <a href="{url}">{esc(track.title)}</a></p>'
            f"<ul>{''.join(links)}</ul></nav>"
            f'<template class="next-offer">{offer}</template>'
        )
    return "".join(parts)


def next_offer(
    track: Track,
    after: str | None,
    between: Sequence[Step],
    titles: Mapping[str, str],
    walkthrough_titles: Mapping[str, str],
    tracks: Mapping[str, Track] | None = None,
    lesson_titles: Mapping[str, str] | None = None,
) -> str:
    """The line a full pass adds to the results: the next exercise, or the end of the track
    and the track to go on to."""
    root = "../"
    url = track_url(track, root)
    if after is None:
        later = (tracks or {}).get(track.next_track)
        then = ""
        if later is not None:
            first = later.exercises[0]
            then = (
                f' Next, the track <a href="{track_url(later, root)}">{esc(later.title)}</a>, '
                f'starting with <a href="{root}{esc(first)}/" data-test="next-offer-link">'
                f"{esc(titles[first])}</a>."
            )
        return (
            '<p class="next-offer" data-test="next-offer">That was the last exercise of '
            f'<a href="{url}">{esc(track.title)}</a>. The <a href="{url}{CHEAT_SHEET_DIR}/">cheat '
            f"sheet</a> has every key formula of the track on one page.{then}</p>"
        )
    first = "".join(
        f' Before it, if you like: <a href="{root}lessons/{esc(step.slug)}/">Lesson: '
        f"{esc((lesson_titles or {})[step.slug])}</a>. {esc(step.note)}"
        if step.kind == "lesson"
        else f' Before it, if you like: <a href="{root}papers/{esc(step.slug)}/">Walkthrough: '
        f"{esc(walkthrough_titles[step.slug])}</a>. {esc(step.note)}"
        for step in between
    )
    return (
        f'<p class="next-offer" data-test="next-offer">Next in <a href="{url}">{esc(track.title)}'
        f'</a>: <a href="{root}{esc(after)}/" data-test="next-offer-link">{esc(titles[after])}</a>.'
        f"{first}</p>"
    )

"""The course in Chromium: the index as a catalogue of both tracks (RL basics first) with the
learner's states and each track's progress, the GRPO page's links to both tracks, the track
pages' progress, next exercise and next track, the next exercise offered after a pass, export
and import of progress between two browser profiles, filters at 390 px, and the cheat sheets.
The theme: the toggle in the header, remembered across pages and a reload, each page
in the chosen theme from its first frame, carried by export/import; a sheet prints light."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from brief import brief

from practice.exercises import list_exercises, load_exercise
from practice.lessons import list_lessons
from sitebuild.tracks import load_track

from .browser_helpers import (
    BACKGROUNDS,
    FIRST_FRAME,
    RESULTS,
    ROOT,
    WAIT_MS,
    finish_run,
    import_file,
    looks,
    set_code,
)
from .conftest import check_watch, watch

LESSONS = list_lessons(ROOT)
TRACK = load_track(ROOT, "rl-for-llm-reasoning", list_exercises(ROOT), ["grpo"], lessons=LESSONS)
BASICS = load_track(ROOT, "rl-basics", list_exercises(ROOT), ["grpo"], lessons=LESSONS)  # first
LLM = load_track(ROOT, "inside-an-llm", list_exercises(ROOT), ["grpo"], lessons=LESSONS)  # second
ORDER = TRACK.exercises
ALL = BASICS.exercises + LLM.exercises + ORDER  # the index's cards, in its order
TITLES = {slug: load_exercise(ROOT, slug).title for slug in ALL}
FIRST, SECOND = ORDER[0], ORDER[1]
REFERENCE = (ROOT / "exercises" / FIRST / ".meta" / "solution.py").read_text(encoding="utf-8")
TRACK_PAGE = f"tracks/{TRACK.slug}/"
BASICS_PAGE = f"tracks/{BASICS.slug}/"
LLM_PAGE = f"tracks/{LLM.slug}/"
SHEET = f"{TRACK_PAGE}cheat-sheet/"
CARDS = '[data-track] [data-test="exercise-card"]'  # a track's cards, on the index or its page
# What an index or track page must never fetch: Python, the worker, the editor.
HEAVY = ("/pyodide/", "/assets/worker.js", "/assets/editor.js", "/py/practice/")


@pytest.fixture
def open_at(browser: Any, site_url: str) -> Iterator[Any]:
    """open_at(path, context=None, **options) -> a page on `path` (a new profile unless a
    context is given); every request and console error is checked when the test ends."""
    opened: list[tuple[Any, Any]] = []

    def _open(path: str, context: Any = None, **options: Any) -> Any:
        if context is None:
            context = browser.new_context(accept_downloads=True, **options)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        opened.append((context, watch(page, context)))
        page.goto(f"{site_url}{path}")
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


def states(page: Any) -> dict[str, str]:
    """slug -> the state each track card shows, once the page's script has filled them in."""
    page.wait_for_selector(f"{CARDS} [data-test='state']:not([hidden])")
    return page.evaluate(
        """(sel) => Object.fromEntries([...document.querySelectorAll(sel)].map((card) =>
             [card.dataset.slug, card.querySelector('[data-test=state]').textContent]))""",
        CARDS,
    )


def heavy_requests(page: Any) -> list[str]:
    urls = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    return [url for url in urls if any(part in url for part in HEAVY)]


TOGGLE = '[data-test="theme-toggle"]'


def theme(page: Any) -> tuple[str, str, list[str]]:
    """(the toggle's value, how the first painted frame looked, how the page and its editor, if
    built, look now)."""
    first = page.wait_for_function("() => window.__firstFrame").json_value()
    now = [looks(colour) for colour in page.evaluate(BACKGROUNDS) if colour is not None]
    return page.input_value(TOGGLE), looks(first), now


def progress_of(page: Any, track: str) -> str:
    """A track's progress line once the page's script has filled it in."""
    line = page.locator(f'[data-test="track-progress"][data-track="{track}"][data-filled]')
    line.wait_for()
    return line.inner_text()


def test_solve_see_it_everywhere_then_move_to_a_fresh_profile(
    open_at: Any, browser: Any, tmp_path: Path
) -> None:
    # Profile A: the GRPO page links both tracks; solve it with one hint open.
    context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 900})
    context.add_init_script(FIRST_FRAME)
    laptop = open_at(f"{FIRST}/", context)
    laptop.wait_for_selector('[data-test="editor"] .cm-content')
    # The system is light, and so is the page until the learner picks dark with the keyboard
    # (System, Light, Dark): the page and its editor turn dark at once.
    assert theme(laptop) == ("system", "light", ["light", "light"])
    laptop.focus(TOGGLE)
    laptop.keyboard.press("ArrowDown")
    laptop.keyboard.press("ArrowDown")
    laptop.wait_for_function("() => document.documentElement.dataset.theme === 'dark'")
    assert theme(laptop)[::2] == ("dark", ["dark", "dark"])
    assert laptop.inner_text('[data-test="track-position"]') == f"1 of {len(ORDER)}"
    related = laptop.locator('nav.links a:text-matches("^Track: ")')
    assert [(a.inner_text(), a.get_attribute("href")) for a in related.all()] == [
        ("Track: RL basics", f"../{BASICS_PAGE}"),
        (f"Track: {TRACK.title}", f"../{TRACK_PAGE}"),
    ]
    laptop.click('[data-test="hint-next"]')
    set_code(laptop, REFERENCE)
    assert finish_run(laptop, lambda: laptop.click('[data-test="submit"]')) == "passed"
    offer = laptop.locator(f'{RESULTS} [data-test="next-offer"]')
    assert TITLES[SECOND] in offer.inner_text(), brief(laptop.inner_text(RESULTS))
    assert offer.locator('a[href="../papers/grpo/"]').count() == 1  # the walkthrough between
    assert offer.locator('[data-test="next-offer-link"]').get_attribute("href") == f"../{SECOND}/"

    # "Track: RL basics" leads to its page: the six in order, none started, the first to do,
    # and Inside an LLM as where to go next, whose page leads on to the papers track.
    laptop.get_by_role("link", name="Track: RL basics", exact=True).click()
    laptop.wait_for_url(f"**/{BASICS_PAGE}")
    assert theme(laptop) == ("dark", "dark", ["dark"])  # remembered, from the first frame on
    assert states(laptop) == {slug: "Not started" for slug in BASICS.exercises}
    assert list(states(laptop)) == BASICS.exercises and len(BASICS.exercises) == 6
    basics = progress_of(laptop, BASICS.slug)
    assert "0 of 6 solved" in basics and f"Next: {TITLES[BASICS.exercises[0]]}" in basics, basics
    assert not heavy_requests(laptop), heavy_requests(laptop)
    laptop.click('[data-test="where-next"] [data-test="next-track"]')  # on to Inside an LLM
    laptop.wait_for_url(f"**/{LLM_PAGE}")
    assert states(laptop) == {slug: "Not started" for slug in LLM.exercises}
    laptop.click('[data-test="where-next"] [data-test="next-track"]')  # then the papers
    laptop.wait_for_url(f"**/{TRACK_PAGE}")
    assert states(laptop) == {slug: "Not started" for slug in ORDER} | {FIRST: "Solved"}
    assert laptop.inner_text('[data-test="progress-count"]') == "1 of 8 solved"
    next_link = laptop.locator('[data-test="next-exercise"] a')
    assert next_link.inner_text() == TITLES[SECOND]
    assert next_link.get_attribute("href").endswith(f"/{SECOND}/")
    assert not heavy_requests(laptop)

    # The next exercise: its place in the track; start it with a hint.
    next_link.click()
    laptop.wait_for_url(f"**/{SECOND}/")
    laptop.wait_for_selector('[data-test="editor"] .cm-content')
    assert theme(laptop) == ("dark", "dark", ["dark", "dark"])
    assert laptop.inner_text('[data-test="track-position"]') == f"2 of {len(ORDER)}"
    assert laptop.get_attribute('[data-test="track-prev"]', "href") == f"../{FIRST}/"
    assert laptop.get_attribute('[data-test="track-next"]', "href") == f"../{ORDER[2]}/"
    laptop.click('[data-test="hint-next"]')

    # The index: the three tracks, RL basics first, every card with its state, each track's count
    # and next step.
    laptop.click(".brand")
    laptop.wait_for_url("**/")
    laptop.reload()
    assert theme(laptop) == ("dark", "dark", ["dark"])
    shown = states(laptop)
    assert list(shown) == ALL and len(ALL) == 6 + len(LLM.exercises) + 7
    expected = {slug: "Not started" for slug in ALL} | {FIRST: "Solved", SECOND: "In progress"}
    assert shown == expected
    sections = laptop.locator('[data-test="track-section"] h2')
    assert sections.all_inner_texts() == [BASICS.title, LLM.title, TRACK.title]
    basics = progress_of(laptop, BASICS.slug)
    assert "0 of 6 solved" in basics and f"Next: {TITLES[BASICS.exercises[0]]}" in basics, basics
    progress = progress_of(laptop, TRACK.slug)
    assert "1 of 8 solved" in progress and f"Continue: {TITLES[SECOND]}" in progress, progress
    assert not heavy_requests(laptop), heavy_requests(laptop)

    # Export on A.
    with laptop.expect_download() as download:
        laptop.click('[data-test="export"]')
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["format"] == "practice-progress" and set(data["exercises"]) == {FIRST, SECOND}
    assert data["settings"] == {"theme": "dark"}

    # Profile B, a phone that has never seen the site: import, after a preview.
    phone = open_at("", viewport={"width": 390, "height": 844}, is_mobile=True)
    assert set(states(phone).values()) == {"Not started"}
    preview = import_file(phone, exported)
    assert "code: restored from the file" in preview and "marked solved" in preview, brief(preview)
    assert "the solution and notes unlock" in preview and "hints: 1 open (here: 0)" in preview
    assert "Your theme: dark (here: system)." in preview
    phone.click('[data-test="import-apply"]')
    assert phone.inner_text('[data-test="progress-note"]') == (
        "Imported: 2 exercises updated; the theme is now dark."
    )
    assert states(phone) == expected
    assert phone.input_value(TOGGLE) == "dark"  # this page too, at once
    assert [looks(colour) for colour in phone.evaluate(BACKGROUNDS)[:1]] == ["dark"]

    phone.goto(phone.url + f"{FIRST}/")
    phone.wait_for_selector('[data-test="solution"][data-state="unlocked"]')
    code = phone.evaluate(f"localStorage.getItem('practice:v1:{FIRST}:code')")
    assert code == REFERENCE
    first_line = REFERENCE.splitlines()[0]
    phone.locator('[data-test="editor"]').scroll_into_view_if_needed()  # built near the screen
    assert first_line in phone.inner_text('[data-test="editor"] .cm-content')  # the editor shows it
    assert phone.inner_text('[data-test="hint-count"]').startswith("hint 1 of ")


def progress_file(path: Path, exercises: dict[str, dict[str, Any]]) -> Path:
    path.write_text(
        json.dumps({"format": "practice-progress", "version": 1, "exercises": exercises}),
        encoding="utf-8",
    )
    return path


def stored(page: Any) -> dict[str, str]:
    return page.evaluate(
        "Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))"
    )


def test_import_keeps_newer_code_here_and_refuses_bad_files(
    open_at: Any, browser: Any, tmp_path: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="dark")
    context.add_init_script(FIRST_FRAME)
    page = open_at("", context)
    now = int(time.time() * 1000)
    key = f"practice:v1:{FIRST}:"
    page.evaluate(
        "([k, t]) => { localStorage.setItem(k + 'code', 'mine = 1');"
        " localStorage.setItem(k + 'saved', t); }",
        [key, str(now)],
    )
    page.reload()
    older = {"code": "theirs = 1", "saved": now - 3_600_000, "hints": 2}
    preview = import_file(
        page,
        progress_file(tmp_path / "a.json", {FIRST: older, "rloo": {"code": "r = 1"}, "zzz": {}}),
    )
    assert "is not older" in preview and "so it is kept" in preview, brief(preview)
    assert "skipped, not an exercise of this site" in preview
    page.click('[data-test="import-apply"]')
    assert page.evaluate(f"localStorage.getItem('{key}code')") == "mine = 1"  # not overwritten
    assert page.evaluate(f"localStorage.getItem('{key}hints')") == "2"
    assert page.evaluate("localStorage.getItem('practice:v1:rloo:code')") == "r = 1"
    assert theme(page) == ("system", "dark", ["dark"])  # files without settings (older ones)

    # A file's theme, light, over the system's dark: shown first, then kept from the first frame.
    light = {"format": "practice-progress", "version": 1, "exercises": {}}
    path = tmp_path / "light.json"
    path.write_text(json.dumps({**light, "settings": {"theme": "light"}}), encoding="utf-8")
    assert import_file(page, path).count("Your theme: light (here: system).") == 1
    page.click('[data-test="import-apply"]')
    page.reload()
    assert theme(page) == ("light", "light", ["light"])

    # A newer copy replaces it, and says so first; an older one only when the box is ticked.
    newer = {"code": "theirs = 2", "saved": now + 60_000}
    preview = import_file(page, progress_file(tmp_path / "b.json", {FIRST: newer}))
    assert "replaced by the file's newer copy" in preview, brief(preview)
    page.click('[data-test="import-apply"]')
    assert page.evaluate(f"localStorage.getItem('{key}code')") == "theirs = 2"
    oldest = {"code": "theirs = 0", "saved": now - 7_200_000}
    import_file(page, progress_file(tmp_path / "c.json", {FIRST: oldest}))
    page.check('[data-test="replace-code"]')
    page.click('[data-test="import-apply"]')
    assert page.evaluate(f"localStorage.getItem('{key}code')") == "theirs = 0"

    # Bad files: a clear reason, and nothing in storage changes.
    before = stored(page)
    bad = {
        "not-json.json": ("{oops", "This file is not JSON"),
        "other.json": ('{"format": "x"}', 'no "format": "practice-progress"'),
        "future.json": (
            '{"format": "practice-progress", "version": 9, "exercises": {}}',
            "version 9",
        ),
        "typed.json": (
            json.dumps(
                {"format": "practice-progress", "version": 1, "exercises": {FIRST: {"code": 5}}}
            ),
            f"Exercise “{FIRST}”: “code” should be text or null, not 5.",
        ),
        "settings.json": (
            json.dumps({**light, "settings": ["dark"]}),
            "“settings” should be an object, not [\"dark\"].",
        ),
        "attempt.json": (
            json.dumps(
                {
                    "format": "practice-progress",
                    "version": 1,
                    "exercises": {FIRST: {"attempts": [{"time": 5, "code": "x = 1"}]}},
                }
            ),
            f"Exercise “{FIRST}”, attempt 1: “status” should be one of",
        ),
    }
    for name, (text, reason) in bad.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        said = import_file(page, path)
        assert said.startswith(f"Nothing was imported from {name}.") and reason in said, brief(said)
    assert stored(page) == before


def test_filters_by_tag_and_difficulty_on_a_phone_without_python(open_at: Any) -> None:
    page = open_at("", viewport={"width": 390, "height": 844}, is_mobile=True)
    visible = f"{CARDS}:visible"
    sections = '[data-test="track-section"]:visible'
    total = len(ALL)
    assert page.locator(visible).count() == total
    count = page.locator('[data-test="filter-count"]')
    assert count.inner_text() == f"{total} exercises"
    easy = [s for s in ALL if load_exercise(ROOT, s).difficulty == "Easy"]
    page.select_option('[data-test="filter-difficulty"]', "Easy")
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == easy
    assert count.inner_text() == f"Showing {len(easy)} of {total} exercises"
    assert page.locator('[data-kind="walkthrough"]:visible').count() == 0
    page.select_option('[data-test="filter-difficulty"]', "")
    page.select_option('[data-test="filter-tag"]', "dpo")
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == ["dpo-loss"]
    assert page.locator(sections).count() == 1  # RL basics has no match: its section hides
    page.select_option('[data-test="filter-tag"]', "policy-gradient")  # a tag in both tracks
    tagged = [s for s in ALL if "policy-gradient" in load_exercise(ROOT, s).tags]
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == tagged
    assert page.locator(sections).count() == 2
    page.click('[data-test="filters"] button[type="reset"]')
    page.wait_for_function(
        f"() => document.querySelector('[data-test=filter-count]').textContent === "
        f"'{total} exercises'"
    )
    assert page.locator(visible).count() == total
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert not heavy_requests(page)


def test_the_cheat_sheets_render_every_exercise_one_phone_screen_each(
    open_at: Any, site_url: str
) -> None:
    phone = {"width": 390, "height": 844}
    page = open_at(SHEET, viewport=phone, is_mobile=True, color_scheme="dark")
    sections = page.locator('[data-test="sheet-exercise"]')
    assert [s.get_attribute("id") for s in sections.all()] == ORDER
    fits_a_phone(page)
    page.goto(f"{site_url}{BASICS_PAGE}cheat-sheet/")  # RL basics' sheet, in the same tab
    assert [s.get_attribute("id") for s in sections.all()] == BASICS.exercises
    fits_a_phone(page)


def fits_a_phone(page: Any) -> None:
    """Each exercise of the sheet on the page renders its formulas and fits one 844 px screen;
    the page never scrolls sideways, and prints without the site's header, light whatever the
    theme (the page's system is dark)."""
    sections = page.locator('[data-test="sheet-exercise"]')
    page.emulate_media(media="screen")
    assert looks(page.evaluate(BACKGROUNDS)[0]) == "dark"
    for section in sections.all():
        assert section.locator('math[display="block"]').count() >= 1, section.get_attribute("id")
        text = section.inner_text()
        assert "$" not in text and "cheat-sheet" not in text, brief(text)
        # Everything of one exercise fits one screen (wide formulas scroll sideways).
        height = section.evaluate(
            "(s) => { const last = s.lastElementChild.getBoundingClientRect();"
            " return last.bottom - s.getBoundingClientRect().top; }"
        )
        assert height <= 844, f"{section.get_attribute('id')}: {height:.0f} px"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.emulate_media(media="print")
    assert page.locator(".site-header").is_hidden()
    assert looks(page.evaluate(BACKGROUNDS)[0]) == "light"
    assert looks(sections.first.evaluate("(s) => getComputedStyle(s).color")) == "dark"  # text
    assert sections.first.evaluate("(s) => getComputedStyle(s).breakInside") == "avoid"
    assert not heavy_requests(page)

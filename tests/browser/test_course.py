"""The course in Chromium: the index as a catalogue with the learner's states, the track page's
progress and next exercise, the next exercise offered after a pass, export and import of
progress between two browser profiles, filters at 390 px, and the cheat sheet."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from brief import brief

from practice.exercises import list_exercises, load_exercise
from sitebuild.tracks import load_track

from .browser_helpers import RESULTS, ROOT, WAIT_MS, finish_run, set_code
from .conftest import check_watch, watch

TRACK = load_track(ROOT, "rl-for-llm-reasoning", list_exercises(ROOT), ["grpo"])
ORDER = TRACK.exercises
TITLES = {slug: load_exercise(ROOT, slug).title for slug in ORDER}
FIRST, SECOND = ORDER[0], ORDER[1]
REFERENCE = (ROOT / "exercises" / FIRST / ".meta" / "solution.py").read_text(encoding="utf-8")
TRACK_PAGE = f"tracks/{TRACK.slug}/"
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


def import_file(page: Any, path: Path) -> str:
    """Choose `path` in the index's import control; the preview's (or the error's) text."""
    page.evaluate("document.querySelector('[data-test=progress-note]').textContent = ''")
    page.set_input_files('[data-test="import"]', str(path))
    page.wait_for_function(
        """() => !document.querySelector('[data-test=import-preview]').hidden
              || document.querySelector('[data-test=progress-note]').textContent !== ''"""
    )
    preview = page.locator('[data-test="import-preview"]')
    return (
        preview.inner_text()
        if preview.is_visible()
        else page.inner_text('[data-test="progress-note"]')
    )


def test_solve_see_it_everywhere_then_move_to_a_fresh_profile(open_at: Any, tmp_path: Path) -> None:
    # Profile A: solve the first exercise with one hint open, start the second with a hint.
    laptop = open_at(f"{FIRST}/", viewport={"width": 1280, "height": 900})
    laptop.wait_for_selector('[data-test="editor"] .cm-content')
    assert laptop.inner_text('[data-test="track-position"]') == f"1 of {len(ORDER)}"
    laptop.click('[data-test="hint-next"]')
    set_code(laptop, REFERENCE)
    assert finish_run(laptop, lambda: laptop.click('[data-test="submit"]')) == "passed"
    offer = laptop.locator(f'{RESULTS} [data-test="next-offer"]')
    assert TITLES[SECOND] in offer.inner_text(), brief(laptop.inner_text(RESULTS))
    assert offer.locator('a[href="../papers/grpo/"]').count() == 1  # the walkthrough between
    laptop.click(f'{RESULTS} [data-test="next-offer-link"]')
    laptop.wait_for_url(f"**/{SECOND}/")
    laptop.wait_for_selector('[data-test="editor"] .cm-content')
    assert laptop.inner_text('[data-test="track-position"]') == f"2 of {len(ORDER)}"
    assert laptop.get_attribute('[data-test="track-prev"]', "href") == f"../{FIRST}/"
    assert laptop.get_attribute('[data-test="track-next"]', "href") == f"../{ORDER[2]}/"
    laptop.click('[data-test="hint-next"]')

    # The index: all seven exercises, with their states; the track's count and next step.
    laptop.click(".brand")
    laptop.wait_for_url("**/")
    shown = states(laptop)
    assert list(shown) == ORDER and len(ORDER) == 7
    expected = {slug: "Not started" for slug in ORDER} | {FIRST: "Solved", SECOND: "In progress"}
    assert shown == expected
    progress = laptop.inner_text('[data-test="track-progress"]')
    assert "1 of 7 solved" in progress and f"Continue: {TITLES[SECOND]}" in progress, progress
    assert not heavy_requests(laptop), heavy_requests(laptop)

    laptop.click(f'[data-test="track-section"] h2 a[href="{TRACK_PAGE}"]')
    laptop.wait_for_url(f"**/{TRACK_PAGE}")
    assert states(laptop) == expected
    assert laptop.inner_text('[data-test="progress-count"]') == "1 of 7 solved"
    next_link = laptop.locator('[data-test="next-exercise"] a')
    assert next_link.inner_text() == TITLES[SECOND]
    assert next_link.get_attribute("href").endswith(f"/{SECOND}/")
    assert not heavy_requests(laptop)

    # Export on A.
    laptop.goto(laptop.url.split("tracks/")[0])
    with laptop.expect_download() as download:
        laptop.click('[data-test="export"]')
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["format"] == "practice-progress" and set(data["exercises"]) == {FIRST, SECOND}

    # Profile B, a phone that has never seen the site: import, after a preview.
    phone = open_at("", viewport={"width": 390, "height": 844}, is_mobile=True)
    assert set(states(phone).values()) == {"Not started"}
    preview = import_file(phone, exported)
    assert "code: restored from the file" in preview and "marked solved" in preview, brief(preview)
    assert "the solution and notes unlock" in preview and "hints: 1 open (here: 0)" in preview
    phone.click('[data-test="import-apply"]')
    assert phone.inner_text('[data-test="progress-note"]') == "Imported: 2 exercises updated."
    assert states(phone) == expected

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


def test_import_keeps_newer_code_here_and_refuses_bad_files(open_at: Any, tmp_path: Path) -> None:
    page = open_at("", viewport={"width": 1280, "height": 900})
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
    assert page.locator(visible).count() == 7
    count = page.locator('[data-test="filter-count"]')
    assert count.inner_text() == "7 exercises"
    easy = [s for s in ORDER if load_exercise(ROOT, s).difficulty == "Easy"]
    page.select_option('[data-test="filter-difficulty"]', "Easy")
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == easy
    assert count.inner_text() == f"Showing {len(easy)} of 7 exercises"
    assert page.locator('[data-kind="walkthrough"]:visible').count() == 0
    page.select_option('[data-test="filter-difficulty"]', "")
    page.select_option('[data-test="filter-tag"]', "dpo")
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == ["dpo-loss"]
    page.select_option('[data-test="filter-tag"]', "grpo")
    tagged = [s for s in ORDER if "grpo" in load_exercise(ROOT, s).tags]
    assert [c.get_attribute("data-slug") for c in page.locator(visible).all()] == tagged
    page.click('[data-test="filters"] button[type="reset"]')
    page.wait_for_function(
        "() => document.querySelector('[data-test=filter-count]').textContent === '7 exercises'"
    )
    assert page.locator(visible).count() == 7
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert not heavy_requests(page)


def test_the_cheat_sheet_renders_every_exercise_one_phone_screen_each(open_at: Any) -> None:
    page = open_at(SHEET, viewport={"width": 390, "height": 844}, is_mobile=True)
    sections = page.locator('[data-test="sheet-exercise"]')
    assert [s.get_attribute("id") for s in sections.all()] == ORDER
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
    assert sections.first.evaluate("(s) => getComputedStyle(s).breakInside") == "avoid"
    assert not heavy_requests(page)

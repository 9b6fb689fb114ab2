"""Every page of the built site at 1280 px and at 390 px, in the light and the dark theme: axe-core
(WCAG 2.1 A and AA, and best practice) finds no violation, and nothing scrolls sideways
(tests/browser/axe_audit.py).

Pages are found by a crawl from the index (every same-origin link of every page reached), so a
page added later is audited too. Every page is audited as it opens, a walkthrough page also after
its run. Exercise pages are audited in every state a learner meets (as they open, every hint open,
after a failed Submit, after a pass with the solution and notes open) by the one visit each
exercise gets in test_every_exercise.py, so the crawl reaches them but leaves their audit there.
Folded content (<details>) is opened before each audit, so what a learner can unfold is audited
as well.

The crawl runs with the system dark: every page, exercise pages included, is dark
from the first frame it paints (no flash of white while it loads), and so is an exercise's editor.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urldefrag, urlsplit

import pytest
from brief import brief

from practice.exercises import list_exercises
from practice.lessons import list_lessons
from sitebuild.papers import list_walkthroughs

from .axe_audit import HEIGHT, WIDTHS, audit, in_both_themes, screenshot
from .browser_helpers import BACKGROUNDS, EDITOR, FIRST_FRAME, ROOT, WAIT_MS, looks, theme_problems
from .conftest import check_watch, watch

# The walkthrough: Pyodide, numpy and seven demos. Margin: 5-10 s idle, ~30 s seen on an
# oversubscribed 2-core machine; 120 s is 4x that. A bound, never a timing.
WALKTHROUGH_MS = 120_000


@pytest.fixture
def auditor(browser: Any, site_url: str) -> Iterator[Any]:
    """auditor() -> a page in a new context; every request and console error is watched."""
    opened: list[tuple[Any, Any]] = []

    def _open(context: Any = None) -> Any:
        if context is None:
            context = browser.new_context(viewport={"width": WIDTHS[0], "height": HEIGHT})
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        opened.append((context, watch(page, context)))
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


def links_to_pages(page: Any, site_url: str) -> list[str]:
    """The site's pages the page links to, by their path under `site_url` ("" is the index)."""
    found = []
    for href in page.eval_on_selector_all("a[href]", "(links) => links.map((a) => a.href)"):
        url = urldefrag(href)[0]
        if url.startswith(site_url):
            rest = url[len(site_url) :]
            last = urlsplit(rest).path.rsplit("/", 1)[-1]
            if last == "" or last.endswith(".html"):
                found.append(rest)
    return found


def test_every_page_as_it_opens(auditor: Any, browser: Any, site_url: str) -> None:
    """A crawl from the index, the system dark, that audits each page it reaches (in both
    themes), in the one visit it makes."""
    viewport = {"width": WIDTHS[0], "height": HEIGHT}
    context = browser.new_context(viewport=viewport, color_scheme="dark")
    context.add_init_script(FIRST_FRAME)
    page = auditor(context)
    exercise_pages = {f"{slug}/" for slug in list_exercises(ROOT)}
    # Audited with its cells run and its plots drawn by test_lesson_page.py; its editors are
    # built only once a cell is on the screen.
    lesson_pages = {f"lessons/{slug}/" for slug in list_lessons(ROOT)}
    found, queue, problems = [""], [""], []
    while queue:
        path = queue.pop(0)
        page.goto(site_url + path)
        page.wait_for_load_state("load")
        for link in links_to_pages(page, site_url):
            if link not in found:
                found.append(link)
                queue.append(link)
        description = page.get_attribute('meta[name="description"]', "content") or ""
        if len(description.strip()) < 50:
            problems.append(f"/{path}: no meta description worth the name ({description!r})")
        first_frame = page.wait_for_function("() => window.__firstFrame").json_value()
        if looks(first_frame) != "dark":
            problems.append(f"/{path}: its first frame's background is {first_frame}, not dark")
        if page.locator('[data-test="editor"]').count() and path not in lesson_pages:
            page.wait_for_selector(EDITOR)  # at 1280 px an editor is built at once
            problems += theme_problems(page.evaluate(BACKGROUNDS), "dark", f"/{path}")
        if path not in exercise_pages | lesson_pages:  # audited in their own tests (above)
            problems += audit(page, f"/{path}")
    # The crawl must reach what the repository publishes (and may find more).
    expected = exercise_pages | lesson_pages | {f"papers/{s}/" for s in list_walkthroughs(ROOT)}
    assert expected <= set(found), brief(f"not reached: {sorted(expected - set(found))}")
    assert not problems, brief("\n".join(problems), 2000)


def test_an_exercise_page_opened_on_a_phone(auditor: Any, browser: Any, site_url: str) -> None:
    """At 390 px the editor is not built until the learner comes near it: audit that state."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    page = auditor(context)
    page.goto(f"{site_url}{list_exercises(ROOT)[0]}/")
    page.wait_for_load_state("load")
    assert page.locator(EDITOR).count() == 0  # the copy of the code stands in for the editor
    problems = in_both_themes(page, "phone, editor not built")
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > 390:
        problems.append(f"phone, editor not built: the page is {width} px wide")
    screenshot(page, "phone-fresh")
    assert not problems, brief("\n".join(problems), 2000)


@pytest.mark.parametrize("slug", list_walkthroughs(ROOT))
def test_a_walkthrough_after_its_run(auditor: Any, site_url: str, slug: str) -> None:
    page = auditor()
    page.set_default_timeout(WALKTHROUGH_MS)
    page.goto(f"{site_url}papers/{slug}/")
    page.click('[data-test="walkthrough-run"]')
    page.wait_for_function(
        "() => ['done', 'error'].includes("
        "document.querySelector('[data-test=\"walkthrough-plots\"]').dataset.status)",
        timeout=WALKTHROUGH_MS,
    )
    problems = audit(page, f"papers/{slug} after its run")
    assert not problems, brief("\n".join(problems), 2000)

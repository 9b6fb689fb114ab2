"""Every page of the built site, in every state a learner meets, at 1280 px and at 390 px:
axe-core (WCAG 2.1 A and AA, and best practice) finds no violation, and nothing scrolls sideways.

Pages are found by a crawl from the index (every same-origin link of every page reached), so a
page added later is audited too. Every page is audited as it opens; an exercise page also with
every hint open, after a failed Submit (the starter) and after a pass with the solution and notes
open; a walkthrough page also after its run. Folded content (<details>) is opened before each
audit, so what a learner can unfold is audited as well.

axe-core is the npm package in tests/a11y/ (installed by scripts/test), injected into a browser
context that bypasses the page's Content-Security-Policy: the policy allows only the site's own
scripts, and this context exists only for the audit.

PRACTICE_SCREENSHOTS=<folder> saves a full-page screenshot of each state at each width there.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag, urlsplit

import pytest
from brief import brief

from practice.exercises import list_exercises
from sitebuild.papers import list_walkthroughs

from .browser_helpers import EDITOR, RESULTS, ROOT, WAIT_MS, finish_run, set_code
from .conftest import check_watch, watch

AXE = ROOT / "tests" / "a11y" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
WIDTHS = (1280, 390)
HEIGHT = 900
PANEL = '[data-test="solution"]'
# The walkthrough: Pyodide, numpy and seven demos. Margin: 5-10 s idle, ~30 s seen on an
# oversubscribed 2-core machine; 120 s is 4x that. A bound, never a timing.
WALKTHROUGH_MS = 120_000

AUDIT = """async (tags) => {
  const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
  return result.violations.map((v) => `${v.id} (${v.nodes.length}): ` +
    v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
}"""
UNFOLD = """() => document.querySelectorAll('details:not([open])').forEach((d) => {
  d.open = true;
  d.dataset.unfolded = '';
})"""
REFOLD = """() => document.querySelectorAll('details[data-unfolded]').forEach((d) => {
  d.open = false;
  delete d.dataset.unfolded;
})"""
FRAMES = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
WIDEST = """() => {
  const SCROLLERS = 'pre, .table-scroll, .math-display, .cm-editor';
  const page = document.documentElement.scrollWidth;
  const over = [...document.body.querySelectorAll('*')].filter((node) => {
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.right > innerWidth + 1;
  }).filter((node) => !node.parentElement?.closest(SCROLLERS));
  return [page, over.slice(0, 3).map((n) => n.tagName + '.' + n.className).join(', ')];
}"""


@pytest.fixture
def auditor(browser: Any, site_url: str) -> Iterator[Any]:
    """auditor() -> a page in a context that lets axe-core in; every request and console error
    is still watched."""
    if not AXE.is_file():
        pytest.fail(f"{AXE.relative_to(ROOT)} is missing: run ./scripts/test (it installs it)")
    opened: list[tuple[Any, Any]] = []

    def _open(context: Any = None) -> Any:
        if context is None:
            context = browser.new_context(
                viewport={"width": WIDTHS[0], "height": HEIGHT}, bypass_csp=True
            )
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        opened.append((context, watch(page, context)))
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


def audit(page: Any, state: str) -> list[str]:
    """Problems of the page as it is, at each width: axe violations, sideways scrolling."""
    problems = []
    if not page.evaluate("typeof axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": HEIGHT})
        page.evaluate(FRAMES)  # laid out, and the scroll boxes' resize callbacks ran
        screenshot(page, f"{state}-{width}")  # as the learner sees it, folds closed
        page.evaluate(UNFOLD)
        page.evaluate(FRAMES)
        where = f"{state} at {width} px"
        problems += [f"{where}: {v}" for v in page.evaluate(AUDIT, TAGS)]
        scroll_width, widest = page.evaluate(WIDEST)
        if scroll_width > width:
            problems.append(f"{where}: the page is {scroll_width} px wide ({widest})")
        page.evaluate(REFOLD)
    page.set_viewport_size({"width": WIDTHS[0], "height": HEIGHT})
    return problems


def screenshot(page: Any, name: str) -> None:
    folder = os.environ.get("PRACTICE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)
        page.screenshot(path=str(Path(folder) / f"{safe}.png"), full_page=True)


def crawl(page: Any, site_url: str) -> list[str]:
    """Every page of the site reachable from the index, by its path ("" is the index)."""
    found, queue = [""], [""]
    while queue:
        path = queue.pop(0)
        page.goto(site_url + path)
        for href in page.eval_on_selector_all("a[href]", "(links) => links.map((a) => a.href)"):
            url = urldefrag(href)[0]
            if not url.startswith(site_url):
                continue
            rest = url[len(site_url) :]
            last = urlsplit(rest).path.rsplit("/", 1)[-1]
            if rest not in found and (last == "" or last.endswith(".html")):
                found.append(rest)
                queue.append(rest)
    return found


def test_every_page_as_it_opens(auditor: Any, site_url: str) -> None:
    page = auditor()
    paths = crawl(page, site_url)
    # The crawl must reach what the repository publishes (and may find more).
    expected = {f"{slug}/" for slug in list_exercises(ROOT)} | {
        f"papers/{slug}/" for slug in list_walkthroughs(ROOT)
    }
    assert expected <= set(paths), brief(f"not reached: {sorted(expected - set(paths))}")
    problems = []
    for path in paths:
        page.goto(site_url + path)
        page.wait_for_load_state("load")
        if page.locator('[data-test="editor"]').count():
            page.wait_for_selector(EDITOR)  # at 1280 px the editor is built at once
        description = page.get_attribute('meta[name="description"]', "content") or ""
        if len(description.strip()) < 50:
            problems.append(f"/{path}: no meta description worth the name ({description!r})")
        problems += audit(page, f"/{path}")
    assert not problems, brief("\n".join(problems), 2000)


def test_an_exercise_page_opened_on_a_phone(auditor: Any, browser: Any, site_url: str) -> None:
    """At 390 px the editor is not built until the learner comes near it: audit that state."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, bypass_csp=True
    )
    page = auditor(context)
    page.goto(f"{site_url}{list_exercises(ROOT)[0]}/")
    page.wait_for_load_state("load")
    assert page.locator(EDITOR).count() == 0  # the copy of the code stands in for the editor
    page.add_script_tag(path=str(AXE))
    problems = [f"phone, editor not built: {v}" for v in page.evaluate(AUDIT, TAGS)]
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > 390:
        problems.append(f"phone, editor not built: the page is {width} px wide")
    screenshot(page, "phone-fresh")
    assert not problems, brief("\n".join(problems), 2000)


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_an_exercise_in_every_state(auditor: Any, site_url: str, slug: str) -> None:
    folder = ROOT / "exercises" / slug
    reference = (folder / ".meta" / "solution.py").read_text(encoding="utf-8")
    page = auditor()
    page.goto(f"{site_url}{slug}/")
    page.wait_for_selector(EDITOR)
    problems = []

    hint = page.locator('[data-test="hint-next"]')
    while hint.is_enabled():
        hint.click()
    problems += audit(page, f"{slug} every hint open")

    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    problems += audit(page, f"{slug} after a failed Submit")

    set_code(page, reference)
    status = finish_run(page, lambda: page.click('[data-test="submit"]'))
    assert status == "passed", brief(page.inner_text(RESULTS))
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    problems += audit(page, f"{slug} after a pass, solution open")
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

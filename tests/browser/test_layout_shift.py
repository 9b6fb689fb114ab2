"""Nothing jumps as a page loads: every kind of page (catalogue, track, exercise, lesson,
walkthrough) keeps its cumulative layout shift under 0.1, Lighthouse's "good", on a phone and
on a desktop, for a first visit and for a learner who comes back with progress (a solved
exercise, a draft), whose states the page's script fills in after the first paint.

The shifts are the browser's own layout-shift entries, observed from the document's creation
(`buffered`), summed over the whole load (stricter than Lighthouse's worst five-second window).
Lighthouse's scores themselves are measured by bench/lighthouse.py, never asserted."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from brief import brief

from practice.exercises import list_exercises
from practice.lessons import list_lessons
from sitebuild.tracks import load_track

from .browser_helpers import ROOT, SLUG, WAIT_MS

BASICS = load_track(ROOT, "rl-basics", list_exercises(ROOT), ["grpo"], lessons=list_lessons(ROOT))
STARTER = (ROOT / "exercises" / SLUG / "starter.py").read_text(encoding="utf-8")
FILLED = '[data-test="track-progress"][data-filled]'  # catalogue.js has shown the progress
STARTED = "html[data-started]"  # main.js, lesson.js, walkthrough.js: the page is up
PAGES = {  # path: what says its script has filled it in
    "": FILLED,
    f"tracks/{BASICS.slug}/": FILLED,
    f"{SLUG}/": STARTED,
    "lessons/rl-for-games/": STARTED,
    "papers/grpo/": STARTED,
}
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
WIDE = 1100  # from this width the exercise's code sits beside its statement (style.css)
GOOD = 0.1  # Lighthouse's (and web.dev's) threshold of a good cumulative layout shift

OBSERVE = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    const moved = (entry.sources || []).map((source) => {
      const node = source.node;
      if (!node || node.nodeType !== 1) return node ? node.nodeName : "?";
      return node.tagName.toLowerCase() + (node.className ? "." + node.className : "");
    });
    window.__shifts.push([entry.value, moved.join(", ")]);
  }
}).observe({ type: "layout-shift", buffered: true });
"""
# Two frames after the page's script is done: any shift it caused has been reported by then.
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def returning_learner() -> str:
    """An init script giving the profile what a learner back for more has: the track's first
    exercise solved, a draft of this exercise (the starter and a line of their own)."""
    prefix = "practice:v1:"
    items = {
        f"{prefix}{BASICS.exercises[0]}:solved": str(int(time.time() * 1000)),
        f"{prefix}{SLUG}:code": STARTER + "\n# my own line\n",
    }
    return "\n".join(
        f"localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in items.items()
    )


def shifts(browser: Any, url: str, ready: str, viewport: dict[str, int], back: bool) -> list:
    """[[value, what moved], ...] of the page at `url` as it loads in a fresh profile, until
    `ready` is in the page (and, on an exercise page beside its statement, the editor, which
    is built at once there and takes the place of the code's static copy)."""
    context = browser.new_context(viewport=viewport)
    try:
        context.set_default_timeout(WAIT_MS)
        if back:
            context.add_init_script(returning_learner())
        context.add_init_script(OBSERVE)
        page = context.new_page()
        page.goto(url, wait_until="load")
        page.wait_for_selector(ready, state="attached")
        if viewport["width"] >= WIDE and url.endswith(f"/{SLUG}/"):
            page.wait_for_selector('[data-test="editor"] .cm-content')
        page.evaluate(SETTLED)
        return page.evaluate("window.__shifts")
    finally:
        context.close()


@pytest.mark.parametrize("back", [False, True], ids=["first-visit", "with-progress"])
@pytest.mark.parametrize("device", list(VIEWPORTS))
@pytest.mark.parametrize("path", list(PAGES), ids=lambda p: p.strip("/") or "index")
def test_no_page_jumps_as_it_loads(
    browser: Any, site_url: str, path: str, device: str, back: bool
) -> None:
    seen = shifts(browser, f"{site_url}{path}", PAGES[path], VIEWPORTS[device], back)
    total = sum(value for value, _ in seen)
    assert total < GOOD, brief(f"/{path} on a {device}: layout shift {total:.3f}: {seen}")

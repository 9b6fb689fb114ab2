"""Helpers the browser tests share: where the exercise is, and how to drive its page."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SLUG = "grpo-advantages"
# Every wait for the page (a run, a selector). Margin: the slowest single wait is a first run
# (Pyodide, numpy, the examples): 2-3 s idle, under 20 s seen with the machine oversubscribed
# (load average 12 on 2 cores, one core kept busy); 90 s is 4.5x that. Waits end as soon as the
# page is ready, so the margin costs nothing when the suite passes.
WAIT_MS = 90_000
RESULTS = '[data-test="results"]'
EDITOR = '[data-test="editor"] .cm-content'

# The theme a page shows: the background of the page (its root, whose background is the
# canvas) and of the editor, or of the copy of the code that stands for it until it is built.
BACKGROUNDS = """(() => {
  const area = document.querySelector('[data-test="editor"]');
  const editor = area?.shadowRoot?.querySelector('.cm-editor') ?? area?.querySelector('pre');
  return [getComputedStyle(document.documentElement).backgroundColor,
          editor ? getComputedStyle(editor).backgroundColor : null];
})()"""
# Records the root's background on the first frame the page paints (a context's init script):
# a page that shows the other theme until its script runs is caught there.
FIRST_FRAME = """requestAnimationFrame(() => {
  window.__firstFrame = getComputedStyle(document.documentElement).backgroundColor;
});"""


def luminance(colour: str) -> float:
    """The relative luminance (0 black, 1 white) of a computed colour: rgb(r, g, b)[, a]."""
    r, g, b = (int(float(c)) / 255 for c in re.findall(r"[\d.]+", colour)[:3])
    return sum(
        w * (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
        for w, c in zip((0.2126, 0.7152, 0.0722), (r, g, b), strict=True)
    )


def looks(colour: str) -> str:
    """"dark", "light" or "transparent": what a background of that colour looks like."""
    if colour.startswith("rgba(") and float(colour.rstrip(")").split(",")[-1]) == 0:
        return "transparent"
    return "dark" if luminance(colour) < 0.2 else "light"


def theme_problems(backgrounds: list[str | None], scheme: str, where: str) -> list[str]:
    """What of BACKGROUNDS' answer does not look like `scheme` ("light" or "dark")."""
    page, editor = backgrounds
    problems = [] if looks(page) == scheme else [f"{where}: the page's background is {page}"]
    if editor is not None and looks(editor) != scheme:
        problems.append(f"{where}: the editor's background is {editor}")
    return problems


def runs(page: Any) -> int:
    """How many runs the page has finished."""
    return int(page.get_attribute(RESULTS, "data-runs") or 0)


def finish_run(page: Any, start: Any) -> str:
    """Call `start()` (a click or a key press), wait for that run to end; its data-status."""
    before = runs(page)
    start()
    page.wait_for_function(
        f"() => Number(document.querySelector('{RESULTS}').dataset.runs || 0) > {before}",
        timeout=WAIT_MS,
    )
    return page.get_attribute(RESULTS, "data-status")


def set_code(page: Any, text: str) -> None:
    """Replace the editor's text as a learner would: select all, then insert (no auto-indent)."""
    page.click('[data-test="editor"] .cm-content')
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)


def saved_code(page: Any) -> str | None:
    """The code the page saved for this exercise."""
    return page.evaluate(f"localStorage.getItem('practice:v1:{SLUG}:code')")


def open_after_a_first_run(context: Any, url: str) -> Any:
    """A new page of the exercise at `url` with Python loaded: the starter has run once and
    failed, as a starter does."""
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.goto(f"{url}{SLUG}/")
    page.wait_for_selector(EDITOR)
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
    return page


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

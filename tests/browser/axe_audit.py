"""axe-core audits of a page as it is, at a desktop and a phone width (WCAG 2.1 A and AA, and
best practice), in the light and the dark theme, and whether anything scrolls sideways.

axe-core is the npm package in tests/a11y/ (installed by scripts/test). It is evaluated through
the driver, not added as a <script>: the page's Content-Security-Policy allows only the site's
own scripts, and an evaluation from the test is outside the policy's reach. So an audit runs in
the same watched, policy-enforcing page as the journey it is part of, and a page can be audited
in every state a learner meets without opening it again.

Both themes, light and dark, are audited in the same page: the system's colour scheme is emulated
(page.emulate_media) one way, then the other, and axe runs again; the page is never loaded
twice. In each, the page's background (and the editor's, where there is one) must look like that
theme, so an audit cannot pass on a page that did not follow.

PRACTICE_SCREENSHOTS=<folder> saves a full-page screenshot of each state at each width in each
theme there.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import BACKGROUNDS, ROOT, theme_problems

AXE = ROOT / "tests" / "a11y" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
WIDTHS = (1280, 390)
HEIGHT = 900

# The rules that read colours: a theme changes nothing else axe looks at (names, roles,
# structure, what is hidden), so the other rules run once per state and width, these in both.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
AUDIT = """async ([tags, rules]) => {
  const only = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
  const result = await axe.run(document, { runOnly: only });
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
SCHEME = "matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'"
OTHER = {"light": "dark", "dark": "light"}
# A change of theme starts the buttons' colour transitions (0.12 s): axe measures the end.
SETTLED = """Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition)
  .map((a) => a.finished.catch(() => null))).then(() => true)"""
WIDEST = """() => {
  const SCROLLERS = 'pre, .table-scroll, .math-display, .cm-editor';
  const page = document.documentElement.scrollWidth;
  const over = [...document.body.querySelectorAll('*')].filter((node) => {
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.right > innerWidth + 1;
  }).filter((node) => !node.parentElement?.closest(SCROLLERS));
  return [page, over.slice(0, 3).map((n) => n.tagName + '.' + n.className).join(', ')];
}"""

_source: list[str] = []


def axe_source() -> str:
    """axe-core's script, read once; a missing install fails the test, naming what installs it."""
    if not _source:
        if not AXE.is_file():
            pytest.fail(f"{AXE.relative_to(ROOT)} is missing: run ./scripts/test (it installs it)")
        _source.append(AXE.read_text(encoding="utf-8") + "\n;0")  # a value, not axe itself
    return _source[0]


def load_axe(page: Any) -> None:
    """axe-core in the page, once per document."""
    if not page.evaluate("typeof axe === 'object'"):
        page.evaluate(axe_source())


def violations(page: Any, rules: list[str] | None = None) -> list[str]:
    """axe-core's violations of the page as it is now, one line each: of every rule of TAGS,
    or of `rules` only."""
    load_axe(page)
    return page.evaluate(AUDIT, [TAGS, rules])


def show_scheme(page: Any, scheme: str) -> None:
    """The system's colour scheme emulated as `scheme`, and the page redrawn in it."""
    page.emulate_media(color_scheme=scheme)
    page.evaluate(FRAMES)
    page.evaluate(SETTLED)


def in_theme(page: Any, scheme: str, where: str, colours_only: bool = False) -> list[str]:
    """axe's violations of the page as it is, in `scheme` (of the colour rules only, if so
    asked), and a background that is not in `scheme`."""
    where = f"{where}, {scheme}"
    problems = theme_problems(page.evaluate(BACKGROUNDS), scheme, where)
    found = violations(page, COLOUR_RULES if colours_only else None)
    return problems + [f"{where}: {v}" for v in found]


def in_both_themes(page: Any, where: str) -> list[str]:
    """in_theme() in the page's scheme, then in the other; the page is left in its own."""
    first = page.evaluate(SCHEME)
    problems = in_theme(page, first, where)
    show_scheme(page, OTHER[first])
    problems += in_theme(page, OTHER[first], where)
    show_scheme(page, first)
    return problems


def audit(page: Any, state: str, widths: tuple[int, ...] = WIDTHS) -> list[str]:
    """Problems of the page as it is, at each width, in both themes: axe violations (the
    colour rules in both themes, the others in one), a background that does not follow the
    theme, sideways scrolling. Folded content is unfolded
    for the audit and folded again; the page is left at the first width, in its own theme
    (the second width starts in the theme the first ended in: one switch a width)."""
    problems = []
    first = page.evaluate(SCHEME)
    schemes = [first, OTHER[first]]
    for width in widths:
        page.set_viewport_size({"width": width, "height": HEIGHT})
        page.evaluate(FRAMES)  # laid out, and the scroll boxes' resize callbacks ran
        for scheme in schemes:
            if page.evaluate(SCHEME) != scheme:
                show_scheme(page, scheme)
            screenshot(page, f"{state}-{width}-{scheme}")  # as the learner sees it, folds closed
            page.evaluate(UNFOLD)
            page.evaluate(FRAMES)
            # Every rule in the first theme of the width, the colour rules in the second; the
            # first theme alternates, so each theme has every rule at one width.
            second = scheme != schemes[0]
            problems += in_theme(page, scheme, f"{state} at {width} px", colours_only=second)
            if scheme == schemes[0]:  # the layout is the same in both
                scroll_width, widest = page.evaluate(WIDEST)
                if scroll_width > width:
                    where = f"{state} at {width} px"
                    problems.append(f"{where}: the page is {scroll_width} px wide ({widest})")
            page.evaluate(REFOLD)
        schemes.reverse()
    if page.evaluate(SCHEME) != first:
        show_scheme(page, first)
    page.set_viewport_size({"width": widths[0], "height": HEIGHT})
    return problems


def screenshot(page: Any, name: str) -> None:
    folder = os.environ.get("PRACTICE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)
        page.screenshot(path=str(Path(folder) / f"{safe}.png"), full_page=True)

"""Every exercise of the site, in one visit each, in Chromium, with no code of its own here.

For each exercise the build published, one page in a fresh profile:
- before any click, the shell (everything downloaded to show the page and be ready to type)
  fits 150 KB gzip and holds none of Python, counted as bench/first_run.py counts row (g):
  gzip level 6 of each 200 response (docs/benchmarks.md); each page carries its own starter
  and statement, so each is weighed. A byte count: it does not depend on how busy the machine is;
- the starter's examples run and every check fails with a message; the reference passes every
  check and unlocks the solution and notes; a reload keeps both (the build has already run
  every reference's checks and examples in the site's Pyodide under Node: what is left to the
  browser is what only a page can break);
- axe-core finds nothing, and nothing scrolls sideways, at 1280 and 390 px, in the light and
  the dark theme (the page and its editor dark in the dark one), in every state a learner
  meets: as the page opens; with every hint open after a failed Submit (the hints stay open, so
  one audit covers both); after a pass with the solution and notes open
  (tests/browser/axe_audit.py: both themes in the same page, axe run twice).
One page load and one Python start-up per exercise: adding an exercise adds one such visit.
grpo-advantages has deeper tests of its own (test_exercise_page.py, test_solution_lock.py).
"""

from __future__ import annotations

import gzip
from typing import Any

import pytest
from brief import brief

from practice.checking import load_suite
from practice.examples import load_examples
from practice.exercises import list_exercises, load_exercise

from .axe_audit import audit
from .browser_helpers import EDITOR, RESULTS, ROOT, finish_run, set_code

PANEL = '[data-test="solution"]'
SHELL_BUDGET = 150 * 1024


def shell_problems(site_url: str, slug: str, responses: list[Any]) -> list[str]:
    """What is wrong with the bytes downloaded so far, as the shell of `slug`'s page."""
    sizes = {
        r.url: len(gzip.compress(r.body(), compresslevel=6))
        for r in responses
        if r.status == 200 and r.url.startswith(site_url)
    }
    problems = []
    if [url for url in sizes if "/pyodide/" in url]:
        problems.append("Python loaded before any click")
    if not (f"{site_url}assets/editor.js" in sizes and f"{site_url}{slug}/" in sizes):
        problems.append(f"the shell misses the page or the editor: {sorted(sizes)}")
    total = sum(sizes.values())
    if total > SHELL_BUDGET:
        largest = sorted(sizes.items(), key=lambda item: -item[1])[:5]
        shown = ", ".join(f"{url.removeprefix(site_url)} {n / 1024:.1f} KB" for url, n in largest)
        problems.append(f"{total / 1024:.1f} KB gzip > {SHELL_BUDGET / 1024:.0f} KB: {shown}")
    return problems


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_the_exercise_in_one_visit(open_page: Any, site_url: str, slug: str) -> None:
    folder = ROOT / "exercises" / slug
    exercise = load_exercise(ROOT, slug)
    suite = load_suite(ROOT, exercise.check_module)[0]
    checks = len(suite.checks)
    examples = load_examples(ROOT, slug)
    reference = (folder / ".meta" / "solution.py").read_text("utf-8")
    assert "NotImplementedError" not in reference

    responses: list[Any] = []
    page = open_page(
        viewport={"width": 1280, "height": 900},
        slug=slug,
        on_response=lambda response: responses.append(response),
    )
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # sw.js is fetched too
    page.wait_for_load_state("networkidle")
    assert not shell_problems(site_url, slug, responses), brief(
        f"{slug}: {shell_problems(site_url, slug, responses)}"
    )
    assert page.inner_text("h1").strip() == exercise.title
    assert page.locator(".katex, math").count() > 0  # the statement's formulas, rendered
    problems = audit(page, f"{slug} as it opens")

    hint = page.locator('[data-test="hint-next"]')
    while hint.is_enabled():
        hint.click()

    # The starter: examples run and fail; Submit lists every check as failing, with a message.
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
    assert page.locator('[data-test="example"]').count() == len(examples)
    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    assert page.get_attribute(RESULTS, "data-total") == str(checks)
    rows = page.locator('[data-test="check"]')
    assert rows.count() == checks
    for i in range(checks):
        assert rows.nth(i).get_attribute("data-status") in ("fail", "error")
        # text_content: a check folded away (results.js) still has its message.
        assert (rows.nth(i).locator(".check-message").text_content() or "").strip()
    assert page.get_attribute(PANEL, "data-state") == "locked"
    # The hints stay open: one audit covers them and the failed checks.
    problems += audit(page, f"{slug} every hint open, after a failed Submit")

    # The reference: every check passes, the solution and notes unlock. (That its examples print
    # exactly in the site's Pyodide the build proves under Node; that the page shows matching
    # examples, test_exercise_page.py does once.)
    set_code(page, reference)
    status = finish_run(page, lambda: page.keyboard.press("Control+Shift+Enter"))
    assert status == "passed", brief(page.inner_text(RESULTS))
    assert page.get_attribute(RESULTS, "data-passed") == str(checks)
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    first_function = next(iter(suite.signatures))
    assert f"def {first_function}(" in page.inner_text(PANEL)
    problems += audit(page, f"{slug} after a pass, solution open")
    assert not problems, brief("\n".join(problems), 2000)

    # A reload keeps the code and reopens the solution from the stored key.
    page.reload()
    page.wait_for_selector(EDITOR)
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    assert page.evaluate(f"localStorage.getItem('practice:v1:{slug}:code')") == reference

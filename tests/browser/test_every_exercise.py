"""Every exercise of the site is solvable end to end in Chromium, with no code of its own here.

For each exercise the build published: its page opens with the starter, the starter's examples
run and every check fails with a message, the reference solution passes every check and
unlocks the solution and notes, and a reload keeps both. grpo-advantages has deeper tests of
its own (test_exercise_page.py, test_solution_lock.py); this is the journey all of them share.
"""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from brief import brief

from practice.checking import load_suite
from practice.exercises import list_exercises, load_exercise

from .browser_helpers import EDITOR, RESULTS, ROOT, finish_run, set_code

PANEL = '[data-test="solution"]'


def _open(open_page: Any, site_url: str, slug: str) -> Any:
    page = open_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{site_url}{slug}/")
    page.wait_for_selector(EDITOR)
    return page


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_the_exercise_is_solvable_end_to_end(open_page: Any, site_url: str, slug: str) -> None:
    folder = ROOT / "exercises" / slug
    exercise = load_exercise(ROOT, slug)
    suite = load_suite(ROOT, exercise.check_module)[0]
    checks = len(suite.checks)
    examples = tomllib.loads((folder / "examples.toml").read_text("utf-8"))["examples"]
    reference = (folder / ".meta" / "solution.py").read_text("utf-8")

    page = _open(open_page, site_url, slug)
    assert page.inner_text("h1").strip() == exercise.title
    assert page.locator(".katex, math").count() > 0  # the statement's formulas, rendered
    assert "NotImplementedError" not in reference

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

    # The reference: the examples match, every check passes, the solution and notes unlock.
    set_code(page, reference)
    status = finish_run(page, lambda: page.click('[data-test="run"]'))
    assert status == "passed", brief(page.inner_text(RESULTS))
    status = finish_run(page, lambda: page.keyboard.press("Control+Shift+Enter"))
    assert status == "passed", brief(page.inner_text(RESULTS))
    assert page.get_attribute(RESULTS, "data-passed") == str(checks)
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    first_function = next(iter(suite.signatures))
    assert f"def {first_function}(" in page.inner_text(PANEL)

    # A reload keeps the code and reopens the solution from the stored key.
    page.reload()
    page.wait_for_selector(EDITOR)
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    assert page.evaluate(f"localStorage.getItem('practice:v1:{slug}:code')") == reference

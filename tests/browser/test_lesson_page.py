"""The lesson page in Chromium: Run all prints every cell's expected output and
draws its plots; edit and rerun without a reload; questions by keyboard; reload keeps edits and
answers; the catalogue counts the lesson; an endless cell is stopped and the page goes on; a
later cell runs the cells before it first; offline after a visit; axe at 1280 and 390 px.

The expected outputs are tests/lessons/rl-for-games/<cell>.txt; the same files hold
the terminal's output (tests/test_lessons.py) and CPython's (tests/test_lesson_cells.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from brief import brief

from practice.lessons import lesson_cells

from .axe_audit import audit
from .browser_helpers import ROOT, WAIT_MS
from .conftest import CHROMIUM, CHROMIUM_ARGS
from .test_every_exercise import SHELL_BUDGET, shell_problems
from .test_fast_start import logging_server, service_worker_build, wait_for_cached

LESSON = "rl-for-games"
PAGE = f"lessons/{LESSON}"
EXPECTED = ROOT / "tests" / "lessons" / LESSON
CELLS = ["1", "2a", "2b", "3", "4", "5", "6"]
CHARTS = {"1": 1, "2a": 0, "2b": 1, "3": 1, "4": 0, "5": 1, "6": 2}
STATUS = '[data-test="lesson-status"]'


def cell(cell_id: str) -> str:
    return f'[data-test="lesson-cell"][data-cell="{cell_id}"]'


def expected(cell_id: str) -> str:
    return (EXPECTED / f"{cell_id}.txt").read_text(encoding="utf-8")


def output(page: Any, cell_id: str) -> str:
    return page.locator(f'{cell(cell_id)} [data-test="cell-output"]').text_content()


def status(page: Any, cell_id: str) -> str:
    return page.get_attribute(cell(cell_id), "data-status")


def wait_done(page: Any, cell_id: str) -> str:
    """Wait until the cell is no longer running (nor waiting to); its final data-status."""
    page.wait_for_selector(
        f'{cell(cell_id)}:is([data-status="done"], [data-status="error"])', timeout=WAIT_MS
    )
    return status(page, cell_id)


def cell_code(page: Any, cell_id: str) -> str:
    """The code in a cell's editor as shown (CodeMirror draws the lines on the screen, not
    always all of them), built by bringing the cell onto the screen."""
    page.locator(f'{cell(cell_id)} [data-test="editor"]').scroll_into_view_if_needed()
    return page.locator(f'{cell(cell_id)} [data-test="editor"] .cm-content').inner_text()


def edit_cell(page: Any, cell_id: str, text: str) -> None:
    """Replace a cell's code as a reader would: select all in its editor, then type over it."""
    content = f'{cell(cell_id)} [data-test="editor"] .cm-content'
    cell_code(page, cell_id)  # built
    page.click(content)
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)


def saved(page: Any) -> dict[str, Any]:
    """What the page keeps for the lesson in this browser (web/lesson.js)."""
    return json.loads(page.evaluate(f"localStorage.getItem('practice:v1:lesson-{LESSON}:code')"))


def answers(page: Any) -> dict[str, str]:
    return json.loads(page.locator("#page-data").text_content())["answers"]


def answer_by_keyboard(page: Any, question: str, letter: str) -> str:
    """Choose `letter` with the arrow keys from the first choice, Tab to Check, press Enter;
    the feedback line."""
    form = f'[data-test="question"][data-question="{question}"]'
    page.focus(f'{form} input[value="a"]')
    page.keyboard.press("Space")  # choose a: the group's first choice is focused, not chosen
    for _ in range(ord(letter) - ord("a")):
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.test") == "question-check"
    page.keyboard.press("Enter")
    return page.locator(f'{form} [data-test="question-feedback"]').inner_text()


def lesson_state(page: Any, site_url: str) -> str:
    """The lesson card's state on its track's page, as the catalogue reads it."""
    page.goto(f"{site_url}tracks/rl-for-llm-reasoning/")
    card = page.locator(f'[data-slug="lesson-{LESSON}"]')
    page.wait_for_selector(f'[data-slug="lesson-{LESSON}"][data-state] [data-test="state"]')
    return card.get_attribute("data-state")


def lesson_shell_problems(site_url: str, responses: list[Any]) -> list[str]:
    """The exercise pages' shell budget, for the lesson as it opens: its cells' editor is built
    only when one comes near the screen (web/code_editor.js), so it is not in the shell."""
    problems = shell_problems(site_url, PAGE, responses)
    editor = f"{site_url}assets/editor.js"
    loaded = [r.url for r in responses if r.url == editor]
    return [p for p in problems if "misses the page or the editor" not in p] + (
        ["the editor loaded before any cell came near the screen"] if loaded else []
    )


def test_the_lesson_in_one_visit(open_page: Any, site_url: str) -> None:
    responses: list[Any] = []
    page = open_page(
        viewport={"width": 1280, "height": 900},
        slug=PAGE,
        on_response=lambda response: responses.append(response),
        editor=False,
    )
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_load_state("networkidle")
    assert f"{site_url}{PAGE}/" in [r.url for r in responses]
    problems = lesson_shell_problems(site_url, responses)
    assert not problems, brief(f"the lesson's shell ({SHELL_BUDGET // 1024} KB): {problems}")
    page.locator('[data-test="editor"]').first.scroll_into_view_if_needed()
    page.wait_for_selector('[data-test="editor"] .cm-content')
    assert [page.get_attribute(cell(c), "data-status") for c in CELLS] == ["idle"] * 7
    problems = audit(page, "lesson as it opens")
    assert not problems, brief("\n".join(problems))

    # Run all: every cell, in order, exactly its expected output, and its plots.
    page.click('[data-test="lesson-run-all"]')
    page.wait_for_selector(f'{STATUS}:has-text("Ran all 7 cells")', timeout=WAIT_MS)
    for cell_id in CELLS:
        assert status(page, cell_id) == "done", cell_id
        assert output(page, cell_id) == expected(cell_id), brief(output(page, cell_id))
        charts = page.locator(f'{cell(cell_id)} [data-test="chart"]')
        assert charts.count() == CHARTS[cell_id], cell_id
    assert page.locator(f'{cell("1")} [data-test="chart"] .bar').count() == 20  # 2 series x 10
    problems = audit(page, "lesson after Run all")
    assert not problems, brief("\n".join(problems))

    # Questions, by keyboard: a right answer and a wrong one, each with its why.
    right = answers(page)
    feedback = answer_by_keyboard(page, "q1.1", right["q1.1"])
    assert feedback.startswith("Right"), feedback
    wrong = next(letter for letter in "abc" if letter != right["q1.2"])
    feedback = answer_by_keyboard(page, "q1.2", wrong)
    assert feedback.startswith("Not quite") and right["q1.2"] in feedback, feedback
    assert page.locator('[data-question="q1.2"] [data-test="question-why"]').is_visible()

    # Edit and rerun without a reload (Ctrl+Enter in the cell), then reload: edits and answers
    # are kept, and the lesson is in progress in the catalogue.
    content = f'{cell("5")} [data-test="editor"] .cm-content'
    cell_code(page, "5")  # built
    page.click(content)
    page.keyboard.press("Control+Home")
    page.keyboard.insert_text('print("my own line")\n')
    page.evaluate(f"document.querySelector('{cell('5')}').dataset.status = 'idle'")
    page.keyboard.press("Control+Enter")
    why = f'{cell("5")} [data-test="cell-status"]'
    assert wait_done(page, "5") == "done", brief(page.inner_text(why) + output(page, "5"))
    assert output(page, "5") == "my own line\n" + expected("5")
    page.reload()
    page.locator(f'{cell("5")} [data-test="editor"]').scroll_into_view_if_needed()
    page.wait_for_selector(f'{cell("5")} [data-test="editor"] .cm-content')
    assert cell_code(page, "5").startswith('print("my own line")\n')
    assert saved(page)["cells"]["5"] == 'print("my own line")\n' + expected_code("5")
    assert page.is_checked(f'[data-question="q1.2"] input[value="{wrong}"]')
    assert page.locator('[data-question="q1.1"] [data-test="question-feedback"]').inner_text()
    page.click(f'{cell("5")} [data-test="cell-reset"]')
    assert cell_code(page, "5").startswith(expected_code("5").splitlines()[0])
    assert "5" not in saved(page)["cells"]
    assert lesson_state(page, site_url) == "in-progress"

    # Every question right, by touch or mouse: the lesson counts as done.
    page.goto(f"{site_url}{PAGE}/")
    for question, letter in right.items():
        form = f'[data-test="question"][data-question="{question}"]'
        page.click(f'{form} input[value="{letter}"]')
        page.click(f'{form} [data-test="question-check"]')
    assert lesson_state(page, site_url) == "solved"


def expected_code(cell_id: str) -> str:
    return next(c.source for c in lesson_cells(ROOT, LESSON) if c.id == cell_id)


def test_a_later_cell_first_runs_the_cells_before_it_and_an_endless_one_is_stopped(
    browser: Any, site_copy: Path, tmp_path: Path
) -> None:
    """A fresh visit runs cell 2b first: cells 1 and 2a run before it. An endless loop is
    stopped (Python kept, the page cross-origin isolated) and the next cell runs. Then, after
    the service worker has stored what it keeps, the lesson runs offline."""
    server, url, served = logging_server(site_copy)
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(f"{url}{PAGE}/")
        page.locator(f'{cell("2b")} [data-test="cell-run"]').scroll_into_view_if_needed()
        page.click(f'{cell("2b")} [data-test="cell-run"]')
        assert wait_done(page, "2b") == "done"
        assert [status(page, c) for c in ("1", "2a", "2b", "3")] == ["done"] * 3 + ["idle"]
        for cell_id in ("1", "2a", "2b"):
            assert output(page, cell_id) == expected(cell_id), cell_id
        assert "Ran cells 1, 2a, 2b" in page.inner_text(STATUS)

        assert page.evaluate("crossOriginIsolated")
        edit_cell(page, "4", "n = 0\nwhile True:\n    n += 1\n")
        page.click(f'{cell("4")} [data-test="cell-run"]')
        page.wait_for_selector(f'{cell("4")}[data-status="running"]')
        page.wait_for_timeout(300)  # inside the loop, not still starting
        page.click(f'{cell("4")} [data-test="cell-stop"]')
        assert wait_done(page, "4") == "error"
        message = page.inner_text(f'{cell("4")} [data-test="cell-status"]')
        assert message.startswith("Stopped") and "restarted" not in message, message
        assert "n += 1" in cell_code(page, "4")  # the reader's code is still there
        page.click(f'{cell("5")} [data-test="cell-run"]')
        assert wait_done(page, "5") == "done"
        assert output(page, "5") == expected("5")
        # Python was kept: the names of cells 1 and 2a are still defined, so 2b reruns alone
        # (running them first would rewrite the page's status line).
        page.evaluate(f"document.querySelector('{STATUS}').textContent = 'marker'")
        page.click(f'{cell("2b")} [data-test="cell-run"]')
        assert wait_done(page, "2b") == "done"
        assert page.inner_text(STATUS) == "marker"

        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        wait_for_cached(page, tuple(service_worker_build(site_copy)["warm"]))
        page.reload()  # through the service worker: the page and its scripts are kept too
        page.wait_for_selector(f'{cell("6")} [data-test="cell-run"]:not([disabled])')
        context.set_offline(True)
        served.clear()
        page.reload()
        page.locator(f'{cell("6")} [data-test="cell-run"]').scroll_into_view_if_needed()
        page.click(f'{cell("6")} [data-test="cell-run"]')
        assert wait_done(page, "6") == "done", page.inner_text(
            f'{cell("6")} [data-test="cell-status"]'
        )
        assert output(page, "6") == expected("6")
        assert [path for path, _ in served if path != "/sw.js"] == []  # nothing from the server
    finally:
        context.close()
        server.shutdown()
        server.server_close()

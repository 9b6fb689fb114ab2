"""The core journey of a student, written once and run in every engine (test_engines.py).

Only what every driver can do (tests/engines/driver.py): open, reload, evaluate JavaScript,
click, press keys, insert text as a paste would. The editor's content lives in a shadow root,
which Playwright's selectors pierce and selenium's don't, so the editor is reached by script.
"""

from __future__ import annotations

import json
from typing import Any

from brief import brief
from engines.driver import Driver, wait_for

from practice.checking import load_suite
from practice.examples import load_examples

from .browser_helpers import BACKGROUNDS, ROOT, SLUG, looks, theme_problems

EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
# A known wrong answer: its sentence is what the page names for its function.
K3_UPSIDE_DOWN = (EXERCISE / ".meta" / "wrong_answers" / "k3_ratio_upside_down.py").read_text(
    encoding="utf-8"
)
K3_SENTENCE = K3_UPSIDE_DOWN.splitlines()[1].removeprefix("# mistake: ")
CHECKS = len(load_suite(ROOT, SLUG.replace("-", "_"))[0].checks)
# kl_k3 never returns: a Submit's time limit, per function, must cost that function only.
ENDLESS_IN_FUNCTION = (
    REFERENCE + "\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        logp = logp + 0\n"
)
# The same, calling out to JavaScript on every turn (the clock, through Emscripten). WebKit's
# JavaScriptCore cannot end a worker that loops in WebAssembly alone: the worker it was told to
# end spins on, a core busy until the page closes (seen here: each ended worker's thread at
# 20-70 % for minutes). Without a shared buffer this Submit ends two workers (kl_k3, then
# grpo_objective, which calls it), and on a 2-core machine the third starves and runs out of
# time in group_advantages. A loop that calls out is ended, so WebKit's run tests the page.
ENDLESS_CALLING_OUT = (
    REFERENCE
    + "\n\nimport time\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        time.monotonic()\n"
)
HEADINGS = ["Demo 1: why a baseline", "Demo 4: group size G", "Demo 7: deliberate breaks"]

# Waits. The slowest step seen is WebKit's first run: 11-12 s on an idle machine and 81 s with
# a load average of 19 on this 2-core machine (other builds and browsers running at once). A wait of
# 300 s is over 3x that; the walkthrough (Python, then 7 demos) gets 600 s, over 3x the slowest
# seen (WebKit: 23-29 s idle, 101 s at a load of 13, docs/benchmarks.md). Page loads and small
# steps: 120 s, many times a page's start under the same load (under 10 s). Bounds, never timed.
RUN_WAIT_S = 300
WALKTHROUGH_WAIT_S = 600
STEP_WAIT_S = 120

RESULTS = '[data-test="results"]'
# Whether Python can be interrupted in this page: web/features.js's sharedMemory(), which the
# page tests rather than trusting crossOriginIsolated (WebKitGTK reports it and has no
# SharedArrayBuffer). With it a stopped run keeps its worker; without it the worker is replaced.
SHARED_MEMORY = """(() => {
  if (typeof SharedArrayBuffer !== "function" || typeof Atomics !== "object") return false;
  if (!self.crossOriginIsolated) return false;
  try { return new SharedArrayBuffer(8).byteLength === 8; } catch { return false; }
})()"""
# Each check's function (its group) and status, every check of the results (folded ones too).
CHECK_ROWS = """[...document.querySelectorAll('[data-test="check"]')].map((check) => [
  check.closest('[data-test="check-group"]')?.dataset.function ?? "",
  check.dataset.status,
  check.textContent,
])"""
EDITOR_CONTENT = """document.querySelector('[data-test="editor"]').shadowRoot
    .querySelector('.cm-content')"""
PLOTS = '[data-test="walkthrough-plots"]'
OTHER = {"light": "dark", "dark": "light"}


def js(value: object) -> str:
    """A Python value as a JavaScript literal."""
    return json.dumps(value)


def results(driver: Driver, name: str) -> str | None:
    """A data-* attribute of the results area (status, passed, total, runs, result)."""
    return driver.evaluate(f"document.querySelector('{RESULTS}').dataset[{js(name)}] ?? null")


def text_of(driver: Driver, selector: str) -> str:
    return driver.evaluate(f"document.querySelector({js(selector)})?.innerText ?? ''")


def open_page(driver: Driver, url: str) -> None:
    """Open `url` and wait until its script is up (startup.js's mark), or fail with the page's
    own start-up message."""
    driver.goto(url)
    state = wait_for(
        driver,
        "document.documentElement.hasAttribute('data-started') ? 'started' : "
        "(document.querySelector('[data-test=\"startup-error\"]')?.innerText ?? '')",
        STEP_WAIT_S,
        f"the page {url} starts",
    )
    assert state == "started", f"{driver.engine}: the page did not start: {brief(state)}"


def shows_scheme(driver: Driver, scheme: str) -> None:
    """The system's colour scheme is `scheme` ("light" or "dark") in this engine, and the page
    (and its editor, once built) looks it: the engine's setting took effect, and the page
    follows it."""
    system = driver.evaluate(
        "matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'"
    )
    assert system == scheme, f"{driver.engine}: the system's colour scheme is {system}"
    problems = theme_problems(driver.evaluate(BACKGROUNDS), scheme, driver.engine)
    assert not problems, problems


def finish_run(driver: Driver, start: Any) -> str:
    """Call `start()` (a click or a key press), wait for that run to end; its data-status."""
    before = int(results(driver, "runs") or 0)
    start()
    wait_for(
        driver,
        f"Number(document.querySelector('{RESULTS}').dataset.runs || 0) > {before}",
        RUN_WAIT_S,
        "the run ends",
    )
    return results(driver, "status") or ""


def focus_editor(driver: Driver) -> None:
    # The editor is built when it comes near the screen (web/code_editor.js): at once on a wide
    # page, on a phone once scrolled to. Bring it there and wait for it.
    driver.evaluate("document.querySelector('[data-test=\"editor\"]').scrollIntoView()")
    wait_for(
        driver,
        "document.querySelector('[data-test=\"editor\"]').shadowRoot?.querySelector('.cm-content')"
        " != null",
        STEP_WAIT_S,
        "the editor is built",
    )
    driver.evaluate(f"{EDITOR_CONTENT}.focus()")


def set_code(driver: Driver, code: str) -> None:
    """Replace the editor's text as a learner's paste would: focus, select all, insert."""
    focus_editor(driver)
    driver.press("Control+a")
    # Deleted first: Chromium inserting over a selection tries an inline style (CSP reports it).
    driver.press("Delete")
    driver.insert_text(code)


def editor_lines(driver: Driver) -> list[str]:
    """The lines the editor draws (those in view), as text, once it draws any. (Right after a
    reload WebKit was seen, now and then, with data-started set and no shadow root yet.)"""
    return wait_for(
        driver,
        """(() => {
            const root = document.querySelector('[data-test="editor"]').shadowRoot;
            const lines = [...(root?.querySelectorAll('.cm-line') ?? [])];
            return lines.length ? lines.map((line) => line.textContent) : null;
        })()""",
        STEP_WAIT_S,
        "the editor draws its lines",
    )


def saved_code(driver: Driver) -> str | None:
    return driver.evaluate(f"localStorage.getItem({js(f'practice:v1:{SLUG}:code')})")


def expected_outputs() -> list[str]:
    return [example.output for example in load_examples(ROOT, SLUG)]


def example_outputs(driver: Driver, which: str) -> list[str]:
    """The text of every example's `which` block (expected or got) in the results."""
    texts = driver.evaluate(
        f'[...document.querySelectorAll(\'[data-test="example"] [data-test="{which}"]\')]'
        ".map((node) => node.textContent)"
    )
    return [text.strip("\n") for text in texts]


def solution_state(driver: Driver) -> str:
    return driver.evaluate("document.querySelector('[data-test=\"solution\"]').dataset.state")


def say(driver: Driver, what: str) -> str:
    """An assertion message: the engine, what was checked, and the results area, cut short."""
    return f"{driver.engine}: {what}; results: {brief(text_of(driver, RESULTS))}"


def exercise_journey(driver: Driver, site_url: str, scheme: str = "light") -> None:
    """Starter fails with messages; the reference passes every check and unlocks; the
    shortcuts run and submit; a reload keeps the code and the unlock. The page and its editor
    are in the system's colour `scheme` throughout."""
    open_page(driver, f"{site_url}{SLUG}/")
    assert saved_code(driver) is None, f"{driver.engine}: the profile is not fresh"
    shows_scheme(driver, scheme)

    status = finish_run(driver, lambda: driver.click('[data-test="run"]'))
    assert status == "failed", say(driver, f"Run on the starter ended {status!r}")
    assert example_outputs(driver, "expected") == expected_outputs(), say(driver, "examples")
    assert "NotImplementedError" in text_of(driver, RESULTS), say(driver, "the starter's error")

    status = finish_run(driver, lambda: driver.click('[data-test="submit"]'))
    assert status == "failed", say(driver, f"Submit on the starter ended {status!r}")
    assert (results(driver, "passed"), results(driver, "total")) == ("0", str(CHECKS))
    messages = driver.evaluate(
        "[...document.querySelectorAll('[data-test=\"check\"]')]"
        # textContent: checks folded away (results.js) have their message too.
        ".map((check) => check.querySelector('.check-message')?.textContent.trim() ?? '')"
    )
    assert len(messages) == CHECKS and all(messages), say(driver, "every check has a message")
    assert solution_state(driver) == "locked"

    set_code(driver, f"{REFERENCE}\n\n{K3_UPSIDE_DOWN}")
    shows_scheme(driver, scheme)  # the editor is built now
    status = finish_run(driver, lambda: driver.click('[data-test="submit"]'))
    assert status == "failed", say(driver, f"Submit of a known mistake ended {status!r}")
    named = driver.evaluate(
        "[...document.querySelectorAll('[data-test=\"check-group\"]')].map((group) => "
        "[group.dataset.function, group.querySelector('[data-test=\"diagnosis\"] p')"
        "?.textContent ?? ''])"
    )
    assert dict(named) == {
        "group_advantages": "",
        "kl_k3": f"Known mistake: {K3_SENTENCE}",
        "grpo_objective": f"Known mistake: {K3_SENTENCE}",
    }, say(driver, f"the known mistake is named in its function's group: {named}")

    set_code(driver, REFERENCE)
    wait_for(
        driver,
        f"localStorage.getItem({js(f'practice:v1:{SLUG}:code')}) === {js(REFERENCE)}",
        STEP_WAIT_S,
        "the reference is saved as typed (no auto-indent, no extra brackets)",
    )

    focus_editor(driver)
    status = finish_run(driver, lambda: driver.press("Control+Enter"))
    assert status == "passed", say(driver, f"Ctrl+Enter on the reference ended {status!r}")
    assert example_outputs(driver, "got") == expected_outputs(), say(driver, "examples' output")
    assert saved_code(driver) == REFERENCE, f"{driver.engine}: Ctrl+Enter typed into the code"

    status = finish_run(driver, lambda: driver.press("Control+Shift+Enter"))
    assert status == "passed", say(driver, f"Ctrl+Shift+Enter on the reference ended {status!r}")
    passed = (results(driver, "passed"), results(driver, "total"))
    assert passed == (str(CHECKS), str(CHECKS)), say(driver, f"checks passed: {passed}")
    wait_for(
        driver,
        "document.querySelector('[data-test=\"solution\"]').dataset.state === 'unlocked'",
        STEP_WAIT_S,
        "the solution unlocks",
    )
    assert "def grpo_objective" in text_of(driver, '[data-test="solution"]')

    reload(driver)
    assert saved_code(driver) == REFERENCE
    # CodeMirror draws the first line and those in view (wherever the reload left the page
    # scrolled): the first is the reference's first, and every other one of its lines.
    shown = editor_lines(driver)
    lines = REFERENCE.splitlines()
    restored = len(shown) >= 5 and shown[0] == lines[0] and set(shown) <= set(lines)
    assert restored, f"{driver.engine}: the editor shows {brief(str(shown))}"
    wait_for(
        driver,
        "document.querySelector('[data-test=\"solution\"]').dataset.state === 'unlocked'",
        STEP_WAIT_S,
        "the stored unlock opens the solution again after a reload",
    )


def reload(driver: Driver) -> None:
    """Reload and wait for the new document's script to be up. A driver may return from a
    reload before the old document is gone (WebKitWebDriver did, under load), so the old one
    is marked first."""
    driver.evaluate("window.__beforeReload = true")
    driver.reload()
    wait_for(
        driver,
        "!window.__beforeReload && document.documentElement.hasAttribute('data-started')",
        STEP_WAIT_S,
        "the reloaded page's script starts",
    )


def wait_started(driver: Driver) -> None:
    """Wait for the page's script to be up (startup.js's mark), e.g. after a reload."""
    wait_for(
        driver,
        "document.documentElement.hasAttribute('data-started')",
        STEP_WAIT_S,
        "the page's script starts",
    )


def time_limit_journey(
    driver: Driver, site_url: str, limit: int, code: str = ENDLESS_IN_FUNCTION
) -> None:
    """On a site whose exercise's time limit is `limit` seconds: a Submit of `code` (kl_k3
    never returns) ends stopped by the time limit; kl_k3's later checks are not run (each says
    where it ran out), grpo_objective (which calls it) runs out at most once, and
    group_advantages's checks run and pass. Where Python takes the interrupt it stays loaded;
    where it cannot, the worker is replaced, the Submit goes on in a fresh one and the page says
    Python was restarted. The code is kept, and the next run works."""
    open_page(driver, f"{site_url}{SLUG}/")
    shared = driver.evaluate(SHARED_MEMORY)
    set_code(driver, code)
    status = finish_run(driver, lambda: driver.click('[data-test="submit"]'))
    assert status == "stopped", say(driver, f"Submit of an endless kl_k3 ended {status!r}")
    assert results(driver, "result") == "timeout", say(driver, "the run's result")
    said = text_of(driver, ".results-status")
    assert f"longer than {limit} s" in said, say(driver, "the status names the limit")
    restarted = "Python was restarted" in said
    path = "interrupted" if shared else "worker replaced"
    assert restarted is not shared, say(driver, f"shared memory {shared} ({path}): {said!r}")

    rows = driver.evaluate(CHECK_ROWS)
    by_function: dict[str, list[str]] = {}
    for function, check_status, _ in rows:
        by_function.setdefault(function, []).append(check_status)
    others = by_function.get("group_advantages", [])
    assert others and set(others) == {"pass"}, say(driver, f"group_advantages's checks: {others}")
    texts = [text for _, _, text in rows]
    not_run = "not run: kl_k3() ran past the time limit in kl_k3_values"
    assert any(not_run in text for text in texts), say(driver, "kl_k3's later checks")
    ran_out = sum(f"longer than {limit} s" in text for text in texts)
    assert ran_out <= 2, say(driver, f"{ran_out} checks ran out (kl_k3, grpo_objective at most)")

    assert saved_code(driver) == code, f"{driver.engine}: the code was not kept"
    set_code(driver, REFERENCE)
    status = finish_run(driver, lambda: driver.click('[data-test="run"]'))
    assert status == "passed", say(driver, f"Run of the reference after it ended {status!r}")


def walkthrough_journey(driver: Driver, site_url: str, scheme: str = "light") -> None:
    """The GRPO walkthrough runs its seven demos and draws its three charts, in the system's
    colour `scheme`."""
    open_page(driver, f"{site_url}papers/grpo/")
    shows_scheme(driver, scheme)
    assert driver.evaluate(f"document.querySelector('{PLOTS}').dataset.status") == "idle"
    driver.click('[data-test="walkthrough-run"]')
    status = wait_for(
        driver,
        f"['done', 'error'].includes(document.querySelector('{PLOTS}').dataset.status) && "
        f"document.querySelector('{PLOTS}').dataset.status",
        WALKTHROUGH_WAIT_S,
        "the walkthrough ends",
    )
    output = text_of(driver, '[data-test="walkthrough-output"]')
    assert status == "done", f"{driver.engine}: walkthrough {status}: {brief(output[-300:])}"
    for heading in HEADINGS:
        assert heading in output, f"{driver.engine}: {heading!r} not printed"
    charts = driver.evaluate(
        f"[...document.querySelectorAll('{PLOTS} [data-test=\"chart\"]')]"
        ".map((chart) => chart.querySelectorAll('.series').length)"
    )
    assert len(charts) == 3 and all(charts), f"{driver.engine}: charts and their series {charts}"
    # The charts' lines and text take the theme's colours: light lines on dark, and back.
    line, text = driver.evaluate(
        f"(() => {{ const chart = document.querySelector('{PLOTS} .chart');"
        "return [getComputedStyle(chart.querySelector('.series polyline')).stroke,"
        "getComputedStyle(chart.querySelector('.axis-label')).fill]; })()"
    )
    assert {looks(line), looks(text)} == {OTHER[scheme]}, f"{driver.engine}: {line}, {text}"


def phone_journey(driver: Driver, width: int) -> None:
    """On the exercise, already open at a phone's `width`: no sideways scrolling, every button
    reachable, the code edits and runs."""
    wait_started(driver)
    scroll_width = driver.evaluate("document.documentElement.scrollWidth")
    assert scroll_width <= width, f"{driver.engine}: the page scrolls sideways ({scroll_width})"
    for hook in ("run", "submit", "reset", "download", "hint-next"):
        box = driver.evaluate(
            f"(() => {{ const b = document.querySelector('[data-test=\"{hook}\"]');"
            "b.scrollIntoView({block: 'nearest'}); const r = b.getBoundingClientRect();"
            "return [r.left, r.right, !b.disabled]; })()"
        )
        assert box[0] >= 0 and box[1] <= width and box[2], f"{driver.engine}: {hook} at {box}"
    focus_editor(driver)
    driver.press("Control+End")
    driver.insert_text("\nanswer = 42\n")
    wait_for(
        driver,
        f"(localStorage.getItem({js(f'practice:v1:{SLUG}:code')}) || '').includes('answer = 42')",
        STEP_WAIT_S,
        "the edit is saved",
    )
    status = finish_run(driver, lambda: driver.click('[data-test="run"]'))
    assert status == "failed", say(driver, f"Run on the phone ended {status!r}")
    assert driver.evaluate("document.documentElement.scrollWidth") <= width


LESSON = "rl-for-games"
LESSON_CELL = "5"  # stands alone, draws a plot, imports what Python fetches on demand
LESSON_OUTPUT = (ROOT / "tests" / "lessons" / LESSON / f"{LESSON_CELL}.txt").read_text("utf-8")


def lesson_journey(driver: Driver, site_url: str) -> None:
    """The lesson opens, one of its cells runs to its expected output and draws its plot."""
    open_page(driver, f"{site_url}lessons/{LESSON}/")
    cell = f"document.querySelector('[data-test=\"lesson-cell\"][data-cell={js(LESSON_CELL)}]')"
    driver.evaluate(f"{cell}.scrollIntoView()")
    driver.click(f'[data-test="lesson-cell"][data-cell="{LESSON_CELL}"] [data-test="cell-run"]')
    status = wait_for(
        driver,
        f"['done', 'error'].includes({cell}.dataset.status) && {cell}.dataset.status",
        RUN_WAIT_S,
        f"cell {LESSON_CELL} of the lesson ends",
    )
    output = driver.evaluate(f"{cell}.querySelector('[data-test=\"cell-output\"]').textContent")
    assert status == "done", f"{driver.engine}: lesson cell {status}: {brief(output[-300:])}"
    assert output == LESSON_OUTPUT, f"{driver.engine}: {brief(output)}"
    charts = driver.evaluate(f"{cell}.querySelectorAll('[data-test=\"chart\"] .series').length")
    assert charts >= 2, f"{driver.engine}: the cell's plot has {charts} series"


LLM_SLUG = "attention"  # of the track Inside an LLM: masks, -inf-free zeros, tuples of arrays
LLM_FOLDER = ROOT / "exercises" / LLM_SLUG
LLM_VARIANT = next(iter(sorted((LLM_FOLDER / ".meta" / "variants").glob("*.py"))))


def llm_exercise_journey(driver: Driver, site_url: str) -> None:
    """A correct answer written independently of the reference (its variant: loops) passes
    every check of an exercise of the new track and unlocks the solution, in this engine's
    Pyodide; the Submit is kept in the attempts list, and the compare view sets it beside the
    reference (attempts_and_compare)."""
    open_page(driver, f"{site_url}{LLM_SLUG}/")
    checks = len(load_suite(ROOT, LLM_SLUG.replace("-", "_"))[0].checks)
    set_code(driver, LLM_VARIANT.read_text(encoding="utf-8"))
    status = finish_run(driver, lambda: driver.click('[data-test="submit"]'))
    passed = (results(driver, "passed"), results(driver, "total"))
    assert status == "passed", say(driver, f"Submit of {LLM_VARIANT.name} ended {status!r}")
    assert passed == (str(checks), str(checks)), say(driver, f"checks passed: {passed}")
    wait_for(
        driver,
        "document.querySelector('[data-test=\"solution\"]').dataset.state === 'unlocked'",
        STEP_WAIT_S,
        "the solution unlocks",
    )
    attempts_and_compare(driver, checks)


def attempts_and_compare(driver: Driver, checks: int) -> None:
    """After the passing Submit: "Your attempts" lists it with its count of checks, and
    "Compare your code with the reference" draws the two side by side (two CodeMirror editors
    of @codemirror/merge in the view's shadow root) with the changes as text below."""
    driver.click('[data-test="attempts"] > summary')
    attempts = wait_for(
        driver,
        """(() => { const items = [...document.querySelectorAll(
            '[data-test="attempts"] [data-test="attempt"]')].map((item) => item.innerText);
            return items.length ? items : null; })()""",
        STEP_WAIT_S,
        "the attempts list is drawn",
    )
    assert len(attempts) == 1 and f"{checks} of {checks} checks" in attempts[0], say(
        driver, f"attempts: {attempts}"
    )
    driver.click('[data-test="compare-reference"]')
    editors = wait_for(
        driver,
        """(() => { const host = document.querySelector(
            '[data-test="solution"] [data-test="compare-view"] .compare-editor');
            const n = host?.shadowRoot?.querySelectorAll('.cm-mergeView .cm-editor').length;
            return n || null; })()""",
        STEP_WAIT_S,
        "the compare view is drawn",
    )
    assert editors == 2, say(driver, f"{editors} editors in the compare view")
    text = driver.evaluate(
        "document.querySelector('[data-test=\"compare-view\"] .diff-text').textContent"
    )
    assert "added: " in text and "removed: " in text, say(driver, "the changes as text")

"""The solution lock in Chromium: a passing answer decrypts the solution and notes with WebCrypto;
a stored key reopens them; wrong or tampered keys leave the panel locked with a message."""

from __future__ import annotations

from typing import Any

from test_lock import VARIANT

from .browser_helpers import RESULTS, ROOT, SLUG, finish_run, set_code

EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
PANEL = '[data-test="solution"]'
MESSAGE = f'{PANEL} [data-test="lock-message"]'
UNLOCK_KEY = f"practice:v1:{SLUG}:unlock"
NOTES_SENTENCE = "GRPO gets one for free."
SOLUTION_LINE = "std = rewards.std(axis=1, keepdims=True)  # population std: divides by G"

# Pass every check, but give other numbers (or no numbers) on the first key input only, which no
# check uses: the kind of mistake the lock catches after the checks missed it.
ONLY_ON_KEY_INPUTS = """

_group_advantages = group_advantages

def group_advantages(rewards, eps=1e-8):
    out = _group_advantages(rewards, eps)
    if np.shape(rewards) == (3, 5) and rewards[0][3] == 2.9:
        return {mistake}
    return out
"""


def submit(page: Any, code: str) -> str:
    set_code(page, code)
    return finish_run(page, lambda: page.click('[data-test="submit"]'))


def fetched_locked(page: Any) -> bool:
    """Whether the page has requested its sealed solution (<slug>/locked.json)."""
    script = "performance.getEntriesByType('resource').some(e => e.name.endsWith('/locked.json'))"
    return bool(page.evaluate(script))


def state(page: Any) -> str:
    return page.get_attribute(PANEL, "data-state")


def assert_open(page: Any) -> None:
    panel = page.inner_text(PANEL)
    assert state(page) == "unlocked"
    assert SOLUTION_LINE in panel and "def grpo_objective(" in panel
    assert NOTES_SENTENCE in panel
    assert page.locator(f"{PANEL} .notes math").count() > 0  # the notes' formulas, as MathML
    assert page.locator(MESSAGE).count() == 0


def test_the_reference_decrypts_the_solution_and_a_reload_reopens_it(page: Any) -> None:
    assert state(page) == "locked"
    assert NOTES_SENTENCE not in page.content()
    assert not fetched_locked(page)  # the sealed content is fetched only to open it
    assert submit(page, REFERENCE) == "passed"
    assert_open(page)
    assert fetched_locked(page)
    assert "are open now" in page.inner_text(RESULTS)
    material = page.evaluate(f"localStorage.getItem('{UNLOCK_KEY}')")
    assert material and material.startswith("group_advantages(rewards)|(3, 5)|")

    page.reload()
    page.wait_for_selector(f'{PANEL}[data-state="unlocked"]')
    assert_open(page)


def test_a_correct_answer_in_another_floating_point_order_unlocks(page: Any) -> None:
    assert submit(page, VARIANT) == "passed"
    assert_open(page)


# Each: (what group_advantages returns on the first key input only, what the page says).
KEY_INPUT_MISTAKES = [
    ("out + 1e-3", "differ from the reference's"),
    ("out.tolist()", "did not return numbers (KeyMaterialError: returned a list, not numbers)"),
]


def test_an_answer_that_differs_only_on_the_key_inputs_stays_locked(page: Any) -> None:
    """Each mistake in turn on one page (a learner trying again), then the fix opens it."""
    for mistake, said in KEY_INPUT_MISTAKES:
        assert submit(page, REFERENCE + ONLY_ON_KEY_INPUTS.format(mistake=mistake)) == "passed"
        assert state(page) == "locked", mistake
        assert said in page.inner_text(MESSAGE), mistake
        assert said in page.inner_text(RESULTS), mistake  # said where the learner is looking
        assert NOTES_SENTENCE not in page.inner_text("body")
        assert page.evaluate(f"localStorage.getItem('{UNLOCK_KEY}')") is None

    # Fixed, the same page opens: the message goes away with the lock.
    assert submit(page, REFERENCE) == "passed"
    assert_open(page)


# Stored keys that are no key: empty, junk, truncated, binary.
TAMPERED = [
    "",
    "not key material",
    "group_advantages(rewards)|(3, 5)|-1.1413e+00",
    "\u00e9\x00" * 500,
]


def test_a_tampered_stored_key_keeps_the_panel_locked_and_is_forgotten(page: Any) -> None:
    """Each tampered key in turn, each with two reloads of the page (the first says so, the
    second no more); then the page still works and a passing answer opens the panel."""
    for stored in TAMPERED:
        page.evaluate("([key, value]) => localStorage.setItem(key, value)", [UNLOCK_KEY, stored])
        page.reload()
        page.wait_for_selector(MESSAGE)
        assert state(page) == "locked", repr(stored[:40])
        assert "Submit your answer again" in page.inner_text(MESSAGE)
        assert page.evaluate(f"localStorage.getItem('{UNLOCK_KEY}')") is None
        page.reload()
        page.wait_for_selector('[data-test="editor"] .cm-content')
        assert page.locator(MESSAGE).count() == 0  # said once, then forgotten with the key

    assert submit(page, REFERENCE) == "passed"
    assert_open(page)

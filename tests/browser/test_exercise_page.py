"""The exercise page in headless Chromium, offline: run, submit, hints, unlock, phone, escaping."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from practice.checking import load_suite
from practice.examples import load_examples

from .browser_helpers import RESULTS, ROOT, SLUG, finish_run, saved_code, set_code

EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
STARTER = (EXERCISE / "starter.py").read_text(encoding="utf-8")
CHECKS = len(load_suite(ROOT, SLUG.replace("-", "_"))[0].checks)
HINTS = len(list((ROOT / "hints" / SLUG).glob("*.md")))


def expected_outputs() -> list[str]:
    return [example.output for example in load_examples(ROOT, SLUG)]


def solution_state(page: Any) -> str:
    return page.get_attribute('[data-test="solution"]', "data-state")


def test_starter_runs_and_submit_lists_every_failing_check(page: Any) -> None:
    assert page.get_attribute(RESULTS, "data-status") == "idle"
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
    expected = page.locator('[data-test="example"] [data-test="expected"]').all_text_contents()
    assert [text.strip("\n") for text in expected] == expected_outputs()
    assert "NotImplementedError" in page.inner_text(RESULTS)

    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    assert page.get_attribute(RESULTS, "data-passed") == "0"
    assert page.get_attribute(RESULTS, "data-total") == str(CHECKS)
    assert f"0 of {CHECKS} checks passed" in page.inner_text(".results-status")
    checks = page.locator('[data-test="check"]')
    assert checks.count() == CHECKS
    for i in range(CHECKS):
        assert checks.nth(i).get_attribute("data-status") in ("fail", "error")
        # text_content: a check folded away (results.js) still has its message.
        assert (checks.nth(i).locator(".check-message").text_content() or "").strip()
    assert solution_state(page) == "locked"


def test_reference_passes_every_check_unlocks_and_survives_reload(page: Any) -> None:
    set_code(page, REFERENCE)
    # Margin: the page saves on every change (milliseconds); 10 s is far more than 3x that.
    page.wait_for_function(
        f"() => localStorage.getItem('practice:v1:{SLUG}:code') !== null", timeout=10_000
    )
    assert saved_code(page) == REFERENCE  # inserted as is: no auto-indent, no extra brackets

    # Ctrl+Enter from inside the editor runs the examples.
    assert finish_run(page, lambda: page.keyboard.press("Control+Enter")) == "passed"
    got = page.locator('[data-test="example"] [data-test="got"]').all_text_contents()
    assert [text.strip("\n") for text in got] == expected_outputs()
    assert saved_code(page) == REFERENCE  # the shortcut did not type a newline

    assert finish_run(page, lambda: page.keyboard.press("Control+Shift+Enter")) == "passed"
    assert page.get_attribute(RESULTS, "data-passed") == str(CHECKS)
    assert page.get_attribute(RESULTS, "data-total") == str(CHECKS)
    assert f"{CHECKS} of {CHECKS} checks passed" in page.inner_text(".results-status")
    assert solution_state(page) == "unlocked"
    panel = page.inner_text('[data-test="solution"]')
    assert "Reference solution" in panel and "def grpo_objective" in panel

    page.reload()
    page.wait_for_selector('[data-test="editor"] .cm-content')
    assert "population std" in page.inner_text('[data-test="editor"] .cm-content')
    assert saved_code(page) == REFERENCE
    # The stored key material decrypts the panel again, asynchronously (WebCrypto).
    page.wait_for_selector('[data-test="solution"][data-state="unlocked"]')


def test_hints_open_one_at_a_time_by_keyboard_and_are_remembered(page: Any) -> None:
    hints = page.locator('[data-test="hints"] > li')
    assert hints.count() == HINTS == 4
    assert not hints.first.is_visible()

    page.locator("h1").click()  # focus outside the editor
    page.keyboard.press("Alt+h")
    assert hints.nth(0).is_visible() and not hints.nth(1).is_visible()
    assert page.inner_text('[data-test="hint-count"]') == f"hint 1 of {HINTS}"

    page.click('[data-test="editor"] .cm-content')  # the shortcut works from the editor too
    page.keyboard.press("Alt+Shift+H")
    assert hints.nth(1).is_visible() and not hints.nth(2).is_visible()
    assert page.inner_text('[data-test="hint-count"]') == f"hint 2 of {HINTS}"
    assert saved_code(page) is None  # no "h" or "˙" typed into the code

    page.reload()
    page.wait_for_selector('[data-test="editor"] .cm-content')
    assert hints.nth(1).is_visible() and not hints.nth(2).is_visible()
    page.click('[data-test="hint-next"]')
    page.click('[data-test="hint-next"]')
    assert all(hints.nth(i).is_visible() for i in range(HINTS))
    assert page.inner_text('[data-test="hint-count"]') == f"hint {HINTS} of {HINTS}"
    assert page.is_disabled('[data-test="hint-next"]')


def test_learner_output_and_messages_are_text_not_html(page: Any) -> None:
    hostile = (
        'print("<script>window.__pwned = 1</script><b id=bold>bold</b>")\n\n'
        "def group_advantages(rewards, eps=1e-8):\n"
        "    raise ValueError(\"<img src=x onerror='window.__pwned = 2'>\")\n"
    )
    set_code(page, STARTER + "\n" + hostile)
    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    printed = page.locator('[data-test="printed"]').first.text_content()
    assert "<script>window.__pwned = 1</script><b id=bold>bold</b>" in printed
    assert "<img src=x onerror='window.__pwned = 2'>" in page.inner_text(RESULTS)
    assert page.locator(f"{RESULTS} script, {RESULTS} b, {RESULTS} img").count() == 0
    assert page.evaluate("window.__pwned") is None


def test_reset_asks_first_and_download_saves_my_answer(page: Any, tmp_path: Path) -> None:
    set_code(page, "x = 1\n")
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click('[data-test="reset"]')
    assert saved_code(page) == "x = 1\n"

    with page.expect_download() as download_info:
        page.click('[data-test="download"]')
    download = download_info.value
    assert download.suggested_filename == "my_answer.py"
    target = tmp_path / "my_answer.py"
    download.save_as(target)
    assert target.read_text(encoding="utf-8") == "x = 1\n"

    page.once("dialog", lambda dialog: dialog.accept())
    page.click('[data-test="reset"]')
    assert saved_code(page) == STARTER


def test_phone_viewport_reads_edits_and_runs(open_page: Any) -> None:
    phone = open_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    for hook in ("run", "submit", "reset", "download", "hint-next"):
        button = phone.locator(f'[data-test="{hook}"]')
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, hook
        assert button.is_visible() and button.is_enabled(), hook

    phone.locator('[data-test="editor"] .cm-content').tap()
    phone.keyboard.press("Control+End")
    phone.keyboard.insert_text("\nanswer = 42\n")
    assert "answer = 42" in (saved_code(phone) or "")
    phone.locator('[data-test="hint-next"]').tap()
    assert phone.locator('[data-test="hints"] > li').first.is_visible()
    assert finish_run(phone, lambda: phone.locator('[data-test="run"]').tap()) == "failed"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_statement_is_readable_without_script(open_page: Any) -> None:
    page = open_page(java_script_enabled=False)
    text = page.inner_text("main")
    for words in ("Problem", "Task", "Input and output", "Constraints", "Examples"):
        assert words in text
    assert "Source paper" in text and "DeepSeekMath" in text
    assert "def group_advantages" in page.inner_text('[data-test="editor"]')
    for output in expected_outputs():
        assert output.splitlines()[0].strip() in text
    assert page.locator("math").count() > 0  # formulas are MathML, rendered at build time
    assert "def grpo_objective(" not in page.inner_text('[data-test="solution"]')


def test_shortcut_list_says_cmd_on_macos(open_page: Any) -> None:
    mac = open_page(viewport={"width": 1280, "height": 900}, user_agent="Mozilla/5.0 (Macintosh)")
    # The page reads the platform at start: pretend to be a Mac, then load the page again.
    mac.add_init_script(
        "Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'});"
        "Object.defineProperty(navigator, 'userAgentData', {get: () => undefined});"
    )
    mac.reload()
    mac.wait_for_selector('[data-test="editor"] .cm-content')
    keys = mac.locator('[data-test="shortcuts"] kbd').all_text_contents()
    assert "Cmd" in keys and "Ctrl" not in keys
    assert "Cmd+Enter" in (mac.get_attribute('[data-test="run"]', "title") or "")

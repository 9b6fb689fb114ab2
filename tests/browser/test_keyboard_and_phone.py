"""The exercise page by keyboard, and on a phone: the skip link leads to the editor, a run gives
the focus back where the learner was and is announced once, the last hint takes the focus its
button gives up; on a phone, links jump between the statement and the code."""

from __future__ import annotations

from typing import Any

import pytest
from brief import brief

from practice.checking import load_suite

from .browser_helpers import EDITOR, ROOT, SLUG, WAIT_MS, finish_run, saved_code
from .conftest import check_watch, watch

CHECKS = len(load_suite(ROOT, SLUG.replace("-", "_"))[0].checks)

# What has the keyboard focus: "editor" (CodeMirror's content, in the editor's shadow root), a
# data-test hook, an id, or "body" when the focus was dropped.
FOCUS = """() => {
  const active = document.activeElement;
  if (!active || active === document.body) return 'body';
  if (active.matches('[data-test="editor"]')) {
    return active.shadowRoot?.activeElement?.matches('.cm-content') ? 'editor' : 'editor-host';
  }
  return active.dataset.test || active.id || active.tagName.toLowerCase();
}"""
# Every non-empty text the live region takes, in order.
LISTEN = """() => {
  window.__said = [];
  const region = document.querySelector('[data-test="announce"]');
  new MutationObserver(() => {
    if (region.textContent) window.__said.push(region.textContent);
  }).observe(region, { childList: true, characterData: true, subtree: true });
}"""
STUBS = "group_advantages, kl_k3, grpo_objective"


def focus(page: Any) -> str:
    return page.evaluate(FOCUS)


def test_skip_link_runs_and_hints_keep_the_keyboard_where_it_was(page: Any) -> None:
    page.evaluate(LISTEN)
    page.keyboard.press("Tab")
    assert focus(page) == "skip-link"
    page.keyboard.press("Enter")
    assert focus(page) == "workspace"
    page.keyboard.press("Tab")
    assert focus(page) == "editor"  # the code, before the hints or anything else

    # A run started from the editor leaves the focus in the editor.
    assert finish_run(page, lambda: page.keyboard.press("Control+Enter")) == "failed"
    assert focus(page) == "editor"

    # Out of the editor (Escape, then Tab): Run, by Enter. The button is disabled while the run
    # goes on, which drops the focus; it comes back to the button when the run ends.
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert focus(page) == "run"
    assert finish_run(page, lambda: page.keyboard.press("Enter")) == "failed"
    assert focus(page) == "run"
    page.keyboard.press("Tab")
    assert focus(page) == "submit"
    assert finish_run(page, lambda: page.keyboard.press("Enter")) == "failed"
    assert focus(page) == "submit"
    page.keyboard.press("Tab")
    assert focus(page) == "reset"  # on from Submit (Stop is disabled), not from the top

    # Each run is announced once, when it ends; Submit names the functions not written yet.
    said = page.evaluate("window.__said")
    assert said == [
        "0 of 2 examples match.",
        "0 of 2 examples match.",
        f"0 of {CHECKS} checks passed. Not written yet: {STUBS}.",
    ], brief(str(said))

    # The last hint disables its button: the focus goes to that hint, not to the page.
    page.locator('[data-test="hint-next"]').focus()
    for _ in range(4):
        page.keyboard.press("Enter")
    assert page.is_disabled('[data-test="hint-next"]')
    assert page.evaluate("document.activeElement.matches('[data-test=\"hints\"] > li:last-child')")


def test_a_phone_jumps_between_statement_and_code(open_page: Any) -> None:
    phone = open_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    phone.evaluate("window.scrollTo(0, 0)")  # open_page scrolled to the editor to build it
    to_code = phone.locator('[data-test="to-code"]')
    assert to_code.is_visible()
    to_code.tap()
    phone.wait_for_function("document.querySelector('#workspace').getBoundingClientRect().top < 9")
    assert phone.evaluate("window.scrollY") > 2000  # past the whole statement, in one tap
    assert focus(phone) == "workspace"  # Tab goes on into the code from here
    phone.locator('[data-test="to-statement"]').tap()
    phone.wait_for_function("document.querySelector('#statement').getBoundingClientRect().top > -9")
    assert focus(phone) == "statement"


def test_on_a_phone_the_editor_is_built_when_the_learner_comes_to_it(
    browser: Any, site_url: str
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    seen = watch(page, context)
    try:
        page.goto(f"{site_url}{SLUG}/")
        page.wait_for_load_state("load")
        # Below the whole statement: the copy of the code stands in; CodeMirror is not loaded.
        copy = page.locator('[data-test="editor"] .editor-fallback')
        assert "def group_advantages(" in copy.inner_text()
        assert page.locator(EDITOR).count() == 0
        assert not [url for url in seen.requests if url.endswith("/editor.js")]
        # Tab reaches the copy; its focus builds the editor and moves the focus into it.
        copy.focus()
        page.wait_for_selector(EDITOR)
        page.wait_for_function(f"() => ({FOCUS})() === 'editor'")
        page.keyboard.insert_text("# mine\n")
        assert (saved_code(page) or "").startswith("# mine\n")

        # Run works on the code before the editor exists: the saved code, from the copy.
        page.goto(f"{site_url}{SLUG}/")
        page.wait_for_load_state("load")
        assert page.locator(EDITOR).count() == 0
        assert copy.inner_text().startswith("# mine\n")
        run = "document.querySelector('[data-test=\"run\"]').click()"  # a click, no scrolling
        assert finish_run(page, lambda: page.evaluate(run)) == "failed"
        assert page.locator('[data-test="example"]').count() == 2
    finally:
        context.close()
    check_watch(seen, site_url)


def test_the_jump_links_show_only_when_statement_and_code_are_one_column(page: Any) -> None:
    assert page.locator('[data-test="to-code"]').is_hidden()  # side by side at 1280 px
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.locator('[data-test="to-code"]').is_visible()
    assert page.locator('[data-test="to-statement"]').is_visible()


@pytest.mark.parametrize(("width", "height"), [(1280, 900), (390, 844)])
def test_the_copy_of_the_code_has_the_editors_size(
    browser: Any, site_url: str, width: int, height: int
) -> None:
    """Nothing below the code moves when the editor replaces its copy (no layout shift)."""
    phone = width < 600
    # No service worker: once it controls the page, the editor's request would go through it,
    # past page.route.
    context = browser.new_context(
        viewport={"width": width, "height": height},
        is_mobile=phone,
        has_touch=phone,
        service_workers="block",
    )
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    seen = watch(page, context)
    held: list[Any] = []
    # The editor waits until its copy is measured.
    page.route("**/assets/editor.js", lambda route: held.append(route))
    try:
        page.goto(f"{site_url}{SLUG}/", wait_until="commit")  # "load" waits for the editor
        page.wait_for_selector('[data-test="editor"] .editor-fallback[role="textbox"]')
        page.locator('[data-test="editor"]').scroll_into_view_if_needed()
        # The page asks for the editor as the code area comes near the screen.
        for _ in range(WAIT_MS // 50):  # bounded: WAIT_MS in all
            if held:
                break
            page.wait_for_timeout(50)
        assert held, "the page never asked for editor.js"
        copy = page.locator('[data-test="editor"]').bounding_box()
        held[0].continue_()
        page.wait_for_selector(EDITOR)
        built = page.locator('[data-test="editor"]').bounding_box()
        assert copy is not None and built is not None
        assert abs(copy["height"] - built["height"]) <= 1, (copy, built)
    finally:
        context.close()
    check_watch(seen, site_url)


def test_an_editor_that_does_not_load_says_so_and_keeps_the_code(
    browser: Any, site_url: str
) -> None:
    # Not watched for console errors: the failed load is one, on purpose.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.route("**/assets/editor.js", lambda route: route.abort())
    try:
        page.goto(f"{site_url}{SLUG}/")
        page.wait_for_selector('[data-test="results"][data-status="error"]')
        status = page.inner_text(".results-status")
        assert status == "The code editor did not load.", brief(status)
        assert "def group_advantages(" in page.inner_text('[data-test="editor"] .editor-fallback')
        # Run still works on the code, and says how it went.
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
        assert page.locator('[data-test="example"]').count() == 2
    finally:
        context.close()

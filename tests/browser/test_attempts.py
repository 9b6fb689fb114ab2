"""Kept Submits and the compare view, in Chromium (once in Firefox and WebKit: test_engines.py).

- Two Submits keep two attempts, newest first, each with its "k of n checks"; an attempt's
  changes open against the one before it, as the merge view and as text that says which lines
  were removed and added; Restore puts an attempt in the editor and one Undo takes it back.
- After a pass, the solution panel compares the latest passing Submit with the reference.
- A reload keeps the attempts, the unlock and the comparison's button; export and import in a
  fresh profile bring the attempts back (merged: importing twice adds nothing).
- A draft begun from another starter shows the notice, which offers the new starter beside the
  code and never replaces it; a draft saved before versions existed shows none.
- A full storage evicts attempts, oldest first, before the draft could fail to save.
- axe finds nothing with the list and a comparison open, in both themes, at 1280 and 390 px.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from brief import brief

from .axe_audit import audit
from .browser_helpers import (
    EDITOR,
    RESULTS,
    ROOT,
    SLUG,
    WAIT_MS,
    finish_run,
    import_file,
    saved_code,
    set_code,
)

STARTER = (ROOT / "exercises" / SLUG / "starter.py").read_text(encoding="utf-8")
REFERENCE = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text(encoding="utf-8")
# A passing answer that is not the reference, so that the comparison has something to show.
MINE = REFERENCE + "\n\n# my own note: the reference has no such line\n"
PANEL = '[data-test="attempts"]'
ATTEMPTS = f'{PANEL} [data-test="attempt"]'
VIEW = '[data-test="compare-view"]'
KEY = f"practice:v1:{SLUG}:"


def submit(page: Any, code: str) -> str:
    set_code(page, code)
    return finish_run(page, lambda: page.click('[data-test="submit"]'))


def counts(page: Any) -> str:
    passed, total = (page.get_attribute(RESULTS, f"data-{n}") for n in ("passed", "total"))
    return f"{passed} of {total} checks"


def open_attempts(page: Any) -> list[str]:
    """Opens the attempts panel (if closed); the attempts' texts, newest first."""
    if not page.locator(PANEL).evaluate("(d) => d.open"):
        page.click(f"{PANEL} > summary")
    page.wait_for_selector(ATTEMPTS)
    return page.locator(ATTEMPTS).all_inner_texts()


# The text each CodeMirror editor under a shadow root shows, line by line (CodeMirror draws the
# lines near the screen: enough for these programs' first lines and the end of a short one).
SHOWN = """(host) => [...host.shadowRoot.querySelectorAll('.cm-content')].map((content) =>
    [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\\n'))"""


def editor_text(page: Any) -> str:
    return page.locator('[data-test="editor"]').evaluate(SHOWN)[0]


def test_two_submits_then_diff_restore_undo_compare_reload_export_import(
    open_page: Any, browser: Any, site_url: str, tmp_path: Path
) -> None:
    page = open_page(viewport={"width": 1280, "height": 900})
    assert page.locator(PANEL).is_hidden()  # nothing kept yet: no empty panel
    broken = STARTER.replace("raise NotImplementedError", "return 0.0", 1)
    assert broken != STARTER
    assert submit(page, broken) == "failed"
    first = counts(page)
    assert submit(page, MINE) == "passed"
    second = counts(page)
    page.wait_for_selector('[data-test="solution"][data-state="unlocked"]')

    texts = open_attempts(page)
    assert len(texts) == 2, texts
    assert texts[0].startswith("Attempt 2") and second in texts[0], texts  # newest first
    assert texts[1].startswith("Attempt 1") and first in texts[1], texts
    assert first != second

    # Attempt 2's changes against attempt 1: drawn by the merge view, and said as text.
    page.locator(ATTEMPTS).first.locator('[data-test="attempt-changes"]').click()
    view = page.locator(f"{PANEL} {VIEW}")
    view.wait_for()
    summary = view.locator(".compare-summary").inner_text()
    assert summary.startswith("Attempt 2 against attempt 1:") and "added" in summary, summary
    assert view.get_attribute("data-layout") == "side-by-side"
    assert view.locator(".compare-editor").evaluate(
        "(host) => host.shadowRoot.querySelectorAll('.cm-mergeView .cm-editor').length"
    ) == 2
    text = view.locator(".diff-text").text_content() or ""
    assert "added: + # my own note: the reference has no such line" in text, brief(text)
    assert "removed: − " in text and "return 0.0" in text, brief(text)

    # Restore attempt 1, then one Undo brings attempt 2's code back.
    page.locator(ATTEMPTS).nth(1).locator('[data-test="attempt-restore"]').click()
    assert saved_code(page) == broken  # saved as the editor's text changed
    assert "return 0.0" in editor_text(page)
    page.keyboard.press("Control+z")
    page.wait_for_function(f"() => localStorage.getItem('{KEY}code') === {json.dumps(MINE)}")
    assert "return 0.0" not in editor_text(page)

    # The latest passing Submit beside the reference.
    page.click('[data-test="compare-reference"]')
    beside = page.locator(f'[data-test="solution"] {VIEW}')
    beside.wait_for()
    said = beside.locator(".compare-summary").inner_text()
    assert said == (
        "Your latest passing Submit beside the reference: 3 lines added, 0 lines removed."
    ), said
    shown = beside.locator(".compare-editor").evaluate(SHOWN)
    assert REFERENCE.rstrip("\n").splitlines()[-1] in shown[0] and "my own note" in shown[1]

    # A reload keeps the attempts and the unlock.
    page.reload()
    page.wait_for_selector(EDITOR)
    page.wait_for_selector('[data-test="solution"][data-state="unlocked"]')
    assert page.locator(PANEL).is_visible()
    assert open_attempts(page) == texts
    page.locator(ATTEMPTS).first.locator('[data-test="attempt-compare"]').click()
    page.locator(f"{PANEL} {VIEW}").wait_for()

    # Export, then import in a fresh profile: the attempts come back, once.
    index = page.context.new_page()
    index.goto(page.url.removesuffix(f"{SLUG}/"))
    with index.expect_download() as download:
        index.click('[data-test="export"]')
    exported = tmp_path / "progress.json"
    download.value.save_as(exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    kept = data["exercises"][SLUG]["attempts"]
    assert [a["code"] for a in kept] == [broken, MINE] and kept[0]["outcome"] == first

    profile = browser.new_context(viewport={"width": 1280, "height": 900})
    fresh = profile.new_page()
    fresh.goto(site_url)
    preview = import_file(fresh, exported)
    assert "attempts: 2 kept Submits added" in preview, brief(preview)
    fresh.click('[data-test="import-apply"]')
    assert import_file(fresh, exported).count("attempts:") == 0  # merged: nothing new
    fresh.goto(f"{site_url}{SLUG}/")
    fresh.wait_for_selector(EDITOR)
    assert open_attempts(fresh) == texts
    profile.close()


def test_a_draft_from_an_older_starter_gets_the_notice_and_keeps_its_code(open_page: Any) -> None:
    page = open_page(viewport={"width": 1280, "height": 900})
    page.wait_for_selector(EDITOR)
    assert page.locator('[data-test="starter-changed"]').count() == 0
    mine = STARTER + "\n# begun from an older starter\n"
    page.evaluate(
        f"""() => {{
            localStorage.setItem('{KEY}code', {json.dumps(mine)});
            localStorage.setItem('{KEY}starter', '0123456789ab');
        }}"""
    )
    page.reload()
    notice = page.locator('[data-test="starter-changed"]')
    notice.wait_for()
    assert "starter has changed" in notice.inner_text()
    assert saved_code(page) == mine  # never replaced by itself
    assert editor_text(page).startswith(mine[:200])
    notice.get_by_role("button", name="Show the new starter beside your code").click()
    view = notice.locator(VIEW)
    view.wait_for()
    assert view.locator(".compare-summary").inner_text() == (
        "Your code beside the new starter: 2 lines added, 0 lines removed."
    )
    problems = audit(page, "a changed starter, compared")
    assert not problems, brief("\n".join(problems), 2000)
    notice.get_by_role("button", name="Keep my code and hide this").click()
    assert notice.count() == 0
    page.reload()
    page.wait_for_selector(EDITOR)
    assert page.locator('[data-test="starter-changed"]').count() == 0
    assert saved_code(page) == mine

    # A draft saved before versions existed: no notice; it takes this version once saved.
    page.evaluate(f"() => localStorage.removeItem('{KEY}starter')")
    page.reload()
    page.wait_for_selector(EDITOR)
    assert page.locator('[data-test="starter-changed"]').count() == 0
    page.click(EDITOR)
    page.keyboard.press("End")
    page.keyboard.type("#")
    page.wait_for_function(f"() => localStorage.getItem('{KEY}starter') !== null")
    version = page.evaluate(f"() => localStorage.getItem('{KEY}starter')")
    assert version == json.loads(page.inner_text("#page-data"))["starterVersion"]


def test_a_full_storage_drops_attempts_before_the_draft(open_page: Any) -> None:
    """Fills the browser's storage with kept attempts (of two exercises) and the rest with
    other data until not even the draft fits, then types in the editor: the oldest attempts go
    and the draft is saved, with no note that it was not."""
    page = open_page(viewport={"width": 1280, "height": 900})
    page.wait_for_selector(EDITOR)
    filled = page.evaluate(
        """() => {
            const big = 'x'.repeat(200_000);
            const attempts = (start) => Array.from({ length: 10 }, (_, i) => ({
                time: start + i * 2, code: big + i, status: 'failed', passed: 1, total: 9,
                outcome: '1 of 9 checks' }));
            localStorage.setItem('practice:v1:other:attempts', JSON.stringify(attempts(1000)));
            localStorage.setItem(
                'practice:v1:""" + SLUG + """:attempts', JSON.stringify(attempts(1001)));
            let filled = 0;
            for (const size of [50_000, 5_000, 500, 50, 5, 1]) {
                try {
                    for (;;) localStorage.setItem('filler' + filled++, 'y'.repeat(size));
                } catch {}
            }
            return filled;
        }"""
    )
    assert filled > 10  # the storage really is full
    page.click(EDITOR)
    page.keyboard.press("Control+End")
    page.keyboard.type("# mine")
    page.wait_for_function(
        f"() => (localStorage.getItem('{KEY}code') ?? '').endsWith('# mine')", timeout=WAIT_MS
    )
    left = page.evaluate(
        f"""() => ['practice:v1:other:attempts', '{KEY}attempts'].flatMap(
            (key) => JSON.parse(localStorage.getItem(key) ?? '[]').map((a) => a.time))"""
    )
    kept = sorted(left)
    assert len(kept) < 20, kept  # some went...
    dropped = sorted(set(range(1000, 1020)) - set(kept))
    assert dropped == list(range(1000, 1000 + len(dropped))), kept  # ...the oldest first
    assert page.get_attribute('[data-test="save-note"]', "data-state") != "unsaved"
    page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('filler'))"
                  ".forEach((k) => localStorage.removeItem(k))")


def test_the_panel_and_compare_view_pass_axe_in_both_themes(open_page: Any) -> None:
    page = open_page(viewport={"width": 1280, "height": 900})
    assert submit(page, STARTER.replace("raise NotImplementedError", "return 0.0", 1)) == "failed"
    assert submit(page, STARTER) == "failed"
    open_attempts(page)
    page.locator(ATTEMPTS).first.locator('[data-test="attempt-changes"]').click()
    page.locator(f"{PANEL} {VIEW}").wait_for()
    problems = audit(page, "two attempts, their changes open")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator(ATTEMPTS).first.locator('[data-test="attempt-changes"]').click()
    # The view drawn at this width is one text (the side-by-side one is replaced).
    page.locator(f'{PANEL} {VIEW}[data-layout="unified"]').wait_for()
    assert page.locator(VIEW).count() == 1
    page.locator(f"{PANEL} .compare-text > summary").click()  # the changes as text, open
    problems += audit(page, "at a phone's width, the unified view and the text open", widths=(390,))
    assert not problems, brief("\n".join(problems), 2000)

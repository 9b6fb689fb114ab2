"""Submit's result as a learner reads it: by function, a stub said once, a known mistake named
at the top of its function's group, the first failing check of each function open and the rest
folded, code and tracebacks in monospace. With the starter, a half-done answer and a full
pass."""

from __future__ import annotations

from typing import Any

from brief import brief

from authoring.mistakes import hint_covers, hint_paths

from .browser_helpers import RESULTS, ROOT, SLUG, finish_run, set_code

EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
STUB = 'def kl_k3(logp, ref_logp):\n    raise NotImplementedError("kl_k3 is not written yet")\n'
SAMPLE_STD = (EXERCISE / ".meta" / "wrong_answers" / "sample_std.py").read_text(encoding="utf-8")
SAMPLE_STD_SENTENCE = SAMPLE_STD.splitlines()[1].removeprefix("# mistake: ")
GROUP = '[data-test="check-group"]'

# Each group as the learner sees it: its function, its head, its notes, the rows shown open.
GROUPS = """() => [...document.querySelectorAll('[data-test="check-group"]')].map((group) => ({
  name: group.dataset.function,
  head: group.querySelector('h3').innerText.replace(/\\s+/g, ' ').trim(),
  notes: [...group.querySelectorAll('[data-test="not-written"]')].map((n) => n.innerText),
  open: [...group.querySelectorAll('[data-test="check"]')]
    .filter((row) => row.checkVisibility())
    .map((row) => row.querySelector('.check-name').textContent),
  folds: [...group.querySelectorAll('details')].map((d) => d.querySelector('summary').innerText),
  diagnoses: [...group.querySelectorAll('[data-test="diagnosis"]')]
    .map((n) => [...n.querySelectorAll('p')].map((line) => line.innerText.trim())),
  // The diagnosis comes before every check of its group (DOCUMENT_POSITION_FOLLOWING: 4).
  diagnosisFirst: [...group.querySelectorAll('[data-test="check"]')].every((row) =>
    (group.querySelector('[data-test="diagnosis"]')?.compareDocumentPosition(row) ?? 4) & 4),
}))"""


def submit(page: Any, code: str) -> list[dict[str, Any]]:
    set_code(page, code)
    finish_run(page, lambda: page.click('[data-test="submit"]'))
    return page.evaluate(GROUPS)


def font(page: Any, selector: str) -> str:
    return page.eval_on_selector(selector, "(node) => getComputedStyle(node).fontFamily")


def test_the_starter_says_once_what_is_not_written(page: Any) -> None:
    groups = submit(page, (EXERCISE / "starter.py").read_text(encoding="utf-8"))
    assert [g["name"] for g in groups] == ["group_advantages", "kl_k3", "grpo_objective"]
    by_name = {g["name"]: g for g in groups}
    assert by_name["kl_k3"]["notes"] == ["kl_k3 is not written yet: 4 checks wait on it."]
    assert by_name["group_advantages"]["head"] == "group_advantages 0 of 6 pass"
    assert all(g["open"] == [] for g in groups), brief(str(groups))  # only the notes show
    text = page.inner_text(RESULTS)  # what shows, folds closed
    assert "NotImplementedError" not in text, brief(text)
    assert page.locator('[data-test="check"]').count() == 19  # every check is still there


def test_a_half_done_answer_opens_the_first_failure_of_each_function(page: Any) -> None:
    # group_advantages wrong (sample std), kl_k3 a stub that grpo_objective calls.
    groups = submit(page, f"{REFERENCE}\n\n{SAMPLE_STD}\n\n{STUB}")
    by_name = {g["name"]: g for g in groups}
    advantages = by_name["group_advantages"]
    assert advantages["open"] == ["advantages_use_population_std"], brief(str(advantages))
    assert advantages["notes"] == [], brief(str(advantages))
    assert advantages["folds"] == ["4 more failing checks"], brief(str(advantages))
    # The known mistake, once, as text, above the checks; said in the run's announcement too.
    covered = hint_covers(ROOT, SLUG, hint_paths(ROOT, SLUG)).get("sample_std")
    pointer = [f"Hint {covered} covers it."] if covered else []
    said = [[f"Known mistake: {SAMPLE_STD_SENTENCE}", *pointer]]
    assert advantages["diagnoses"] == said, brief(str(groups))
    assert advantages["diagnosisFirst"], brief(str(advantages))
    assert all(g["diagnoses"] == [] for g in groups if g is not advantages), brief(str(groups))
    announced = page.text_content('[data-test="announce"]')
    assert announced.endswith(f"Known mistake: {SAMPLE_STD_SENTENCE}"), brief(announced)
    # inputs_are_not_modified calls all three functions: it waits where it stopped, at kl_k3.
    assert by_name["kl_k3"]["notes"] == ["kl_k3 is not written yet: 5 checks wait on it."]
    objective = by_name["grpo_objective"]
    assert objective["notes"] == [
        "grpo_objective: 9 checks wait on kl_k3, which is not written yet."
    ], brief(str(objective))
    assert objective["open"] == [], brief(str(objective))

    # The open failure: its call set as code, the values in monospace; a traceback too.
    first = "advantages_use_population_std"
    row = page.locator(f'[data-test="check"]:has(.check-name:text-is("{first}"))')
    assert row.locator(".check-message code").first.is_visible()
    assert "monospace" in font(page, f"{RESULTS} .check-message code")
    assert "monospace" in font(page, f"{RESULTS} .facts pre")
    set_code(page, f"{REFERENCE}\n\ndef kl_k3(logp, ref_logp):\n    return 1 / 0\n")
    finish_run(page, lambda: page.click('[data-test="submit"]'))
    assert "monospace" in font(page, f"{RESULTS} pre.check-message.traceback")
    assert "ZeroDivisionError" in page.inner_text(f'{GROUP}[data-function="kl_k3"]')


def test_a_full_pass_folds_every_check_under_its_count(page: Any) -> None:
    groups = submit(page, REFERENCE)
    assert page.get_attribute(RESULTS, "data-status") == "passed"
    heads = [g["head"] for g in groups]
    # inputs_are_not_modified, which calls all three, counts for the last one it called.
    assert heads == [
        "group_advantages 5 of 5 pass",
        "kl_k3 4 of 4 pass",
        "grpo_objective 10 of 10 pass",
    ], brief(str(heads))
    assert all(g["open"] == [] and g["notes"] == [] for g in groups), brief(str(groups))

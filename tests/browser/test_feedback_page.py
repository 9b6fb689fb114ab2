"""Feedback that teaches, on the page: one Submit of an answer with three kinds of mistake, one per
function, and what the page draws for each (the same fields the terminal prints:
tests/test_feedback.py):

- kl_k3 returns an extra axis: the message leads with the shapes, in words;
- group_advantages puts a nan in one element: both arrays are drawn in full, the differing cell
  marked (a highlight, and "(differs)" for a screen reader), and the nan named by position;
- grpo_objective adds arrays that do not broadcast: numpy's error explained in one line, with
  the raising frame's arrays.

axe finds nothing in either theme at 1280 and 390 px with all of it shown.
"""

from __future__ import annotations

from typing import Any

from brief import brief

from .axe_audit import audit
from .browser_helpers import RESULTS, ROOT, SLUG, finish_run, set_code

REFERENCE = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text(encoding="utf-8")
WRONG = (
    REFERENCE
    + """

def group_advantages(rewards, eps=1e-8):
    r = np.asarray(rewards, dtype=float)
    out = (r - r.mean(axis=1, keepdims=True)) / (r.std(axis=1, keepdims=True) + eps)
    out[0, 1] = np.nan
    return out


def kl_k3(logp, ref_logp):
    d = np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)
    return (np.exp(d) - d - 1)[..., None]


def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=bool)
    advantages = np.asarray(advantages, dtype=float)
    return float((mask * advantages).mean())
"""
)


def test_shapes_values_and_numpy_errors_read_in_the_learner_s_terms(page: Any) -> None:
    set_code(page, WRONG)
    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    text = page.inner_text(RESULTS)
    assert "got shape (3, 1), expected (3,): one axis too many, of size 1, at the end" in text, (
        brief(text)
    )
    table = page.locator('[data-test="value-table"]').first
    assert table.is_visible()
    differs = table.locator('[data-test="value-differs"]')
    assert differs.count() == 1 and differs.inner_text().startswith("nan")
    assert "nan at [0, 1]" in table.inner_text()
    explained = page.locator('[data-test="check-explained"]').first
    assert "do not broadcast" in explained.inner_text(), brief(text)
    assert "Arrays here:" in explained.inner_text()
    assert "mask bool (2, 3)" in explained.inner_text()
    problems = audit(page, "feedback: shapes, values and a numpy error shown")
    assert problems == [], "\n".join(problems)

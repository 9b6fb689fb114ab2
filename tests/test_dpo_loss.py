"""The dpo-loss exercise: the reference stays exact, to the last digits, for margins up to 1e4
(the checks' expected values come from the reference, so they cannot show its own accuracy), and
the wrong answers derive another key.

(What every exercise must satisfy is tests/test_exercises.py's job, correct answers written
another way included (.meta/variants); that every wrong answer fails the check it names is
tests/test_golden.py's.)"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from conftest import ROOT

from practice.keys import key_material, load_key_inputs

SLUG = "dpo-loss"
EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("sequence_logps", "dpo_loss", "ipo_loss")
# The correct answer written another way, which tests/test_diagnosis.py also runs (never named).
VARIANT = (EXERCISE / ".meta" / "variants" / "fsum_loops.py").read_text("utf-8")


def _namespace(source: str) -> dict[str, Any]:
    scope: dict[str, Any] = {}
    exec(compile(source, "answer.py", "exec"), scope)  # noqa: S102 - our own sources
    return scope


def test_dpo_loss_is_finite_and_exact_for_margins_up_to_1e4() -> None:
    dpo_loss = _namespace(REFERENCE)["dpo_loss"]
    for h in (-1e4, -5000.25, -745.5, -709.8, -40.0, -1e-9, 0.0, 2.5, 40.0, 709.8, 745.5, 1e4):
        for ls in (0.0, 0.05, 0.5, 1.0):
            loss, _, _ = dpo_loss([h], [0.0], [0.0], [0.0], beta=1.0, label_smoothing=ls)

            def softplus(z: float) -> float:
                return max(z, 0.0) + math.log1p(math.exp(-abs(z)))

            exact = (1 - ls) * softplus(-h) + ls * softplus(h)
            assert type(loss) is float and math.isfinite(loss)
            assert math.isclose(loss, exact, rel_tol=1e-14, abs_tol=1e-300), (h, ls, loss, exact)


# --- the solution lock -----------------------------------------------------------------------

# Right numbers with the wrong type, a warning or a side effect that leaves the sum unchanged:
# only the checks can tell these from a correct answer.
KEY_BLIND = {
    "dpo_returns_numpy_float",
    "ipo_returns_numpy_float",
    "seq_keeps_integer_dtype",
    "seq_exp_before_mask",
    "seq_zeroes_padding_in_place",
}


def test_wrong_answers_derive_another_key() -> None:
    calls = load_key_inputs(ROOT, SLUG)
    right = key_material(calls, {k: _namespace(REFERENCE)[k] for k in FUNCTIONS})
    for path in WRONG:
        scope = _namespace(REFERENCE + "\n\n" + path.read_text(encoding="utf-8"))
        try:
            with np.errstate(all="ignore"):
                material = key_material(calls, {k: scope[k] for k in FUNCTIONS})
        except Exception:
            continue  # it can't even produce numbers
        if path.stem in KEY_BLIND:
            continue
        assert material != right, f"{path.name} derives the reference's key"

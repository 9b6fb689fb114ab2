"""The dpo-loss exercise: the reference gives the worked examples below and stays exact for huge
margins, a correct answer in another float order passes and derives the same key, wrong answers
derive another key, and the key inputs are not the examples' pairs.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.keys import key_material, load_key_inputs
from practice.runner import run

SLUG = "dpo-loss"
EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("sequence_logps", "dpo_loss", "ipo_loss")

# A correct answer written another way (loops, other summation order, math.fsum): it must pass
# every check and derive the same key as the reference.
VARIANT = """
import math
import numpy as np

def sequence_logps(token_logps, mask):
    x = np.asarray(token_logps, dtype=float)
    m = np.asarray(mask, dtype=bool)
    return np.array([math.fsum(x[i][m[i]][::-1]) for i in range(x.shape[0])])

def _softplus(z):
    return max(z, 0.0) + math.log1p(math.exp(-abs(z)))

def dpo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1,
             label_smoothing=0.0):
    pc, pr, rc, rr = (np.asarray(a, dtype=float) for a in
                      (policy_chosen, policy_rejected, ref_chosen, ref_rejected))
    chosen = beta * pc - beta * rc
    rejected = beta * pr - beta * rr
    h = beta * ((pc - pr) - (rc - rr))
    terms = [(1 - label_smoothing) * _softplus(-v) + label_smoothing * _softplus(v) for v in h]
    return math.fsum(terms) / len(terms), chosen, rejected

def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    pc, pr, rc, rr = (np.asarray(a, dtype=float) for a in
                      (policy_chosen, policy_rejected, ref_chosen, ref_rejected))
    x = (pc - pr) - (rc - rr)
    return math.fsum(((x - 0.5 / beta) ** 2).tolist()) / len(x)
"""


def _namespace(source: str) -> dict[str, Any]:
    scope: dict[str, Any] = {}
    exec(compile(source, "answer.py", "exec"), scope)  # noqa: S102 - our own sources
    return scope


# --- worked examples: fixed inputs and the outputs they must give, rtol 1e-9 --------------------

PAIRS = {
    "policy_chosen": [-12.5, -30.0],
    "policy_rejected": [-14.0, -28.5],
    "ref_chosen": [-13.0, -29.0],
    "ref_rejected": [-13.5, -29.5],
}
LARGE = {
    "policy_chosen": [-10.0, -10010.0],
    "policy_rejected": [-30.0, -30.0],
    "ref_chosen": [-10010.0, -10.0],
    "ref_rejected": [-30.0, -30.0],
}


def _same(got: Any, expected: Any) -> None:
    np.testing.assert_allclose(np.asarray(got, dtype=float), expected, rtol=1e-9, atol=0)


@pytest.mark.parametrize("source", [REFERENCE, VARIANT], ids=["reference", "variant"])
def test_worked_examples(source: str) -> None:
    f = _namespace(source)
    _same(
        f["sequence_logps"](
            token_logps=[[-0.5, -1.25, 0.0], [-2.0, -0.75, 99.0]],
            mask=[[True, True, False], [True, False, False]],
        ),
        [-1.75, -2.0],
    )
    for kwargs, loss, chosen, rejected in (
        ({}, 0.7212677647275814, [0.05, -0.1], [-0.05, 0.1]),
        ({"beta": 0.5, "label_smoothing": 0.1}, 0.8686693358491647, [0.25, -0.5], [-0.25, 0.5]),
    ):
        got = f["dpo_loss"](**PAIRS, **kwargs)
        _same(got[0], loss)
        _same(got[1], chosen)
        _same(got[2], rejected)
    got = f["dpo_loss"](**LARGE, beta=1.0)
    _same(got[0], 5000.0)
    _same(got[1], [10000.0, -10000.0])
    _same(got[2], [0.0, 0.0])
    _same(f["ipo_loss"](**PAIRS), 32.5)
    _same(f["ipo_loss"](**PAIRS, beta=0.5), 4.5)


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


def test_a_correct_answer_in_another_float_order_passes_and_derives_the_same_key() -> None:
    # How long the checks take is not asserted (a loaded CI machine would fail a timed test).
    reference = run(ROOT, SLUG, REFERENCE, "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    failing = [(c["name"], c["message"]) for c in variant["checks"] if c["status"] != "pass"]
    assert failing == [] and variant["status"] == "passed"
    assert reference["unlock"] and variant["unlock"] == reference["unlock"]


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


def test_the_key_inputs_are_not_the_examples_pairs() -> None:
    """(That they are none of the checks' inputs is tests/test_lock.py's job.)"""
    seen = [np.asarray(column) for column in PAIRS.values()]
    for key in load_key_inputs(ROOT, SLUG):
        scope: dict[str, Any] = {"np": np, **_namespace(REFERENCE)}
        exec(key.setup, scope)  # noqa: S102 - our own key inputs
        arrays = [v for v in scope.values() if isinstance(v, np.ndarray) and v.dtype != bool]
        for value in arrays:
            assert not any(s.shape == value.shape and np.array_equal(s, value) for s in seen), (
                f"a key input of {key.call} is also an example's input"
            )

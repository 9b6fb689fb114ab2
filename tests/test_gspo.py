"""The gspo exercise: the reference gives the worked examples below, a second, loop-based
correct answer passes and derives the same key, and every key input holds ±1e300 padding.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "gspo"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("sequence_ratio", "gspo_objective", "clip_fraction")
T, F = True, False

# A correct answer written another way: Python loops, math.fsum in reverse order, min/max in place
# of np.clip. It must pass every check and derive the reference's key material.
LOOPS = """
import math

import numpy as np


def _mean_log_ratios(logp, old_logp, mask):
    rows = zip(np.asarray(logp).tolist(), np.asarray(old_logp).tolist(), np.asarray(mask).tolist())
    for new_row, old_row, mask_row in rows:
        diffs = [float(a) - float(b) for a, b, m in zip(new_row, old_row, mask_row) if m]
        yield math.fsum(reversed(diffs)) / len(diffs)


def sequence_ratio(logp, old_logp, mask):
    return np.array([math.exp(m) for m in _mean_log_ratios(logp, old_logp, mask)])


def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    total = 0.0
    for s, a in zip(ratios, np.asarray(advantages).tolist()):
        clipped = min(max(s, 1.0 - eps_low), 1.0 + eps_high)
        total += min(s * a, clipped * a)
    return total / len(ratios)


def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    return sum(s < 1.0 - eps_low or s > 1.0 + eps_high for s in ratios) / len(ratios)
"""


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source(EXERCISE / ".meta" / "solution.py"), namespace)
    return namespace


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


def _same_float(got: Any, expected: float) -> None:
    assert type(got) is float and math.isclose(got, expected, rel_tol=1e-9), (got, expected)


# Worked examples: fixed inputs and the outputs they must give, written out as they print.
def test_reference_gives_the_worked_examples(reference: dict[str, Any]) -> None:
    ratio, objective, fraction = (reference[name] for name in FUNCTIONS)
    got = ratio(
        [[-1.0, -2.0, -0.5], [-0.7, 1e300, 1e300]],
        [[-1.1, -1.9, -0.8], [-0.5, -1e300, -1e300]],
        [[T, T, T], [T, F, F]],
    )
    _close(got, [1.1051709180756477, 0.8187307530779819])
    got = ratio(
        [[-2.5] * 1000 + [1e300] * 200], [[-0.5] * 1000 + [-1e300] * 200], [[T] * 1000 + [F] * 200]
    )
    _close(got, [0.1353352832366127])
    logp = [[-1.0, -2.0], [-0.5, -1.5], [-0.25, -3.0]]
    old_logp = [[-1.0002, -2.0004], [-0.501, -1.5], [-0.249, -2.9998]]
    mask = [[T, T], [T, T], [T, T]]
    _close(
        ratio(logp, old_logp, mask), [1.0003000450045003, 1.0005001250208359, 0.9994001799640054]
    )
    _same_float(objective(logp, old_logp, [0.5, 1.0, 1.5], mask), 0.9998834308160861)
    _same_float(objective(logp, old_logp, [0.5, 1.0, -1.5], mask), 0.0003333408340833177)
    _same_float(fraction(logp, old_logp, mask), 0.6666666666666666)
    got = fraction(
        [[np.log(0.75)], [np.log(1.5)], [np.log(1.6)]],
        [[0.0], [0.0], [0.0]],
        [[T], [T], [T]],
        eps_low=0.25,
        eps_high=0.5,
    )
    _same_float(got, 0.3333333333333333)


def test_a_correct_answer_written_with_loops_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    result = run(ROOT, SLUG, LOOPS, "checks")
    assert [c["message"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["unlock"] == reference["unlock"]


def test_every_key_input_holds_1e300_padding() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert keys and all("1e300" in k.setup for k in keys), "every key input holds ±1e300 padding"

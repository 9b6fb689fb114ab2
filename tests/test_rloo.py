"""The rloo exercise: the reference gives the worked examples below, and a key input holds
±1e300 in its padding.

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

SLUG = "rloo"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("kl_shaped_rewards", "rloo_advantages", "reinforce_loss")
T, F = True, False


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source(EXERCISE / ".meta" / "solution.py"), namespace)
    return namespace


def _close(got: Any, expected: Any) -> None:
    assert np.shape(got) == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


# Worked examples: fixed inputs and the outputs they must give, written out as they print.
def test_reference_gives_the_worked_examples(reference: dict[str, Any]) -> None:
    shaped, advantages, loss = (reference[name] for name in FUNCTIONS)
    got = shaped(
        scores=[1.0, 0.0, 1.0],
        logp=[[-0.5, -1.0, -0.2], [-0.3, 5.0, 5.0], [-1.2, -0.4, 5.0]],
        ref_logp=[[-0.7, -0.8, -0.5], [-0.9, -5.0, -5.0], [-0.8, -0.2, -5.0]],
        mask=[[T, T, T], [T, F, F], [T, T, F]],
        beta=0.1,
    )
    _close(got, [0.97, -0.06000000000000001, 1.06])
    got = shaped(
        scores=[0.5, 2.0],
        logp=[[-1.0, -2.0], [-0.5, -0.5]],
        ref_logp=[[-1.5, -1.0], [-0.5, -0.7]],
        mask=[[T, T], [T, T]],
    )
    _close(got, [0.525, 1.99])
    _close(
        advantages(rewards=[[0.97, -0.06000000000000001, 1.06]]),
        [[0.47, -1.075, 0.6050000000000001]],
    )
    _close(advantages(rewards=[[1.0, 0.0], [0.5, 0.5]]), [[1.0, -1.0], [0.0, 0.0]])
    two_thirds = 0.6666666666666667
    _close(
        advantages(rewards=[[1, 0, 0, 1]]),
        [[two_thirds, -0.6666666666666666, -0.6666666666666666, two_thirds]],
    )
    with pytest.raises(ValueError):
        advantages(rewards=[[1.0], [0.0]])
    value = loss(seq_logps=[[-1.7, -0.3, -1.6]], advantages=[[0.47, -1.075, 0.6050000000000001]])
    assert type(value) is float and math.isclose(value, 0.48150000000000004, rel_tol=1e-9)
    value = loss(seq_logps=[-12.0, -7.5, -30.25], advantages=[0.5, -1.0, 0.5])
    assert type(value) is float and math.isclose(value, 4.541666666666667, rel_tol=1e-9)


def test_a_key_input_holds_1e300_in_its_padding() -> None:
    padded = [k for k in load_key_inputs(ROOT, SLUG) if "1e300" in k.setup]
    assert padded, "some key input must hold ±1e300 in its padding"

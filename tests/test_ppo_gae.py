"""The ppo-gae exercise: the reference gives the worked examples below, a correct answer written
another way passes and derives the same key, and a key input holds an unused huge V_T.

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

SLUG = "ppo-gae"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("gae", "ppo_clip_loss", "value_loss")
T, F = True, False

# A correct answer written another way: explicit loops, each advantage summed forwards from
# its own step instead of by the backward recursion, so its last bits differ from the reference.
VARIANT = """
import math
import numpy as np

def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    r = np.array(rewards, dtype=float)
    v = np.array(values, dtype=float)
    d = np.array(dones, dtype=bool)
    steps = r.shape[0]
    r2, v2, d2 = r.reshape(steps, -1), v.reshape(steps + 1, -1), d.reshape(steps, -1)
    adv = np.zeros(r2.shape)
    for e in range(r2.shape[1]):
        deltas = [r2[t, e] + (0.0 if d2[t, e] else gamma * v2[t + 1, e]) - v2[t, e]
                  for t in range(steps)]
        for t in range(steps):
            total, weight = 0.0, 1.0
            for k in range(t, steps):
                total += weight * deltas[k]
                if d2[k, e]:
                    break
                weight *= gamma * lam
            adv[t, e] = total
    adv = adv.reshape(r.shape)
    return adv, adv + v[:-1]

def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    items = zip(np.ravel(logp).tolist(), np.ravel(old_logp).tolist(),
                np.ravel(advantages).tolist())
    terms = []
    for new, old, a in items:
        ratio = math.exp(new - old)
        clipped = min(max(ratio, 1.0 - clip_eps), 1.0 + clip_eps)
        terms.append(min(ratio * a, clipped * a))
    return -math.fsum(terms) / len(terms)

def value_loss(values, old_values, returns, clip_eps=0.2):
    items = zip(np.ravel(values).tolist(), np.ravel(old_values).tolist(),
                np.ravel(returns).tolist())
    terms = []
    for new, old, target in items:
        moved = old + min(max(new - old, -clip_eps), clip_eps)
        terms.append(max((new - target) ** 2, (moved - target) ** 2))
    return 0.5 * math.fsum(terms) / len(terms)
"""


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    return _functions(_source(EXERCISE / ".meta" / "solution.py"))


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


def _close_float(got: Any, expected: float) -> None:
    assert type(got) is float and math.isclose(got, expected, rel_tol=1e-9), (got, expected)


# Worked examples: fixed inputs and the outputs they must give, written out as they print.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    gae, clip_loss, value_loss = (functions[name] for name in FUNCTIONS)

    adv, ret = gae(rewards=[1.0, 0.0, 2.0], values=[0.5, 0.4, 0.3, 0.2], dones=[F, F, F])
    _close(adv, [2.4779858944999997, 1.682069, 1.898])
    _close(ret, [2.9779858944999997, 2.082069, 2.198])

    adv, ret = gae(
        rewards=[[1.0, 0.0], [0.0, 1.0], [2.0, 0.5], [0.0, 1.0]],
        values=[[0.5, 0.2], [0.4, 0.1], [0.3, 0.9], [1.0, 0.3], [0.7, 0.6]],
        dones=[[F, F], [T, F], [F, F], [F, T]],
        gamma=0.9,
        lam=0.8,
    )
    _close(adv, [[0.5720000000000001, 1.3150816], [-0.4, 1.97928], [2.3336, 0.374], [-0.37, 0.7]])
    _close(ret, [[1.072, 1.5150816], [0.0, 2.07928], [2.6336, 1.274], [0.63, 1.0]])

    adv, ret = gae(rewards=[1.0, 1.0], values=[0.5, 0.5, 9.0], dones=[F, T], gamma=0.5, lam=0.5)
    _close(adv, [0.875, 0.5])
    _close(ret, [1.375, 1.0])

    got = clip_loss(
        logp=[-1.0, -0.5, -2.0, -0.1],
        old_logp=[-1.2, -1.0, -1.5, -0.1],
        advantages=[1.0, -1.0, 2.0, 0.5],
    )
    _close_float(got, -0.31608501218128465)
    got = clip_loss(
        logp=[[-0.3, -1.1], [-0.7, -2.0]],
        old_logp=[[-0.5, -0.9], [-0.7, -1.6]],
        advantages=[[2.0, -1.0], [3.0, -0.5]],
        clip_eps=0.1,
    )
    _close_float(got, -0.9625000000000001)

    got = value_loss(values=[1.0, 0.5, -0.2], old_values=[0.7, 0.6, 0.3], returns=[2.0, 0.0, 0.1])
    _close_float(got, 0.25833333333333336)
    got = value_loss(values=[2.0, -1.0], old_values=[0.0, 0.0], returns=[1.0, -3.0], clip_eps=0.5)
    _close_float(got, 1.8125)


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def test_a_key_input_has_an_unused_huge_final_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.call or "1e300" in k.setup for k in keys), "an unused huge V_T"

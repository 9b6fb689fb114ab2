"""The muzero-search exercise: the reference gives the worked examples below, an independent
correct answer passes and derives the same key, and a key input holds ±1e300.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "muzero-search"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("ucb_scores", "select_child", "visit_policy", "n_step_targets")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


REFERENCE = _text(EXERCISE / ".meta" / "solution.py")

# A second correct answer, written from the statement's formulas with plain Python loops: another
# order of operations, log1p for the log term and (n / max)^(1/T) instead of log space.
INDEPENDENT = """
import math

import numpy as np


def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    counts = [int(x) for x in n]
    total = sum(counts)
    scale = (c1 + math.log1p((total + 1) / c2)) * math.sqrt(total)
    out = []
    for qa, na, pa in zip(q, counts, prior):
        if na == 0:
            value = 0.0
        elif q_max > q_min:
            value = (float(qa) - q_min) / (q_max - q_min)
        else:
            value = float(qa)
        out.append(value + float(pa) * scale / (na + 1))
    return np.array(out)


def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    scores = ucb_scores(q, n, prior, q_min, q_max, c1, c2).tolist()
    return scores.index(max(scores))


def visit_policy(n, temperature=1.0):
    counts = [float(x) for x in n]
    top = max(counts)
    if top <= 0:
        raise ValueError("nothing was visited")
    if temperature == 0:
        first = counts.index(top)
        return np.array([float(i == first) for i in range(len(counts))])
    weights = [(c / top) ** (1.0 / temperature) if c > 0 else 0.0 for c in counts]
    total = math.fsum(weights)
    return np.array([w / total for w in weights])


def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n < 1")
    r, v = [float(x) for x in rewards], [float(x) for x in values]
    out = np.zeros(len(r))
    for t in range(len(r)):
        steps = range(t, min(t + n, len(r)))
        bootstrap = gamma**n * v[t + n] if t + n < len(r) else 0.0
        out[t] = math.fsum(gamma ** (i - t) * r[i] for i in reversed(steps)) + bootstrap
    return out
"""


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(REFERENCE, namespace)
    return namespace


def _close(got: Any, expected: list[float]) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == (len(expected),)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got.tolist(), expected)


# Worked examples, number for number: fixed inputs and the outputs they must give.
def test_reference_gives_the_worked_examples(reference: dict[str, Any]) -> None:
    ucb, select, policy, targets = (reference[name] for name in FUNCTIONS)
    _close(
        ucb([0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0),
        [0.8542048258670556, 1.1167175456005187, 1.2502543946692597],
    )
    _close(
        ucb([0.4, 0.7, 0.9], [2, 5, 0], [0.1, 0.6, 0.3], 0.4, 0.4),
        [0.5102755320235343, 1.0308265960706027, 0.9924797882118084],
    )
    for args, index in (
        (([0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0), 2),
        (([0.5, 0.5, 0.2], [2, 2, 1], [0.3, 0.3, 0.4], 0.0, 1.0), 0),
        (([0.0, 0.0, 0.0], [0, 0, 0], [0.2, 0.5, 0.3], 0.0, 0.0), 0),
    ):
        got = select(*args)
        assert type(got) is int and got == index
    _close(
        policy([3, 1, 3, 0], temperature=0.5),
        [0.47368421052631576, 0.05263157894736841, 0.47368421052631576, 0.0],
    )
    _close(policy([3, 1, 3, 0]), [0.4285714285714286, 0.14285714285714288, 0.4285714285714286, 0.0])
    _close(policy([3, 1, 3, 0], temperature=0), [1.0, 0.0, 0.0, 0.0])
    _close(
        policy([1000000, 999000, 5, 0], temperature=0.01),
        [0.5249916645841336, 0.47500833541586635, 0.0, 0.0],
    )
    with pytest.raises(ValueError):
        policy([0, 0, 0])
    _close(
        targets([1.0, 0.0, 2.0, 1.0], [3.0, 2.0, 1.0, 0.5], 3, gamma=0.9),
        [2.9845, 2.6100000000000003, 2.9, 1.0],
    )
    _close(targets([0.5, -1.0, 2.0], [1.0, 2.0, 3.0], 5, gamma=0.5), [0.5, 0.0, 2.0])
    _close(targets([1, 0, 2], [10, 20, 30], 1, gamma=0.5), [11.0, 15.0, 2.0])


def test_an_independent_correct_answer_passes_and_derives_the_same_key() -> None:
    result = run(ROOT, SLUG, INDEPENDENT, "checks")
    assert [c["message"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["unlock"] == run(ROOT, SLUG, REFERENCE, "checks")["unlock"]


def test_a_key_input_holds_1e300() -> None:
    assert any("1e300" in k.setup for k in load_key_inputs(ROOT, SLUG))

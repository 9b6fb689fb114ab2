"""The bandits exercise: the reference gives the worked examples below, a correct answer written
another way passes every check and derives the same key, and the edge cases the spec lists.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.runner import run

SLUG = "bandits"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("action_values", "epsilon_greedy_probs", "ucb_action", "gradient_bandit_update")

# A correct answer written from the statement another way: sample averages as per-arm means
# (order does not matter for them), the constant step in its closed form, ties found by sorting,
# UCB scores in a Python loop, and the softmax through logaddexp.
VARIANT = """
import math
import numpy as np

def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    acts = [int(a) for a in np.ravel(actions)]
    rews = [float(r) for r in np.ravel(rewards)]
    out = np.empty(int(num_arms))
    for arm in range(int(num_arms)):
        mine = [r for a, r in zip(acts, rews) if a == arm]
        n = len(mine)
        if n == 0:
            out[arm] = initial
        elif step_size is None:
            out[arm] = math.fsum(mine) / n
        else:
            a = float(step_size)
            terms = [a * (1 - a) ** (n - 1 - i) * r for i, r in enumerate(mine)]
            out[arm] = (1 - a) ** n * initial + math.fsum(terms)
    return out

def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.array(q, dtype=float)
    rows = q.reshape(-1, q.shape[-1])
    k = rows.shape[1]
    out = np.empty_like(rows)
    for i, row in enumerate(rows):
        top = sorted(row.tolist())[-1]
        tied = [j for j in range(k) if row[j] == top]
        for j in range(k):
            out[i, j] = epsilon / k + ((1 - epsilon) / len(tied) if j in tied else 0.0)
    return out.reshape(q.shape)

def ucb_action(q, counts, c=2 ** 0.5):
    counts = [int(x) for x in np.ravel(counts)]
    values = [float(x) for x in np.ravel(q)]
    if 0 in counts:
        return counts.index(0)
    n = sum(counts)
    best, best_score = 0, -math.inf
    for a, (v, m) in enumerate(zip(values, counts)):
        score = v + c * math.sqrt(math.log(n) / m)
        if score > best_score:
            best, best_score = a, score
    return best

def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.array(h, dtype=float)
    log_pi = h - np.logaddexp.reduce(h)
    pi = np.exp(log_pi)
    step = step_size * (reward - baseline)
    out = h - step * pi
    out[int(action)] += step
    return out
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


# Worked examples: the statement's calls and the values they must give, as they print.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    values, eps_greedy, ucb, gradient = (functions[name] for name in FUNCTIONS)

    got = values(actions=[0, 1, 0, 2, 0], rewards=[1.0, 2.0, 3.0, 0.5, 2.0], num_arms=4)
    _close(got, [2.0, 2.0, 0.5, 0.0])
    got = values(
        actions=[0, 1, 0, 2, 0],
        rewards=[1.0, 2.0, 3.0, 0.5, 2.0],
        num_arms=4,
        step_size=0.5,
        initial=5.0,
    )
    _close(got, [2.5, 3.5, 2.75, 5.0])

    _close(eps_greedy(q=[0.2, 0.9, 0.1, 0.5]), [0.025, 0.925, 0.025, 0.025])
    got = eps_greedy(q=[[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0]], epsilon=0.2)
    _close(got, [[0.05, 0.45, 0.45, 0.05], [0.25, 0.25, 0.25, 0.25]])

    for kwargs, expected in (
        ({"q": [0.9, 5.0, 0.0, 0.3], "counts": [4, 1, 2, 0]}, 3),
        ({"q": [1.51, 0.0], "counts": [10, 1]}, 0),
        ({"q": [0.7, 0.2, 0.7], "counts": [5, 5, 5], "c": 1.0}, 0),
    ):
        got = ucb(**kwargs)
        assert type(got) is int and got == expected, (kwargs, got)

    got = gradient(h=[1000.0, 1001.0, 999.0], action=1, reward=1.0, baseline=0.5)
    _close(got, [999.9877635764473, 1001.0167379522113, 998.9954984713415])


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def test_a_wrong_arm_and_a_wrong_type_read_as_themselves() -> None:
    """What a failed ucb_action check reports as got and expected: the arm as an index ("2",
    not "'2'" or "2.0"), the type by its name."""
    reference = _source(EXERCISE / ".meta" / "solution.py")
    wrong = EXERCISE / ".meta" / "wrong_answers"
    highest = run(ROOT, SLUG, reference + _source(wrong / "highest_index_on_ties.py"), "checks")
    rows = {c["name"]: c for c in highest["checks"]}
    assert (
        rows["ucb_matches_spec_examples"]["got"],
        rows["ucb_matches_spec_examples"]["expected"],
    ) == ("2", "0")
    numpy_int = run(ROOT, SLUG, reference + _source(wrong / "returns_numpy_integer.py"), "checks")
    row = next(c for c in numpy_int["checks"] if c["name"] == "ucb_returns_a_python_int")
    assert (row["got"], row["expected"]) == ("numpy.int64", "int")


def test_edge_cases(reference: dict[str, Any]) -> None:
    values, eps_greedy, ucb, gradient = (reference[name] for name in FUNCTIONS)
    # T = 0 under both rules, with an int initial: a float64 table of `initial`.
    _close(values([], [], 3, initial=2), [2.0, 2.0, 2.0])
    _close(values(np.array([], dtype=np.int16), [], 2, step_size=0.3), [0.0, 0.0])
    # The count is per arm: arm 1's second pull (global step 3) has step 1/2.
    _close(values([0, 1, 0, 1], [4.0, 1.0, 0.0, 3.0], 2), [2.0, 2.0])
    # A constant step of 1 keeps the last reward; with 0 the estimate never moves.
    _close(values([1, 1], [5.0, 7.0], 2, step_size=1.0, initial=9.0), [9.0, 7.0])
    _close(values([1, 1], [5.0, 7.0], 2, step_size=0.0, initial=9.0), [9.0, 9.0])

    # Exact ties only; leading axes; k = 1; the rows sum to 1.
    _close(eps_greedy([1.0, 1.0 + 1e-12]), [0.05, 0.95])
    _close(eps_greedy(np.zeros((2, 1, 1))), np.ones((2, 1, 1)))
    probs = eps_greedy(np.arange(24.0).reshape(2, 3, 4) % 5, epsilon=0.3)
    assert probs.shape == (2, 3, 4) and np.allclose(probs.sum(axis=-1), 1.0)

    # A zero count at any index, numpy integer counts of any width, k = 1.
    assert ucb([5.0, 0.0, 0.0], np.array([1, 1, 0], dtype=np.uint8)) == 2
    assert ucb([5.0, 0.0, 0.0], np.array([0, 1, 0], dtype=np.int32)) == 0
    assert ucb([0.3], [1]) == 0 and type(ucb([0.3], [1])) is int

    # k = 1 leaves h unchanged; a numpy integer action; preferences at +-1e4 stay exact.
    _close(gradient([7.0], np.int8(0), 3.0, 1.0), [7.0])
    got = gradient([1e4, -1e4], np.int64(1), 2.0, 0.0, 0.5)
    _close(got, [1e4 - 1.0, -1e4 + 1.0])
    assert math.isfinite(gradient([-1e4, -1e4 - 3.0], 0, 1.0, 0.0).sum())

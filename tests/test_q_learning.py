"""The q-learning exercise: the reference gives the worked examples below, a correct answer
written another way passes every check and derives the same key, and the relations the statement
promises hold (epsilon = 0 is Q-learning, epsilon = 1 the row's mean, T = 0 a copy).

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

SLUG = "q-learning"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("q_learning", "sarsa", "expected_sarsa")
T, F = True, False

# A correct answer written another way, from the statement alone: the table is a list of Python
# lists, the three methods share one function that takes the next-state value as a callback,
# and Expected SARSA's expectation is summed action by action in plain Python.
VARIANT = """
import numpy as np

def _run(q, states, actions, rewards, next_states, dones, alpha, gamma, next_value):
    rows = [[float(x) for x in row] for row in np.asarray(q).tolist()]
    s_ = [int(x) for x in np.ravel(states)]
    a_ = [int(x) for x in np.ravel(actions)]
    r_ = [float(x) for x in np.ravel(rewards)]
    n_ = [int(x) for x in np.ravel(next_states)]
    d_ = [bool(x) for x in np.ravel(dones)]
    for t in range(len(s_)):
        y = r_[t]
        if not d_[t]:
            y = y + gamma * next_value(rows, t, n_[t])
        old = rows[s_[t]][a_[t]]
        rows[s_[t]][a_[t]] = old + alpha * (y - old)
    return np.array(rows, dtype=np.float64).reshape(np.shape(q))

def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    return _run(q, states, actions, rewards, next_states, dones, alpha, gamma,
                lambda rows, t, s: max(rows[s]))

def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    taken = [int(x) for x in np.ravel(next_actions)]
    return _run(q, states, actions, rewards, next_states, dones, alpha, gamma,
                lambda rows, t, s: rows[s][taken[t]])

def expected_sarsa(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99,
                   epsilon=0.1):
    def expectation(rows, t, s):
        row = rows[s]
        best = max(row)
        tied = sum(1 for x in row if x == best)
        total = 0.0
        for x in row:
            p = epsilon / len(row) + ((1.0 - epsilon) / tied if x == best else 0.0)
            total += p * x
        return total
    return _run(q, states, actions, rewards, next_states, dones, alpha, gamma, expectation)
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


def _batch() -> dict[str, Any]:
    return {
        "q": [[0.0, 1.0], [0.5, 0.5], [2.0, -1.0]],
        "states": [0, 1, 0, 2],
        "actions": [1, 0, 1, 1],
        "rewards": [1.0, -1.0, 0.5, 2.0],
        "next_states": [1, 2, 2, 0],
        "dones": [F, F, T, F],
    }


# Worked examples: the statement's calls and the values they must give, as they print.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    q_learning, sarsa, expected_sarsa = (functions[name] for name in FUNCTIONS)

    got = q_learning(**_batch(), alpha=0.5, gamma=0.9)
    _close(got, [[0.0, 0.8625], [0.65, 0.5], [2.0, 0.888125]])
    batch = _batch()
    batch["q"] = [[0, 1], [2, 2], [1, 0]]
    got = q_learning(**batch)
    _close(got, [[0.0, 1.1281999999999999], [1.799, 2.0], [1.0, 0.3116918]])

    got = sarsa(**_batch(), next_actions=[0, 0, 1, 0], alpha=0.5, gamma=0.9)
    _close(got, [[0.0, 0.8625], [0.65, 0.5], [2.0, 0.5]])

    got = expected_sarsa(**_batch(), alpha=0.5, gamma=0.9, epsilon=0.2)
    _close(got, [[0.0, 0.8625], [0.515, 0.5], [2.0, 0.8493125000000001]])
    got = expected_sarsa(**_batch(), alpha=0.5, gamma=0.9, epsilon=0.0)
    _close(got, [[0.0, 0.8625], [0.65, 0.5], [2.0, 0.888125]])
    got = expected_sarsa(
        q=[[0.0, 1.0], [0.0, 0.0]],
        states=[0, 1],
        actions=[0, 0],
        rewards=[4.0, 0.0],
        next_states=[1, 0],
        dones=[T, F],
        alpha=0.5,
        gamma=1.0,
        epsilon=0.5,
    )
    _close(got, [[2.0, 1.0], [0.875, 0.0]])


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def _random_batch(seed: int, states: int, actions: int, steps: int) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    return {
        "q": rng.normal(size=(states, actions)),
        "states": rng.integers(0, states, size=steps),
        "actions": rng.integers(0, actions, size=steps),
        "rewards": rng.normal(size=steps),
        "next_states": rng.integers(0, states, size=steps),
        "dones": rng.random(steps) < 0.25,
    }


def test_epsilon_spans_q_learning_to_the_row_mean(reference: dict[str, Any]) -> None:
    q_learning, sarsa, expected_sarsa = (reference[name] for name in FUNCTIONS)
    batch = _random_batch(3, states=4, actions=3, steps=30)
    _close(expected_sarsa(**batch, epsilon=0.0), q_learning(**batch))
    # epsilon = 1: the plain mean of the row, i.e. SARSA averaged over every next action.
    table = np.array(batch["q"], dtype=float)
    for t in range(30):
        s, a, s2 = batch["states"][t], batch["actions"][t], batch["next_states"][t]
        future = 0.0 if batch["dones"][t] else 0.99 * table[s2].mean()
        table[s, a] += 0.1 * (batch["rewards"][t] + future - table[s, a])
    _close(expected_sarsa(**batch, epsilon=1.0), table)
    # SARSA whose next actions are the greedy ones (no ties in random rows) is Q-learning,
    # as long as those actions are read from the table each update will see.
    first = {k: (v[:1] if k != "q" else v) for k, v in batch.items()}
    greedy = [int(np.argmax(np.asarray(batch["q"])[first["next_states"][0]]))]
    _close(sarsa(**first, next_actions=greedy), q_learning(**first))


def test_edge_cases(reference: dict[str, Any]) -> None:
    q_learning, sarsa, expected_sarsa = (reference[name] for name in FUNCTIONS)
    # T = 0: a float64 copy of any table, for each function.
    table = np.array([[1, 2], [3, 4]], dtype=np.int32)
    for got in (
        q_learning(table, [], [], [], [], []),
        sarsa(table, [], [], [], [], [], []),
        expected_sarsa(table, [], [], [], [], []),
    ):
        _close(got, [[1.0, 2.0], [3.0, 4.0]])
        assert not np.shares_memory(got, table)
    # A = 1: every method has the same target.
    one = {
        "q": [[1.0], [2.0], [-1.0]],
        "states": [0, 1, 2, 0],
        "actions": [0, 0, 0, 0],
        "rewards": [0.5, -0.5, 1.0, 2.0],
        "next_states": [1, 2, 0, 0],
        "dones": [F, F, T, F],
    }
    expected = q_learning(**one, alpha=0.5, gamma=0.9)
    _close(sarsa(**one, next_actions=[0, 0, 0, 0], alpha=0.5, gamma=0.9), expected)
    _close(expected_sarsa(**one, alpha=0.5, gamma=0.9, epsilon=0.3), expected)
    # Index arrays of unusual integer dtypes give the same table as Python ints.
    batch = _random_batch(11, states=3, actions=4, steps=12)
    plain = q_learning(**batch, alpha=0.3, gamma=0.8)
    for dtype in (np.uint8, np.int16, np.int32):
        typed = dict(batch)
        for key in ("states", "actions", "next_states"):
            typed[key] = np.asarray(batch[key]).astype(dtype)
        _close(q_learning(**typed, alpha=0.3, gamma=0.8), plain)
    # Terminal rows at +-1e300 are never read.
    huge = {
        "q": [[0.5, 1.0], [1e300, -1e300]],
        "states": [0, 0],
        "actions": [0, 1],
        "rewards": [1.0, 2.0],
        "next_states": [1, 1],
        "dones": [T, T],
    }
    for got in (
        q_learning(**huge, alpha=0.5),
        sarsa(**huge, next_actions=[0, 1], alpha=0.5),
        expected_sarsa(**huge, alpha=0.5),
    ):
        _close(got, [[0.75, 1.5], [1e300, -1e300]])


def test_a_key_input_holds_a_huge_terminal_row() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup for k in keys)

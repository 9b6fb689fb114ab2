"""The q-learning exercise, beyond its cases: the relations the statement promises between the
three methods hold (epsilon = 0 is Q-learning, epsilon = 1 the row's mean, greedy next actions
make SARSA Q-learning, and with one action all three agree); the seeded random rows reach the
boundaries the statement allows; and a key input holds a huge terminal row.

(The cases themselves, expected values included, are data in checks/q_learning.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) does too, is tests/test_exercises.py's job; that every wrong answer
fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs

SLUG = "q-learning"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("q_learning", "sarsa", "expected_sarsa")
T, F = True, False


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec((EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


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


# No single case can say that one function's result must equal another's.
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


def test_with_one_action_the_three_methods_agree(reference: dict[str, Any]) -> None:
    q_learning, sarsa, expected_sarsa = (reference[name] for name in FUNCTIONS)
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


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name."""
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = data.expected["random"][row["name"]]
    return [dict(zip(params, (_plain(a) for a in case["args"]))) for case in cases]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "q_learning"))
    for function in FUNCTIONS:
        cases = _drawn(data, function)
        assert any(len(c["states"]) == 0 for c in cases), function  # T = 0: a copy of q
        assert any(len(c["q"]) == 1 for c in cases), function  # S = 1: every step a self-loop
        assert any(len(c["q"][0]) == 1 for c in cases), function  # A = 1
        assert any(all(isinstance(v, int) for row in c["q"] for v in row) for c in cases)
        assert any(any(c["dones"]) and not all(c["dones"]) for c in cases), function
        for case in cases:
            size, width = len(case["q"]), len(case["q"][0])
            assert all(0 <= s < size for s in case["states"] + case["next_states"])
            assert all(0 <= a < width for a in case["actions"] + case.get("next_actions", []))
    tables = _drawn(data, "expected_sarsa")
    assert any(len(set(row)) == 1 < len(row) for c in tables for row in c["q"])  # an exact tie
    assert {0.0, 1.0} <= {c["epsilon"] for c in tables}  # greedy and uniform


def test_a_key_input_holds_a_huge_terminal_row() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup for k in keys)

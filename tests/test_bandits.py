"""The bandits exercise, beyond its cases: the identities the statement gives hold for the
reference (the constant step's closed form, probabilities that sum to 1); the one check written
in code reports a wrong type by its name; and the seeded random rows reach the boundaries the
statement lists.

(The cases themselves, expected values included, are data in checks/bandits.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) does too, is tests/test_exercises.py's job; that every wrong answer
fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.runner import run

SLUG = "bandits"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("action_values", "epsilon_greedy_probs", "ucb_action", "gradient_bandit_update")


def _source(name: str) -> str:
    return (EXERCISE / ".meta" / name).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source("solution.py"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


# A case fixes one result; these say how results relate, on inputs no case holds.
def test_the_statement_s_identities_hold(reference: dict[str, Any]) -> None:
    rng = np.random.default_rng(11)
    rewards = rng.normal(size=9)
    actions = rng.integers(0, 3, size=9)
    alpha, initial = 0.3, 2.5
    got = reference["action_values"](actions, rewards, 3, step_size=alpha, initial=initial)
    # The constant step's closed form: (1 - alpha)^n Q_init + sum_i alpha (1 - alpha)^(n - i) r_i.
    for arm in range(3):
        mine = rewards[actions == arm]
        n = len(mine)
        weights = alpha * (1 - alpha) ** (n - 1 - np.arange(n))
        assert np.isclose(got[arm], (1 - alpha) ** n * initial + weights @ mine, rtol=1e-12)
    # Sample averages are each arm's plain mean, whatever `initial` was.
    means = reference["action_values"](actions, rewards, 3, initial=-7.0)
    assert np.allclose(means, [rewards[actions == a].mean() for a in range(3)], rtol=1e-12)
    # Every row of epsilon-greedy probabilities sums to 1, ties or not.
    q = rng.integers(0, 3, size=(4, 2, 5)).astype(float)
    for epsilon in (0.0, 0.25, 1.0):
        probs = reference["epsilon_greedy_probs"](q, epsilon)
        assert np.allclose(probs.sum(axis=-1), 1.0, rtol=0, atol=1e-12)


def test_a_wrong_type_reads_as_its_name() -> None:
    """ucb_returns_a_python_int, the row written in code, reports a numpy integer by its type's
    name as it is (not quoted like a string)."""
    answer = _source("solution.py") + "\n\n" + _source("wrong_answers/returns_numpy_integer.py")
    result = run(ROOT, SLUG, answer, "checks")
    row = next(c for c in result["checks"] if c["name"] == "ucb_returns_a_python_int")
    assert row["status"] == "fail"
    assert (row["got"], row["expected"]) == ("numpy.int64", "int")


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name."""
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = data.expected["random"][row["name"]]
    return [
        dict(zip(params, (_plain(a) for a in case["args"]))) | case.get("kwargs", {})
        for case in cases
    ]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "bandits"))

    pulls = _drawn(data, "action_values")
    assert any(len(c["actions"]) == 0 for c in pulls)  # T = 0: every estimate is `initial`
    assert any(c["num_arms"] == 1 for c in pulls)
    assert any(set(range(c["num_arms"])) - set(c["actions"]) for c in pulls)  # an untried arm
    assert any(isinstance(c["initial"], int) for c in pulls)  # an int `initial`
    assert any(all(isinstance(r, int) for r in c["rewards"]) and c["rewards"] for c in pulls)
    for case in pulls:
        assert all(0 <= a < case["num_arms"] for a in case["actions"])

    rows = [(row, c["epsilon"]) for c in _drawn(data, "epsilon_greedy_probs") for row in c["q"]]
    assert any(len(row) == 1 for row, _ in rows)  # k = 1
    assert any(len(row) > 1 and len(set(row)) == 1 for row, _ in rows)  # every arm tied
    assert any(1 < row.count(max(row)) < len(row) for row, _ in rows)  # some arms tied
    assert {0.0, 1.0} <= {epsilon for _, epsilon in rows}  # greedy and uniform

    arms = _drawn(data, "ucb_action")
    assert any(len(c["q"]) == 1 for c in arms)
    assert any(0 in c["counts"] for c in arms) and any(0 not in c["counts"] for c in arms)
    assert any(
        0 not in c["counts"] and len(set(zip(c["q"], c["counts"]))) < len(c["q"]) for c in arms
    )  # two tried arms with the same estimate and count: an exact tie

    steps = _drawn(data, "gradient_bandit_update")
    assert any(len(c["h"]) == 1 for c in steps)  # k = 1: nothing moves
    assert any(len(c["h"]) > 1 and len(set(c["h"])) == 1 for c in steps)  # a uniform policy
    assert 709 < max(abs(h) for c in steps for h in c["h"]) <= 1e4  # beyond what exp() holds
    for case in steps:
        assert 0 <= case["action"] < len(case["h"])

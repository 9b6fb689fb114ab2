"""The value-iteration exercise, beyond its cases: the relations the statement gives between the
three functions hold for the reference; the checks run in an order that lets an answer whose
sweeps never stop still read its failures; and the seeded random rows reach the boundaries the
statement lists.

(The cases themselves, expected values included, are data in checks/value_iteration.toml; that
the reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) does too, is tests/test_exercises.py's job; that every wrong answer
fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.checking import load_suite
from practice.runner import run

SLUG = "value-iteration"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("policy_evaluation", "greedy_policy", "value_iteration")


def _source(name: str) -> str:
    return (EXERCISE / ".meta" / name).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source("solution.py"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


# A case fixes one function's result; these say how the functions' results relate.
def test_the_functions_agree_as_the_statement_says(reference: dict[str, Any]) -> None:
    evaluate, greedy, iterate = (reference[name] for name in FUNCTIONS)
    rng = np.random.default_rng(5)
    P = rng.random((4, 3, 4))
    P /= P.sum(axis=-1, keepdims=True)
    R = rng.normal(size=(4, 3))
    terminal = np.array([False, True, False, False])
    V, policy = iterate(P, R, gamma=0.8, theta=1e-12, terminal=terminal)
    # The policy is greedy_policy for the V returned.
    assert policy.tolist() == greedy(P, R, V, 0.8, terminal).tolist()
    # Evaluating that (one-hot) policy gives the optimal values back.
    one_hot = np.eye(3)[policy]
    assert np.allclose(evaluate(P, R, one_hot, 0.8, 1e-12, terminal), V, rtol=0, atol=1e-9)
    # With one action there is nothing to choose: evaluation and value iteration agree.
    p1, r1 = [[[0.0, 1.0]], [[1.0, 0.0]]], [[1.0], [2.0]]
    assert np.allclose(evaluate(p1, r1, [[1.0], [1.0]]), iterate(p1, r1)[0], rtol=1e-12)
    assert iterate(p1, r1)[1].tolist() == [0, 0]


def test_checks_that_cannot_loop_run_first_within_each_function() -> None:
    """An answer whose sweeps never stop is ended at the check that hangs, and the function's
    checks after it are not run: each function's written checks start with one that stops
    after a sweep or two (theta = 1e9, gamma = 0) and end with those whose terminal rows hold
    ±1e300. The functions keep the statement's order; the random rows come after them all."""
    suite, _ = load_suite(ROOT, "value_iteration")
    written = [check.name for check in suite.checks if check.kind != "random"]
    randoms = [check.name for check in suite.checks if check.kind == "random"]
    assert [check.name for check in suite.checks] == written + randoms
    groups = [
        [n for n in written if n.startswith(prefix)]
        for prefix in ("evaluation_", "greedy_", "value_iteration_")
    ]
    assert written[: sum(map(len, groups))] == [n for group in groups for n in group]
    evaluation, _, value_iteration = groups
    assert evaluation[0] == "evaluation_starts_from_zero"
    assert evaluation[-1] == "evaluation_ignores_garbage_in_terminal_rows"
    assert value_iteration[0] == "value_iteration_starts_from_zero"
    assert value_iteration[-2:] == [
        "value_iteration_matches_spec_examples",
        "value_iteration_terminal_states_are_worth_zero",
    ]


# A backup that reads V at the current state instead of the next one (an einsum with the wrong
# index): with gamma = 1 its values fall without end and its sweeps never stop.
_ENDLESS = """

def _lookahead(P, R, V, gamma, live):
    return R[live] + gamma * np.einsum("sat,s->sa", P[live], V[live])
"""


def test_an_endless_backup_still_reads_its_failures_before_the_time_limit() -> None:
    result = run(ROOT, SLUG, _source("solution.py") + _ENDLESS, "checks", time_limit=1.0)
    ran = [c for c in result["checks"] if not c["message"].startswith("not run")]
    evaluation = [c["status"] for c in ran if c["function"] == "policy_evaluation"]
    # Four checks pass (one sweep, or a single state), two fail on their numbers, then the
    # corridor with gamma = 1 runs into the time limit.
    assert evaluation == ["pass"] * 4 + ["fail", "fail", "error"], evaluation


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
    data = load_case_data(cases_path(ROOT, "value_iteration"))
    for function in ("policy_evaluation", "greedy_policy"):
        cases = _drawn(data, function)
        for case in cases:  # the statement's model: every row of P (and the policy) sums to 1
            assert np.allclose(np.sum(case["P"], axis=-1), 1.0)
            assert np.allclose(np.sum(case.get("policy", [[1.0]]), axis=-1), 1.0)
        assert any(not any(c["terminal"]) for c in cases), function
        assert any(0 < sum(c["terminal"]) < 3 for c in cases), function
        assert any(all(isinstance(r, int) for row in c["R"] for r in row) for c in cases)
        assert len({str(c["P"]) for c in cases}) == 3, function  # every model drawn
    evaluation = _drawn(data, "policy_evaluation")
    assert any(all(c["terminal"]) for c in evaluation)  # every state terminal: V = 0
    assert {c["gamma"] for c in evaluation} == {0.0, 0.5, 0.9}  # gamma < 1: the sweeps end
    assert 0.5 in {c["theta"] for c in evaluation}  # a loose theta: early stops differ
    greedy = _drawn(data, "greedy_policy")
    assert {0.0, 1.0} <= {c["gamma"] for c in greedy}
    # An exact tie: a deterministic state whose actions' rewards are equal and lead to the
    # same next state (live, so the tie is between looked-ahead values).
    deterministic = [c for c in greedy if all(max(row) == 1.0 for s in c["P"] for row in s)]
    assert any(
        not c["terminal"][s] and len(set(c["R"][s])) == 1 for c in deterministic for s in range(3)
    )

"""The value-iteration exercise: the reference gives the worked examples below, a correct answer
written another way passes every check and derives the same key, and the edge cases the spec
lists.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.checking import load_suite
from practice.runner import run

SLUG = "value-iteration"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("policy_evaluation", "greedy_policy", "value_iteration")
T, F = True, False

# A correct answer written from the statement another way: plain Python loops over states,
# actions and next states (another summation order), terminal states skipped by `continue`, and
# the greedy action found by a strict comparison that keeps the first maximum.
VARIANT = """
import numpy as np

def _lists(P, R, terminal):
    P = np.asarray(P, dtype=float).tolist()
    R = np.asarray(R, dtype=float).tolist()
    ends = [False] * len(R) if terminal is None else [bool(x) for x in terminal]
    return P, R, ends

def _q(P, R, V, gamma, s, a):
    return R[s][a] + gamma * sum(p * v for p, v in zip(P[s][a], V))

def _sweeps(P, R, ends, backup, theta):
    V = [0.0] * len(R)
    while True:
        new = [0.0 if ends[s] else backup(V, s) for s in range(len(R))]
        change = max(abs(x - y) for x, y in zip(new, V))
        V = new
        if change < theta:
            return V

def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, ends = _lists(P, R, terminal)
    pi = np.asarray(policy, dtype=float).tolist()
    def backup(V, s):
        return sum(pi[s][a] * _q(P, R, V, gamma, s, a) for a in range(len(R[s])))
    return np.array(_sweeps(P, R, ends, backup, theta))

def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, ends = _lists(P, R, terminal)
    V = [0.0 if ends[s] else float(v) for s, v in enumerate(np.ravel(V))]
    out = np.zeros(len(R), dtype=np.int32)
    for s in range(len(R)):
        if ends[s]:
            continue
        best, best_q = 0, _q(P, R, V, gamma, s, 0)
        for a in range(1, len(R[s])):
            q = _q(P, R, V, gamma, s, a)
            if q > best_q:
                best, best_q = a, q
        out[s] = best
    return out

def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, ends = _lists(P, R, terminal)
    def backup(V, s):
        return max(_q(P, R, V, gamma, s, a) for a in range(len(R[s])))
    V = np.array(_sweeps(P, R, ends, backup, theta))
    return V, greedy_policy(P, R, V, gamma, terminal)
"""

CORRIDOR_P = [
    [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]],
    [[1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]],
    [[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]],
    [[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 1.0]],
]
CORRIDOR_R = [[-1.0, -1.0], [-1.0, -1.0], [-1.0, -1.0], [0.0, 0.0]]
TWO_P = [[[0.5, 0.5], [0.0, 1.0]], [[1.0, 0.0], [0.2, 0.8]]]
TWO_R = [[1.0, 0.0], [-1.0, 2.0]]


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


def _actions(got: Any, expected: list[int]) -> None:
    assert type(got) is np.ndarray and np.issubdtype(got.dtype, np.integer), got
    assert got.tolist() == expected


# Worked examples: the statement's calls and the values they must give, as they print.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    evaluate, greedy, iterate = (functions[name] for name in FUNCTIONS)

    got = evaluate(
        P=CORRIDOR_P,
        R=CORRIDOR_R,
        policy=[[0.5, 0.5]] * 4,
        gamma=1.0,
        theta=1e-10,
        terminal=[F, F, F, T],
    )
    _close(got, [-11.999999999117478, -9.999999999292271, -5.99999999960724, 0.0])
    _close(evaluate(P=[[[1.0]]], R=[[1.0]], policy=[[1.0]], gamma=0.5, theta=0.25), [1.875])
    got = evaluate(P=TWO_P, R=TWO_R, policy=[[0.5, 0.5], [0.25, 0.75]])
    _close(got, [9.460352335422165, 10.121145286964017])

    got = greedy(
        P=[
            [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [0.0, 1.0, 0.0]],
            [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
            [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
        ],
        R=[[0.5, 0.0, 0.0], [1.0, 1.0, 1.0], [0.0, 0.0, 0.0]],
        V=[0.0, 1.0, 50.0],
        gamma=1.0,
        terminal=[F, F, T],
    )
    _actions(got, [1, 0, 0])

    v, policy = iterate(P=CORRIDOR_P, R=CORRIDOR_R, gamma=1.0, terminal=[F, F, F, T])
    _close(v, [-3.0, -2.0, -1.0, 0.0])
    _actions(policy, [1, 1, 1, 0])
    garbage_p = [*CORRIDOR_P[:3], [[0.3, 0.3, 0.3, 0.3], [5.0, 0.0, 0.0, 0.0]]]
    garbage_r = [*CORRIDOR_R[:3], [1e300, -1e300]]
    v, policy = iterate(P=garbage_p, R=garbage_r, gamma=1.0, terminal=[F, F, F, T])
    _close(v, [-3.0, -2.0, -1.0, 0.0])
    _actions(policy, [1, 1, 1, 0])
    v, policy = iterate(
        P=[[[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]], [[0.0, 1.0, 0.0]] * 2, [[0.0, 0.0, 1.0]] * 2],
        R=[[1.0, 0.0], [1.0, 1.0], [0.0, 0.0]],
        gamma=0.9,
        theta=0.95,
        terminal=[F, F, T],
    )
    _close(v, [1.0, 1.9, 0.0])
    _actions(policy, [1, 0, 0])
    v, policy = iterate(P=TWO_P, R=TWO_R)
    _close(v, [16.16438347211202, 17.534246485810655])
    _actions(policy, [0, 1])


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def test_edge_cases(reference: dict[str, Any]) -> None:
    evaluate, greedy, iterate = (reference[name] for name in FUNCTIONS)
    one = {"P": [[[1.0]]], "R": [[1.0]]}
    # The strict test: changes 1, 0.5, 0.25, 0.125; theta = 0.25 runs one sweep past 1.75.
    _close(evaluate(**one, policy=[[1.0]], gamma=0.5, theta=0.25), [1.875])
    _close(iterate(**one, gamma=0.5, theta=0.25)[0], [1.875])
    # A huge theta: one sweep, the expected immediate reward; gamma = 0 gives the same.
    _close(evaluate(P=TWO_P, R=TWO_R, policy=[[0.5, 0.5], [0.25, 0.75]], theta=1e9), [0.5, 1.25])
    _close(iterate(P=TWO_P, R=TWO_R, gamma=0.0)[0], [1.0, 2.0])
    # A = 1: evaluation and value iteration agree.
    p1 = [[[0.0, 1.0]], [[1.0, 0.0]]]
    r1 = [[1.0], [2.0]]
    _close(evaluate(p1, r1, [[1.0], [1.0]]), iterate(p1, r1)[0])
    _actions(iterate(p1, r1)[1], [0, 0])
    # Integer rewards; every state terminal; terminal V ignored by greedy_policy.
    _close(iterate([[[1.0]]], [[3]], 0.5, 1e-12)[0], [6.0])
    v, policy = iterate(CORRIDOR_P, CORRIDOR_R, terminal=[T, T, T, T])
    _close(v, [0.0, 0.0, 0.0, 0.0])
    _actions(policy, [0, 0, 0, 0])
    _actions(
        greedy(CORRIDOR_P, CORRIDOR_R, [9.0, -9.0, 9.0, 1e300], terminal=[F, F, F, T]), [0, 0, 1, 0]
    )


def test_checks_that_cannot_loop_run_first_within_each_function() -> None:
    """An answer whose sweeps never stop is ended at the check that hangs, and the checks after
    it are not run: each function's checks start with one that stops after a sweep or two
    (theta = 1e9, gamma = 0) and end with those whose terminal rows hold ±1e300. The functions
    keep the statement's order."""
    suite, _ = load_suite(ROOT, "value_iteration")
    names = [check.name for check in suite.checks]
    groups = [
        [n for n in names if n.startswith(prefix)]
        for prefix in ("evaluation_", "greedy_", "value_iteration_")
    ]
    assert names[: sum(map(len, groups))] == [n for group in groups for n in group]
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
    source = _source(EXERCISE / ".meta" / "solution.py") + _ENDLESS
    result = run(ROOT, SLUG, source, "checks", time_limit=1.0)
    ran = [c for c in result["checks"] if not c["message"].startswith("not run")]
    evaluation = [c["status"] for c in ran if c["function"] == "policy_evaluation"]
    # Four checks pass (one sweep, or a single state), two fail on their numbers, then the
    # corridor with gamma = 1 runs into the time limit.
    assert evaluation == ["pass"] * 4 + ["fail", "fail", "error"], evaluation

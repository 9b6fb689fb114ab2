"""The dqn-targets exercise: the reference gives the worked examples below, a correct answer
written another way passes every check and derives the same key, and the edge cases the spec
lists hold for both.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.keys import key_material, load_key_inputs
from practice.runner import run

SLUG = "dqn-targets"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("dqn_targets", "double_dqn_targets", "huber_loss", "soft_update")
T, F = True, False

# A correct answer written from the statement another way: a loop over the transitions (an
# explicit scan for the first maximum, a terminal row never touched), math.fsum for the loss,
# and copies made explicitly for the soft update.
VARIANT = """
import math
import numpy as np

def _target(r, d, value, gamma):
    return float(r) if d else float(r) + gamma * value

def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    q = np.array(next_q_target, dtype=float)
    out = [_target(r[i], d[i], 0.0 if d[i] else max(q[i].tolist()), gamma) for i in range(len(r))]
    return np.array(out, dtype=float)

def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    online = np.array(next_q_online, dtype=float)
    target = np.array(next_q_target, dtype=float)
    out = []
    for i in range(len(r)):
        value = 0.0
        if not d[i]:
            row = online[i].tolist()
            best = 0
            for a in range(1, len(row)):
                if row[a] > row[best]:
                    best = a
            value = float(target[i, best])
        out.append(_target(r[i], d[i], value, gamma))
    return np.array(out, dtype=float)

def huber_loss(pred, target, delta=1.0):
    p = np.array(pred, dtype=float).ravel().tolist()
    t = np.array(target, dtype=float).ravel().tolist()
    terms = []
    for a, b in zip(p, t):
        x = abs(a - b)
        terms.append(0.5 * x * x if x <= delta else delta * x - 0.5 * delta * delta)
    return math.fsum(terms) / len(terms)

def soft_update(target_params, online_params, tau=0.005):
    out = []
    for t, o in zip(list(target_params), list(online_params)):
        t = np.array(t, dtype=float, copy=True)
        o = np.array(o, dtype=float, copy=True)
        out.append((1.0 - tau) * t + tau * o)
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


ANSWERS = ["reference", "variant"]


def _pick(answer: str, reference: dict[str, Any]) -> dict[str, Any]:
    return reference if answer == "reference" else _functions(VARIANT)


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


def _close_float(got: Any, expected: float) -> None:
    assert type(got) is float and math.isclose(got, expected, rel_tol=1e-9), (got, expected)


def _close_params(got: Any, expected: list[Any]) -> None:
    assert type(got) is list and len(got) == len(expected)
    for item, want in zip(got, expected):
        _close(np.asarray(item) if type(item) is np.float64 else item, want)


SPEC_R, SPEC_D = [1.0, 0.5, -1.0], [F, T, F]
SPEC_Q = [[1.0, 3.0, 2.0], [5.0, 2.0, 0.0], [0.5, -0.5, 0.25]]
SPEC_TARGET = [[[1.0, 2.0], [3.0, 4.0]], [0.5, -0.5]]
SPEC_ONLINE = [[[0.0, 0.0], [1.0, 1.0]], [1.5, 0.5]]


# Worked examples: the statement's calls and the values they must give, as they print.
@pytest.mark.parametrize("answer", ANSWERS)
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    dqn, double, huber, soft = (_pick(answer, reference)[name] for name in FUNCTIONS)
    got = dqn(rewards=SPEC_R, dones=SPEC_D, next_q_target=SPEC_Q)
    _close(got, [3.9699999999999998, 0.5, -0.505])
    terminal_huge = [SPEC_Q[0], [1e300, 1e300, 1e300], SPEC_Q[2]]
    got = dqn(rewards=SPEC_R, dones=SPEC_D, next_q_target=terminal_huge, gamma=0.9)
    _close(got, [3.7, 0.5, -0.55])
    got = double(
        rewards=SPEC_R,
        dones=SPEC_D,
        next_q_online=[[2.0, 1.0, 3.0], [0.0, 9.0, 1.0], [-1.0, 0.0, 0.0]],
        next_q_target=SPEC_Q,
        gamma=0.9,
    )
    _close(got, [2.8, 0.5, -1.45])
    _close_float(huber(pred=[0.0, 0.0, 0.0, 1.0], target=[0.5, 2.0, -3.0, 1.0]), 1.03125)
    got = huber(pred=[0.0, 0.0, 0.0, 1.0], target=[0.5, 2.0, -3.0, 1.0], delta=2.0)
    _close_float(got, 1.53125)
    got = soft(target_params=SPEC_TARGET, online_params=SPEC_ONLINE, tau=0.1)
    _close_params(got, [[[0.9, 1.8], [2.8000000000000003, 3.7]], [0.6000000000000001, -0.4]])
    got = soft(target_params=SPEC_TARGET, online_params=SPEC_ONLINE)
    _close_params(got, [[[0.995, 1.99], [2.9899999999999998, 3.985]], [0.505, -0.495]])
    got = soft(target_params=SPEC_TARGET, online_params=SPEC_ONLINE, tau=1.0)
    _close_params(got, [[[0.0, 0.0], [1.0, 1.0]], [1.5, 0.5]])


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


@pytest.mark.parametrize("answer", ANSWERS)
def test_edge_cases(answer: str, reference: dict[str, Any]) -> None:
    dqn, double, huber, soft = (_pick(answer, reference)[name] for name in FUNCTIONS)
    # B == A, terminal rows of ±1e300 in both networks, an all-terminal batch.
    q = [[1.0, 4.0], [-1e300, 1e300]]
    _close(dqn([0.0, 2.0], [F, T], q, gamma=0.5), [2.0, 2.0])
    _close(double([0.0, 2.0], [F, T], [[3.0, 1.0], [1e300, -1e300]], q, gamma=0.5), [0.5, 2.0])
    _close(dqn([1.0, -1.0], [T, T], [[1e300, 1e300], [-1e300, -1e300]]), [1.0, -1.0])
    # A tie in the online values whose target values differ: the lowest index.
    _close(double([0.0], [F], [[2.0, 2.0, 1.0]], [[-3.0, 5.0, 9.0]], gamma=1.0), [-3.0])
    # Negative errors on the linear branch, delta != 1, the boundary, and a 0-d input.
    _close_float(huber([-5.0], [0.0], delta=2.0), 2.0 * (5.0 - 1.0))
    _close_float(huber([2.0], [0.0], delta=2.0), 2.0)
    _close_float(huber(np.array(0.5), np.array(0.0)), 0.125)
    # tau = 1 and tau = 0 give new arrays; 0-d parameters stay 0-d; integers become floats.
    target, online = [np.array([1.0, 2.0]), np.array(3.0)], [np.array([5.0, 6.0]), np.array(7.0)]
    for tau, want in ((1, online), (0, target)):
        got = soft(target, online, tau=tau)
        _close_params(got, [np.asarray(w, dtype=float).tolist() for w in want])
        for item in got:
            assert not any(np.shares_memory(item, p) for p in (*target, *online))
    assert np.ndim(soft(target, online, tau=0.5)[1]) == 0
    _close_params(soft([np.array([1, 2])], [np.array([3, 4])], tau=1), [[3.0, 4.0]])


def test_key_inputs_tell_the_wrong_answers_from_the_reference() -> None:
    """Every known wrong answer that gets as far as the key inputs derives another key, except
    the few listed below."""
    reference_source = _source(EXERCISE / ".meta" / "solution.py")
    right = run(ROOT, SLUG, reference_source, "checks")["unlock"]
    keys = load_key_inputs(ROOT, SLUG)
    for path in sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py")):
        functions = _functions(reference_source + "\n\n" + _source(path))
        try:
            with np.errstate(all="ignore"):
                material = key_material(keys, functions)
        except Exception:
            continue  # refused or crashed on the key inputs: no key either
        assert (material == right) == (path.stem in _SAME_ON_THE_KEY_INPUTS), path.name


# Mistakes that the key inputs do not reach (the checks catch each of them): the key inputs
# pass arrays, not lists, and a change in place, a dtype, a container type or an input returned
# as it is gives the right numbers there.
_SAME_ON_THE_KEY_INPUTS = {
    "double_needs_arrays",
    "huber_needs_arrays",
    "huber_numpy_float",
    "huber_subtracts_in_place",
    "negates_a_list_of_dones",
    "soft_hard_copy_returns_online",
    "soft_keeps_float32",
    "soft_keeps_integer_dtype",
    "soft_returns_a_tuple",
    "soft_scalars_as_python_floats",
    "soft_tau_0_returns_target",
    "soft_update_in_place",
    "targets_written_into_rewards",
}

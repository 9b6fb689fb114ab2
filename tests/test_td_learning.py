"""The td-learning exercise: the reference gives the spec's worked examples, a correct answer
written another way passes every check and derives the same key, and the boundary cases the
statement promises (n = 1, n >= T, T = 0, huge unused entries, index dtypes) hold.

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

SLUG = "td-learning"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("discounted_returns", "td0", "n_step_returns")
T, F = True, False

# A correct answer written another way, from the statement alone: returns summed forwards from
# each step (no backward recursion), TD(0) through a dict of values, and n-step returns from
# explicit powers of gamma. Its last bits may differ from the reference's.
VARIANT = """
import numpy as np

def discounted_returns(rewards, dones, gamma=0.99):
    r = [float(x) for x in np.ravel(rewards)]
    d = [bool(x) for x in np.ravel(dones)]
    out = []
    for t in range(len(r)):
        total, k = 0.0, t
        while k < len(r):
            total += gamma ** (k - t) * r[k]
            if d[k]:
                break
            k += 1
        out.append(total)
    return np.array(out, dtype=np.float64)

def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = {i: float(v) for i, v in enumerate(np.ravel(values))}
    steps = zip([int(s) for s in np.ravel(states)], [float(x) for x in np.ravel(rewards)],
                [int(s) for s in np.ravel(next_states)], [bool(x) for x in np.ravel(dones)])
    for s, r, nxt, done in steps:
        future = 0.0 if done else gamma * table[nxt]
        table[s] = table[s] + alpha * (r + future - table[s])
    return np.array([table[i] for i in range(len(table))], dtype=np.float64)

def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if not n >= 1:
        raise ValueError("n must be >= 1")
    r = [float(x) for x in np.ravel(rewards)]
    v = [float(x) for x in np.ravel(values)]
    d = [bool(x) for x in np.ravel(dones)]
    out = np.zeros(len(r), dtype=np.float64)
    for t in range(len(r)):
        end = min(t + n, len(r))
        stop = next((k for k in range(t, end) if d[k]), None)
        last = end if stop is None else stop + 1
        g = sum(gamma ** (k - t) * r[k] for k in range(t, last))
        if stop is None:
            g += gamma ** (last - t) * v[last]
        out[t] = g
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


# The worked examples of shared/specs/examples/td-learning.md, with their printed outputs.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_spec_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    returns, td0, n_step = (functions[name] for name in FUNCTIONS)

    got = returns(rewards=[1.0, 0.0, 2.0, 1.0, 1.0], dones=[F, T, F, F, T], gamma=0.9)
    _close(got, [1.0, 0.0, 3.71, 1.9, 1.0])
    got = returns(rewards=[1.0, 0.0, 2.0, 1.0, 1.0], dones=[F, T, F, F, F])
    _close(got, [1.0, 0.0, 3.9701, 1.99, 1.0])

    got = td0(
        values=[0.0, 0.0, 0.0],
        states=[0, 1, 0],
        rewards=[1.0, 2.0, 3.0],
        next_states=[1, 2, 1],
        dones=[F, T, F],
        alpha=0.5,
        gamma=0.9,
    )
    _close(got, [2.2, 1.0, 0.0])
    table = [1.0, 2.0]
    got = td0(
        values=table,
        states=[1, 1, 1],
        rewards=[1.0, 0.5, 0.0],
        next_states=[1, 1, 1],
        dones=[F, F, F],
    )
    _close(got, [1.0, 2.143756098])
    assert table == [1.0, 2.0]

    got = n_step(
        rewards=[1.0, 0.0, 2.0, 1.0, 1.0],
        values=[0.5, 0.4, 0.3, 0.2, 0.1, 9.0],
        dones=[F, T, F, F, F],
        n=2,
        gamma=0.9,
    )
    _close(got, [1.0, 0.0, 2.981, 9.190000000000001, 9.1])
    got = n_step(
        rewards=[1.0, 0.0, 2.0, 1.0],
        values=[1e300, 0.4, 1e300, 0.2, -1e300],
        dones=[F, T, F, T],
        n=1,
        gamma=0.5,
    )
    _close(got, [1.2, 0.0, 2.1, 1.0])
    with pytest.raises(ValueError):
        n_step(rewards=[1.0, 2.0], values=[0.0, 0.0, 0.0], dones=[F, F], n=0)


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def test_n_1_gives_the_td_targets_and_large_n_the_monte_carlo_returns(
    reference: dict[str, Any],
) -> None:
    returns, _, n_step = (reference[name] for name in FUNCTIONS)
    rng = np.random.default_rng(7)
    rewards = rng.normal(size=12)
    values = rng.normal(size=13)
    dones = rng.random(12) < 0.3
    dones[-1] = True
    one = n_step(rewards, values, dones, 1, gamma=0.8)
    _close(one, rewards + 0.8 * np.where(dones, 0.0, values[1:]))
    for n in (12, 40):
        _close(n_step(rewards, values, dones, n, gamma=0.8), returns(rewards, dones, gamma=0.8))


def test_edge_cases(reference: dict[str, Any]) -> None:
    returns, td0, n_step = (reference[name] for name in FUNCTIONS)
    # T = 1, in each function; an unfinished single step gets its reward (no bootstrap).
    _close(returns([3.0], [F], gamma=0.5), [3.0])
    _close(n_step([3.0], [9.0, 2.0], [F], 4, gamma=0.5), [4.0])
    _close(n_step([3.0], [9.0, 1e300], [T], 4, gamma=0.5), [3.0])
    # T = 0 transitions: a float64 copy, not the input.
    table = np.array([1, 2], dtype=np.int32)
    got = td0(table, [], [], [], [])
    _close(got, [1.0, 2.0])
    assert not np.shares_memory(got, table)
    # Index arrays of any integer dtype, and huge unused entries left as they were.
    for dtype in (np.int8, np.uint16, np.int32, np.int64):
        got = td0(
            [0.5, 1e300, -2.0],
            np.array([0, 2], dtype=dtype),
            [1.0, 2.0],
            np.array([1, 0], dtype=dtype),
            [T, F],
            alpha=0.5,
            gamma=0.9,
        )
        _close(got, [0.75, 1e300, -2.0 + 0.5 * (2.0 + 0.9 * 0.75 + 2.0)])
    # gamma = 0: only the step's own reward.
    _close(n_step([1.0, 2.0, 3.0], [5.0, 5.0, 5.0, 5.0], [F, F, F], 3, gamma=0.0), [1.0, 2.0, 3.0])


def test_a_key_input_holds_an_unused_huge_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup or "1e300" in k.call for k in keys)

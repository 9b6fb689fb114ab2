"""The td-learning exercise, beyond its cases: a correct answer written another way passes every
check and derives the same key; n-step returns agree with the other two functions at n = 1 and
for n >= T; the seeded random rows reach the boundaries the statement promises; and a key input
holds an unused huge value.

(The cases themselves, expected values included, are data in checks/td_learning.toml; that the
reference passes them and prints the statement's examples is tests/test_exercises.py's job, and
that every wrong answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "td-learning"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("discounted_returns", "td0", "n_step_returns")

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


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


# The statement relates the three functions: with n = 1 the n-step returns are the TD(0)
# targets, and with n >= T and a final done they are the Monte Carlo returns. No single case
# can say that one function's result must equal another's.
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
    data = load_case_data(cases_path(ROOT, "td_learning"))

    returns = _drawn(data, "discounted_returns")
    assert min(len(c["rewards"]) for c in returns) == 1  # the smallest T the statement allows
    assert any(c["dones"][-1] for c in returns)  # an episode that ends with the data
    assert any(not c["dones"][-1] and any(c["dones"]) for c in returns)  # one cut off after a done
    assert any(all(isinstance(r, int) for r in c["rewards"]) for c in returns)  # integer rewards
    assert any(c["gamma"] == 0.0 for c in returns)

    transitions = _drawn(data, "td0")
    assert any(len(c["states"]) == 0 for c in transitions)  # T = 0: a copy of the table
    assert any(len(c["values"]) == 1 for c in transitions)  # S = 1: every transition a self-loop
    for case in transitions:
        size = len(case["values"])
        assert all(0 <= s < size for s in case["states"] + case["next_states"])
    assert any(any(c["dones"]) and not all(c["dones"]) for c in transitions)
    assert any(all(isinstance(v, int) for v in c["values"]) for c in transitions)  # int table

    windows = _drawn(data, "n_step_returns")
    assert {c["n"] for c in windows} == {1, 2, 3, 4}
    assert all(len(c["values"]) == len(c["rewards"]) + 1 for c in windows)
    assert min(len(c["rewards"]) for c in windows) == 1
    assert any(c["n"] > len(c["rewards"]) for c in windows)  # a window cut by the data's end
    assert any(c["dones"][-1] for c in windows) and any(not c["dones"][-1] for c in windows)
    assert any(any(c["dones"][:-1]) for c in windows)  # an episode ending mid-data


def test_a_key_input_holds_an_unused_huge_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup or "1e300" in k.call for k in keys)

"""The muzero-search exercise, beyond its cases: the seeded random rows reach the boundaries the
statement promises, and a key input holds ±1e300.

(The cases themselves, expected values included, are data in checks/muzero_search.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) passes, is tests/test_exercises.py's job, and that every wrong
answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs

SLUG = "muzero-search"


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name."""
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = data.expected["random"][row["name"]]
    return [dict(zip(params, (_plain(a) for a in case["args"]))) for case in cases]


def _nodes_reach_the_boundaries(nodes: list[dict[str, Any]]) -> None:
    assert any(len(c["n"]) == 1 for c in nodes)  # a single child
    assert any(len(c["n"]) > 1 and not any(c["n"]) for c in nodes)  # a fresh node: N = 0
    assert any(0 in c["n"] and any(c["n"]) for c in nodes)  # unvisited children beside visited
    assert any(c["q_max"] > c["q_min"] and any(c["n"]) for c in nodes)  # normalised
    assert any(c["q_max"] == c["q_min"] for c in nodes)  # raw q: no range
    assert any(c["q_max"] < c["q_min"] for c in nodes)  # raw q: no range yet


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "muzero_search"))

    _nodes_reach_the_boundaries(_drawn(data, "ucb_scores"))
    _nodes_reach_the_boundaries(_drawn(data, "select_child"))

    counts = _drawn(data, "visit_policy")
    assert all(any(c["n"]) for c in counts)  # all-zero counts raise: a case of their own
    assert any(0 in c["n"] for c in counts)  # unvisited children get probability 0
    assert 0 in {c["temperature"] for c in counts}
    assert len({c["temperature"] for c in counts}) >= 4
    assert any(c["temperature"] == 0 and c["n"].count(max(c["n"])) > 1 for c in counts)  # a tie

    trajectories = _drawn(data, "n_step_targets")
    assert any(len(c["rewards"]) == 1 for c in trajectories)
    assert all(len(c["values"]) == len(c["rewards"]) for c in trajectories)
    assert any(c["n"] >= len(c["rewards"]) for c in trajectories)  # no target bootstraps
    assert any(c["n"] < len(c["rewards"]) for c in trajectories)  # some targets bootstrap
    assert {0.0, 1.0} <= {c["gamma"] for c in trajectories}


def test_a_key_input_holds_1e300() -> None:
    assert any("1e300" in k.setup for k in load_key_inputs(ROOT, SLUG))

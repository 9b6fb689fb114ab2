"""The dapo-drgrpo exercise, beyond its cases: the seeded random rows reach the boundaries the
statement promises, the key inputs hold ±1e300 padding, and the check names say which function
they judge.

(The cases themselves, expected values included, are data in checks/dapo_drgrpo.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) passes, is tests/test_exercises.py's job, and that every wrong
answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.checking import load_suite

SLUG = "dapo-drgrpo"
EXERCISE = ROOT / "exercises" / SLUG
MODES = {"token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm"}


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name."""
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = data.expected["random"][row["name"]]
    return [dict(zip(params, (_plain(a) for a in case["args"]))) for case in cases]


def _padding_signs(case: dict[str, Any], *names: str) -> set[bool]:
    """Whether the padding of the named arguments holds +1e300 (True) and/or -1e300 (False)."""
    signs = set()
    for name in names:
        for row, valid in zip(case[name], case["mask"]):
            signs |= {v > 0 for v, keep in zip(row, valid) if not keep}
    return signs


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "dapo_drgrpo"))

    groups = _drawn(data, "drgrpo_advantages")
    assert any(len(c["rewards"][0]) == 1 for c in groups)  # groups of one answer
    assert any(len(r) > 1 and len(set(r)) == 1 for c in groups for r in c["rewards"])
    assert any(all(isinstance(v, int) for r in c["rewards"] for v in r) for c in groups)

    batches = _drawn(data, "aggregate")
    assert {c["mode"] for c in batches} == MODES
    assert set().union(*(_padding_signs(c, "per_token") for c in batches)) == {True, False}
    assert all(all(any(r) for r in c["mask"]) for c in batches)  # a valid token per answer
    assert all(c["max_len"] >= len(c["mask"][0]) for c in batches)  # never below L
    assert any(c["max_len"] == len(c["mask"][0]) for c in batches)
    assert any(len(c["mask"]) == 1 and len(c["mask"][0]) == 1 for c in batches)  # N = L = 1

    objectives = _drawn(data, "dapo_objective")
    signs = set().union(*(_padding_signs(c, "logp", "old_logp") for c in objectives))
    assert signs == {True, False}
    assert all(all(any(r) for r in c["mask"]) for c in objectives)
    advantages = [a for c in objectives for a in c["advantages"]]
    assert min(advantages) < 0 < max(advantages)

    flags = _drawn(data, "informative_groups")
    rows = [r for c in flags for r in c["rewards"]]
    assert any(len(r) == 1 for r in rows)  # a group of one answer: never informative
    assert any(len(r) > 1 and len(set(r)) == 1 for r in rows)  # all equal
    assert any(1 < len(set(r)) < len(r) for r in rows)  # a repeated value, yet informative
    assert any(all(isinstance(v, int) for r in c["rewards"] for v in r) for c in flags)


def test_key_material_covers_padding_of_1e300() -> None:
    text = (EXERCISE / "key_inputs.toml").read_text("utf-8")
    assert "1e300" in text and "-1e300" in text


def test_check_names_say_which_function_they_judge() -> None:
    suite, _ = load_suite(ROOT, "dapo_drgrpo")
    names = [c.name for c in suite.checks]
    assert len(names) >= 25
    prefixes = ("advantages_", "aggregate_", "objective_", "informative_")
    assert all(name.startswith(prefixes) for name in names)

"""The dqn-targets exercise, beyond its cases: the key inputs tell the known wrong answers from
the reference (but for those listed), and the seeded random rows reach the boundaries the
statement allows.

(The cases themselves, expected values included, are data in checks/dqn_targets.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) does too, is tests/test_exercises.py's job; that every wrong answer
fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import key_material, load_key_inputs
from practice.runner import run

SLUG = "dqn-targets"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("dqn_targets", "double_dqn_targets", "huber_loss", "soft_update")


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


def _drawn(function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name (an
    integer array as its plain values, with "ints" saying which were integer arrays)."""
    data = load_case_data(cases_path(ROOT, "dqn_targets"))
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = []
    for case in data.expected["random"][row["name"]]:
        args = dict(zip(params, case["args"]))
        named = {k: v["array"] if isinstance(v, dict) else v for k, v in args.items()}
        named["ints"] = {k for k, v in args.items() if isinstance(v, dict)}
        cases.append(named)
    return cases


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    for function in ("dqn_targets", "double_dqn_targets"):
        cases = _drawn(function)
        assert any(len(c["rewards"]) == 1 for c in cases), function  # B = 1
        assert any(len(c["next_q_target"][0]) == 1 for c in cases), function  # A = 1
        assert any(any(c["dones"]) and not all(c["dones"]) for c in cases), function
        assert any(all(c["dones"]) for c in cases), function  # nothing bootstraps
        assert any({"rewards", "next_q_target"} & c["ints"] for c in cases), function
        assert {0.0, 1.0} <= {c["gamma"] for c in cases}, function
    # An exact tie in the online values of a transition that bootstraps, between actions whose
    # target values differ: only the first maximum gives the expected target.
    ties = [
        len({target[a] for a in range(len(online)) if online[a] == max(online)}) > 1
        for c in _drawn("double_dqn_targets")
        for online, target, done in zip(c["next_q_online"], c["next_q_target"], c["dones"])
        if not done
    ]
    assert any(ties)
    # Errors on both branches and exactly on the boundary |x| = delta; an integer delta.
    cases = _drawn("huber_loss")
    errors = [
        (abs(np.subtract(c["pred"], c["target"])).ravel().tolist(), c["delta"]) for c in cases
    ]
    assert any(any(x == delta for x in xs) for xs, delta in errors)
    assert any(any(x < delta for x in xs) and any(x > delta for x in xs) for xs, delta in errors)
    assert any(type(c["delta"]) is int for c in cases)


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

"""Checks for "DQN: targets, Double DQN, the Huber loss and soft target updates", written as data.

Every case is in dqn_targets.toml and every expected value in dqn_targets.expected.json
(computed from the reference by `practice regen dqn-targets`). This file is served to browsers,
so it must never contain or import the reference solution.

soft_update returns a list of arrays (a 0-d parameter may come back as a numpy float64), which
no result kind of the cases file compares: its rows are the code below, each running the cases
the file writes for it. So is inputs_are_not_modified, whose soft_update case holds a list of
arrays of different shapes that must keep its very items.
"""

from collections.abc import Sequence
from typing import Any

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_data = suite.data
_rows = {row.name: row for row in _data.rows}
# Taken when this module loads, before any learner code runs.
_ndarray, _float64_scalar, _asarray, _copy = np.ndarray, np.float64, np.asarray, np.array
_type, _len, _tuple = type, len, tuple


def _expect_params(t: CheckContext, got: Any, expected: Any, inputs: dict[str, Any]) -> None:
    """soft_update returned a list of float64 arrays matching `expected`, one per parameter; a
    0-d parameter may come back as a 0-d array or a numpy float64. No element shares memory with
    an array of `inputs` (the learner's parameter name -> its sequence of arrays)."""
    call = t.last_call
    if _type(got) is not list:
        kind = f"a {_type(got).__module__}.{_type(got).__qualname__}"
        if _type(got) is tuple:
            kind = "a tuple"
        t.fail(
            f"returned {kind}; expected a list with one array per parameter "
            "(build it with [...] or list.append)",
            got,
            "a list",
        )
    if _len(got) != _len(expected):
        t.fail(
            f"returned a list of {_len(got)} items; expected {_len(expected)}, one per parameter",
            got,
            f"{_len(expected)} arrays",
        )
    for j in range(_len(expected)):
        item = got[j]
        if _type(item) is _float64_scalar:
            item = _asarray(item)
        where = f"{call}, element {j} of the list:"
        t.expect_array(item, expected[j], what=where)
        t.expect_float64(item, what=where)
        for name, arrays in inputs.items():
            for k, array in enumerate(arrays):
                t.expect_new_array(got[j], what=where, **{f"{name}[{k}]": array})


def _soft_cases(
    t: CheckContext, name: str, *, new: Sequence[str] = (), tuples: Sequence[str] = ()
) -> None:
    """Run the row's soft_update cases against the stored parameters. The cases in `new` also
    expect no element to share memory with an array given; those in `tuples` pass their lists
    of parameters as tuples."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, by_name = call_arguments(_data, case)
        if case.id in tuples:
            args = _tuple(_tuple(a) for a in args)
            by_name = {key: _tuple(value) for key, value in by_name.items() if key != "tau"}
        got = t.call("soft_update", *args, **kwargs)
        inputs = {}
        if case.id in new:
            inputs = {key: value for key, value in by_name.items() if key != "tau"}
        _expect_params(t, got, expected_for(_data, row, case), inputs)
    t.case = t.about = ""


@suite.check
def soft_update_matches_spec_examples(t: CheckContext) -> None:
    _soft_cases(t, "soft_update_matches_spec_examples")


@suite.check
def soft_update_moves_the_target_by_tau_towards_online(t: CheckContext) -> None:
    _soft_cases(t, "soft_update_moves_the_target_by_tau_towards_online")


@suite.check
def soft_update_uses_default_tau_0_005(t: CheckContext) -> None:
    _soft_cases(t, "soft_update_uses_default_tau_0_005")


@suite.check
def soft_update_returns_a_list_of_new_float64_arrays(t: CheckContext) -> None:
    _soft_cases(
        t,
        "soft_update_returns_a_list_of_new_float64_arrays",
        new=("three-parameters-as-tuples",),
        tuples=("three-parameters-as-tuples",),
    )


@suite.check
def soft_update_never_returns_an_input_array(t: CheckContext) -> None:
    _soft_cases(
        t, "soft_update_never_returns_an_input_array", new=("hard-copy-tau-1", "no-update-tau-0")
    )


@suite.check
def soft_update_accepts_nested_lists_and_integer_parameters(t: CheckContext) -> None:
    _soft_cases(
        t,
        "soft_update_accepts_nested_lists_and_integer_parameters",
        new=("soft-int64-and-int32-arrays",),
    )


@suite.check
def soft_update_keeps_0d_parameters_0d(t: CheckContext) -> None:
    _soft_cases(t, "soft_update_keeps_0d_parameters_0d", new=("0d-arrays",))


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """Each case's arrays, and the arrays inside its lists, as they were after its own call; a
    list of parameters keeps its very items."""
    row = _rows["inputs_are_not_modified"]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, by_name = call_arguments(_data, case)
        arrays = {k: v for k, v in by_name.items() if _type(v) is _ndarray}
        lists = {k: v for k, v in by_name.items() if _type(v) is list}
        saved = {k: _copy(v) for k, v in arrays.items()}
        items = {k: list(v) for k, v in lists.items()}
        saved_items = {k: [_copy(p) for p in v] for k, v in lists.items()}
        t.call(case.function, *args, **kwargs)
        for key, before in items.items():
            given = lists[key]
            t.expect(
                _len(given) == _len(before) and all(a is b for a, b in zip(given, before)),
                f"{t.last_call} changed the lists it was given (items replaced, added or "
                "removed); build and return a new list",
            )
        for key, value in arrays.items():
            t.expect_unchanged(key, value, saved[key])
        for key, before in items.items():
            for j, (item, copy) in enumerate(zip(before, saved_items[key])):
                t.expect_unchanged(f"{key}[{j}]", item, copy)
    t.case = t.about = ""

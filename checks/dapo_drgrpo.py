"""Checks for "DAPO and Dr. GRPO: loss aggregation, clip-higher and dynamic sampling", as data.

Every case is in dapo_drgrpo.toml and every expected value in dapo_drgrpo.expected.json
(computed from the reference by `practice regen dapo-drgrpo`). Three rows are code: one reads an
error's message, two ask two things of the same call. This file is served to browsers, so it
must never contain or import the reference solution.
"""

import re
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}

MODES = ("token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm")

# Taken before any learner code runs.
_findall = re.findall
_copy = np.array
_ndarray = np.ndarray


def _cases(
    t: CheckContext, name: str
) -> Iterator[tuple[Any, tuple[Any, ...], dict[str, Any], dict[str, Any], Any]]:
    """The cases of the row `name` (only the one asked for with --case): each with its
    arguments, built afresh and all of them by parameter name, and the value regen stored for
    it (None for a case that must raise)."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, by_name = call_arguments(suite.data, case)
        expected = None if case.raises else expected_for(suite.data, row, case)
        yield case, args, kwargs, by_name, expected
    t.case = t.about = ""


def _unchanged_then(
    t: CheckContext, name: str, judge: Callable[[Any, Any, dict[str, Any]], None]
) -> None:
    """Each case of the row `name` leaves its array arguments as they were, then `judge`
    (got, expected, arguments by name) accepts its result."""
    for case, args, kwargs, by_name, expected in _cases(t, name):
        saved = {k: _copy(v) for k, v in by_name.items() if type(v) is _ndarray}
        got = t.call(case.function, *args, **kwargs)
        for key, before in saved.items():
            t.expect_unchanged(key, by_name[key], before)
        judge(got, expected, by_name)


@suite.check
def advantages_return_a_new_array_and_leave_rewards_unchanged(t: CheckContext) -> None:
    """The rewards unchanged, then a new float64 array of the stored values."""
    _unchanged_then(
        t,
        "advantages_return_a_new_array_and_leave_rewards_unchanged",
        lambda got, expected, by_name: t.expect_new_float64_array(got, expected, **by_name),
    )


@suite.check
def aggregate_rejects_unknown_modes(t: CheckContext) -> None:
    """Each case raises ValueError, with a message that names every valid mode."""
    for case, args, kwargs, _, _ in _cases(t, "aggregate_rejects_unknown_modes"):
        message = t.expect_raises(ValueError, case.about, "aggregate", *args, **kwargs)
        named = set(_findall(r"[a-z]+(?:-[a-z]+)*", message))
        missing = [m for m in MODES if m not in named]
        t.expect(
            not missing,
            f"raised ValueError, but its message does not name every valid mode (missing: "
            f"{', '.join(missing)}); list all four so the caller can fix the call",
            got=message,
            expected=", ".join(MODES),
        )


@suite.check
def informative_leaves_rewards_unchanged(t: CheckContext) -> None:
    """The rewards unchanged, then the stored flags."""
    _unchanged_then(
        t,
        "informative_leaves_rewards_unchanged",
        lambda got, expected, _: t.expect_exact_array(got, expected),
    )

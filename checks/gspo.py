"""Checks for "GSPO: sequence-level importance ratios", written as data.

Every case is in gspo.toml and every expected value in gspo.expected.json (computed from the
reference by `practice regen gspo`). This file is served to browsers, so it must never contain
or import the reference solution.

The long-answer rows are code: answers of a thousand tokens are too long to write out, so each
row's cases hold answers of one token, which the code repeats into long, padded answers with the
same mean log-ratios, and so the same expected values.
"""

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_data = suite.data
_rows = {row.name: row for row in _data.rows}
_full = np.full
_PADDING = {"logp": 1e300, "old_logp": -1e300, "mask": False}


def _long(name: str, value: object, counts: tuple[int, ...], width: int) -> object:
    """Row i's one token repeated counts[i] times, then padding up to `width` tokens."""
    if name not in _PADDING:
        return value
    out = _full((len(counts), width), _PADDING[name], dtype=value.dtype)  # type: ignore[attr-defined]
    for i, count in enumerate(counts):
        out[i, :count] = value[i, 0]  # type: ignore[index]
    return out


def _long_answers(
    t: CheckContext, name: str, sizes: dict[str, tuple[tuple[int, ...], int]]
) -> None:
    """Run the row's cases as long answers (`sizes`: each case's counts and width)."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", name, case.id):
            continue
        t.case, t.about = case.id, case.about
        counts, width = sizes[case.id]
        args, kwargs, _ = call_arguments(_data, case)
        params = _data.signatures[case.function]
        args = tuple(_long(params[i], a, counts, width) for i, a in enumerate(args))
        kwargs = {k: _long(k, v, counts, width) for k, v in kwargs.items()}
        got = t.call(case.function, *args, **kwargs)
        expected = expected_for(_data, row, case)
        if _data.results[case.function] == "array":
            t.expect_array(got, expected, rtol=case.rtol, atol=case.atol)
        else:
            t.expect_float(got, expected, rtol=case.rtol, atol=case.atol)
    t.case = t.about = ""


_THREE_LONG = ((1000, 1050, 700), 1100)


@suite.check
def sequence_ratio_stays_finite_for_long_answers(t: CheckContext) -> None:
    sizes = {"one-answer-of-1000-tokens": ((1000,), 1200), "three-long-answers": _THREE_LONG}
    _long_answers(t, "sequence_ratio_stays_finite_for_long_answers", sizes)


@suite.check
def objective_stays_finite_for_long_answers(t: CheckContext) -> None:
    sizes = {"two-long-answers": ((1000, 1050), 1100)}
    _long_answers(t, "objective_stays_finite_for_long_answers", sizes)


@suite.check
def clip_fraction_stays_right_for_long_answers(t: CheckContext) -> None:
    sizes = {"three-long-answers-clipped": _THREE_LONG}
    _long_answers(t, "clip_fraction_stays_right_for_long_answers", sizes)

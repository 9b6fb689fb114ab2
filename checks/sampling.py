"""Checks for "Sampling: temperature, top-k, top-p, min-p and speculative decoding", written as
data.

Every case is in sampling.toml and every expected value in sampling.expected.json (computed from
the reference by `practice regen sampling`). This file is served to browsers, so it must never
contain or import the reference solution. Three checks are code: two that say in words when a
token is a numpy integer (no result kind says "exactly a Python int"), and one that the first
token a speculative step emits follows the target's distribution, over a grid of uniforms and
every draft.
"""

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext, CheckFailed
from practice.compare import format_value

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}
_type = type  # taken before any learner code runs
_integer = np.integer


def _kind(value) -> str:
    return f"{_type(value).__module__}.{_type(value).__name__}"


def _cases(t: CheckContext, name: str):
    """The row's stored cases (one, with --case), each with its arguments and expected value."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(suite.data, case)
        yield case.function, args, kwargs, expected_for(suite.data, row, case)
    t.case = t.about = ""


@suite.check
def sample_returns_a_python_int(t: CheckContext) -> None:
    for function, args, kwargs, expected in _cases(t, "sample_returns_a_python_int"):
        got = t.call(function, *args, **kwargs)
        t.expect_float(got, expected)
        try:
            t.expect(
                _type(got) is int,
                f"returned a {_kind(got)}; expected exactly a Python int (wrap the index in "
                "int(...))",
                expected="int",
            )
        except CheckFailed as failed:
            failed.got = _kind(got)
            raise


@suite.check
def spec_tokens_are_python_ints(t: CheckContext) -> None:
    for function, args, kwargs, expected in _cases(t, "spec_tokens_are_python_ints"):
        got = t.call(function, *args, **kwargs)
        # The tokens' values first, numpy integers read as numbers; then the types.
        numbers = _type(got) is list and all(
            isinstance(x, _integer) or _type(x) is int for x in got
        )
        t.expect_value([int(x) for x in got] if numbers else got, expected)
        t.expect(
            _type(got) is list,
            f"returned a {_kind(got)}; expected a list of Python ints",
            got=_kind(got),
            expected="list",
        )
        odd = [x for x in got if _type(x) is not int]
        if odd:
            t.fail(
                f"returned a list holding {_kind(odd[0])} tokens; expected Python ints "
                "(convert each token with int(...))",
                got=_kind(odd[0]),
                expected="int",
            )


# A target and a draft whose acceptance ratios p/q (2, 1/4, 4, 1/2) and residual (normalised:
# 1/4, 0, 3/4, 0) are multiples of 1/16, so that a grid of 16 midpoints per uniform gives the
# exact frequencies, and each of the four drafts takes its weight q(x).
_TARGET = [[0.25, 0.125, 0.5, 0.125], [0.25, 0.25, 0.25, 0.25]]
_DRAFT = [[0.125, 0.5, 0.125, 0.25]]
_GRID = [(i + 0.5) / 16 for i in range(16)]


@suite.check
def spec_tokens_follow_the_target_distribution(t: CheckContext) -> None:
    vocab = len(_TARGET[0])
    frequency = [0.0] * vocab
    for draft in range(vocab):
        weight = _DRAFT[0][draft] / len(_GRID) ** 2
        for u_accept in _GRID:
            for u_resample in _GRID:
                got = t.call(
                    "speculative_step",
                    np.array(_TARGET),
                    np.array(_DRAFT),
                    [draft],
                    [u_accept],
                    u_resample,
                )
                first = got[0] if type(got) in (list, tuple) and len(got) > 0 else None
                if not isinstance(first, (int, np.integer)) or not 0 <= first < vocab:
                    t.fail(
                        f"returned {format_value(got)}; expected a list whose first token is "
                        f"an id from 0 to {vocab - 1}",
                        got,
                    )
                frequency[int(first)] += weight
    t.expect_array(
        np.array(frequency),
        _TARGET[0],
        rtol=0.0,
        atol=1e-12,
        what=(
            "the frequencies of the first token over drafts x ~ q_draft[0] and a grid of "
            "16 x 16 values of (u_accept[0], u_resample), "
        ),
    )

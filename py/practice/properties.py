"""What a row of a cases file can ask of a function, written once for every exercise.

`run_case` is a written or random case: call, then compare the result as the function's
`result` says (a float array, a number, exactly a Python float, a plain value, a bool or int
array exactly, a tuple of float arrays). The PROPERTIES are
what a row switches on with `property = "<name>"`, on its own cases or on those it names:

* `new_float64_array`: the values, a float64 array, and no memory shared with any input;
* `python_float`: the value, and exactly a Python float (not numpy.float64);
* `unchanged`: no array or list argument is changed in place;
* `lists`: the same result when every array argument is passed as a plain list;
* `padding`: the same result when the entries a mask marks unused hold each of `fills`
  (`mask` names the mask parameter, `pad` the parameters filled there, `negate` those filled
  with minus the fill), and no numpy warning printed (`quiet = true`).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import numpy as np

from .cases import Case, CaseData, Row, call_arguments, expected_for
from .checking import CheckContext
from .compare import CheckFailed, differing

__all__ = ["PROPERTIES", "run_case"]

_ndarray = np.ndarray
_copy = np.array
_tolist = np.ndarray.tolist


def _compare(
    t: CheckContext, data: CaseData, case: Case, got: Any, expected: Any, what: str = ""
) -> None:
    """Compare as the function's `result` kind says; a failure carries the case's advice
    only when the learner's result differs in exactly the elements where the advice's own
    wrong answer does (another mistake on the same case gets the facts alone)."""
    kind = data.results[case.function]
    try:
        if kind == "array":
            t.expect_array(got, expected, rtol=case.rtol, atol=case.atol, what=what)
        elif kind in ("float", "python_float"):
            t.expect_float(
                got,
                expected,
                rtol=case.rtol,
                atol=case.atol,
                exact_type=kind == "python_float",
                what=what,
            )
        elif kind == "exact_array":
            t.expect_exact_array(got, expected, what=what)
        elif kind == "arrays":
            t.expect_arrays(got, expected, rtol=case.rtol, atol=case.atol, what=what)
        else:
            t.expect_value(got, expected, what=what)
    except CheckFailed as failed:
        advice, where = t.advice
        if advice and where and isinstance(where[0], dict):  # a number: the mistake's value
            mistaken = where[0]["value"]
            number = type(got) in (int, float) or isinstance(got, np.floating)
            if number and not differing(got, mistaken, case.rtol, case.atol):
                failed.advice = advice
        elif advice and where:
            wrong = differing(got, expected, case.rtol, case.atol)
            if wrong and set(wrong) == set(where):
                failed.advice = advice
        raise


def run_case(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    """Call the case's function and compare its result, or expect it to raise."""
    args, kwargs, _ = call_arguments(data, case)
    if case.raises:
        kind = getattr(builtins, case.raises)
        t.expect_raises(kind, case.about, case.function, *args, **kwargs)
        return
    got = t.call(case.function, *args, **kwargs)
    _compare(t, data, case, got, expected_for(data, row, case))


def new_float64_array(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    """The values, then float64 and no memory shared with an input: each part of a tuple of
    arrays (`result = "arrays"`) too."""
    args, kwargs, by_name = call_arguments(data, case)
    got = t.call(case.function, *args, **kwargs)
    _compare(t, data, case, got, expected_for(data, row, case))
    arrays = {name: value for name, value in by_name.items() if type(value) is _ndarray}
    for part in got if type(got) is tuple else (got,):
        t.expect_float64(part)
        t.expect_new_array(part, **arrays)


def python_float(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    args, kwargs, _ = call_arguments(data, case)
    got = t.call(case.function, *args, **kwargs)
    t.expect_float(
        got, expected_for(data, row, case), rtol=case.rtol, atol=case.atol, exact_type=True
    )


def unchanged(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    args, kwargs, by_name = call_arguments(data, case)
    saved = {
        name: _copy(value)
        for name, value in by_name.items()
        if type(value) is _ndarray or type(value) is list
    }
    t.call(case.function, *args, **kwargs)
    for name, before in saved.items():
        t.expect_unchanged(name, by_name[name], before)


def lists(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    args, kwargs, _ = call_arguments(data, case)
    plain = tuple(_tolist(a) if type(a) is _ndarray else a for a in args)
    plain_kw = {k: _tolist(v) if type(v) is _ndarray else v for k, v in kwargs.items()}
    got = t.call(case.function, *plain, **plain_kw)
    _compare(t, data, case, got, expected_for(data, row, case))
    if data.results[case.function] == "array":
        t.expect_float64(got)
    elif data.results[case.function] == "arrays" and type(got) is tuple:
        for part in got:
            t.expect_float64(part)


def padding(t: CheckContext, data: CaseData, row: Row, case: Case) -> None:
    options = row.options
    mask_name, negate = options["mask"], set(options.get("negate", ()))
    expected = expected_for(data, row, case)
    for fill in options.get("fills", (1e300, -1e300)):
        args, kwargs, by_name = call_arguments(data, case)
        unused = ~np.asarray(by_name[mask_name], dtype=bool)
        for name in options["pad"]:
            by_name[name][unused] = -fill if name in negate else fill
        got = t.call(case.function, *args, **kwargs)
        what = f"with the unused entries set to {fill:g}, {case.function}()"
        _compare(t, data, case, got, expected, what)
    if options.get("quiet"):
        t.expect(
            "Warning" not in t.output_text(),
            f"{case.function} printed a numpy warning for unused entries; leave them out "
            "before computing with them",
            got=t.output_text()[:200],
        )


PROPERTIES: dict[str, Callable[[CheckContext, CaseData, Row, Case], None]] = {
    "new_float64_array": new_float64_array,
    "python_float": python_float,
    "unchanged": unchanged,
    "lists": lists,
    "padding": padding,
}

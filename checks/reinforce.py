"""Checks for "REINFORCE: the policy gradient of a linear-softmax policy", written as data.

Every case is in reinforce.toml and every expected value in reinforce.expected.json (computed
from the reference by `practice regen reinforce`). This file is served to browsers, so it must
never contain or import the reference solution.
"""

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext
from practice.compare import CheckFailed, differing

suite = suite_from_data(__file__)
_data = suite.data
_BASELINE = "gradient_accepts_none_scalar_or_per_step_baseline"
_baseline_row = next(row for row in _data.rows if row.name == _BASELINE)
_advice_where = _data.expected.get("advice", {})


@suite.check
def gradient_accepts_none_scalar_or_per_step_baseline(t: CheckContext) -> None:
    """The row's cases as written, except that a case without a baseline passes baseline=None
    explicitly (a cases file cannot write None). A case's advice is shown, as a data row shows
    it, only where the result differs in exactly the elements its wrong answer does."""
    for case in _baseline_row.cases:
        if t.only_case not in ("", _BASELINE, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(_data, case)
        kwargs.setdefault("baseline", None)
        got = t.call("reinforce_gradient", *args, **kwargs)
        expected = expected_for(_data, _baseline_row, case)
        try:
            t.expect_array(got, expected, rtol=case.rtol, atol=case.atol)
        except CheckFailed as failed:
            where = {tuple(i) for i in _advice_where.get(case.id, ())}
            if where and set(differing(got, expected, case.rtol, case.atol)) == where:
                failed.advice = case.advice
            raise
    t.case = t.about = ""

"""Checks for "AlphaZero and MuZero search: pUCT, visit policy and n-step targets", as data.

Every case is in muzero_search.toml and every expected value in muzero_search.expected.json
(computed from the reference by `practice regen muzero-search`). One row is code: no result kind
says "exactly a Python int". This file is served to browsers, so it must never contain or import
the reference solution.
"""

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}
_type = type  # taken before any learner code runs


@suite.check
def select_child_returns_python_int(t: CheckContext) -> None:
    """The stored index, then exactly a Python int."""
    row = _rows["select_child_returns_python_int"]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(suite.data, case)
        got = t.call("select_child", *args, **kwargs)
        t.expect_float(got, expected_for(suite.data, row, case))
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        t.expect(
            _type(got) is int,
            f"returned a {kind}; expected exactly a Python int (wrap the index in int(...))",
            got=kind,
            expected="int",
        )
    t.case = t.about = ""

"""Checks for "Multi-armed bandits: action values, epsilon-greedy, UCB1 and the gradient bandit",
written as data.

Every case is in bandits.toml and every expected value in bandits.expected.json (computed from
the reference by `practice regen bandits`). One row is code: no result kind says "exactly a
Python int". This file is served to browsers, so it must never contain or import the
reference solution.
"""

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext, CheckFailed

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}
_type = type  # taken before any learner code runs


@suite.check
def ucb_returns_a_python_int(t: CheckContext) -> None:
    """The stored arm, then exactly a Python int (the type named as itself, not quoted)."""
    row = _rows["ucb_returns_a_python_int"]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(suite.data, case)
        got = t.call("ucb_action", *args, **kwargs)
        t.expect_float(got, expected_for(suite.data, row, case))
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        try:
            t.expect(
                _type(got) is int,
                f"returned a {kind}; expected exactly a Python int (wrap the index in int(...))",
                expected="int",
            )
        except CheckFailed as failed:
            failed.got = kind
            raise
    t.case = t.about = ""

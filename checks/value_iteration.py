"""Checks for "Dynamic programming: policy evaluation, greedy policies and value iteration",
written as data.

Every case is in value_iteration.toml and every expected value in value_iteration.expected.json
(computed from the reference by `practice regen value-iteration`). value_iteration returns a
tuple (V, policy) of a float array and an integer array, which no result kind of the cases file
compares: its rows are the code below, each running the cases the file writes for it. This file
is served to browsers, so it must never contain or import the reference solution.
"""

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_data = suite.data
_rows = {row.name: row for row in _data.rows}
_type, _len = type, len  # taken before any learner code runs


def _vi_cases(t: CheckContext, name: str) -> None:
    """Run the row's cases: a pair whose V is the stored float64 array and whose policy is the
    stored integer array of actions."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(_data, case)
        got = t.call("value_iteration", *args, **kwargs)
        call = t.last_call
        pair = _type(got) is tuple and _len(got) == 2
        kind = f"a tuple of {_len(got)} items" if _type(got) is tuple else _type(got).__name__
        t.expect(
            pair,
            f"returned {kind}; expected a tuple (V, policy) of two arrays "
            "(end with `return V, policy`)",
            got=got,
        )
        values, actions = expected_for(_data, row, case)
        t.expect_array(got[0], values, rtol=case.rtol, atol=case.atol, what=f"{call}, V:")
        t.expect_float64(got[0], what=f"{call}, V:")
        t.expect_exact_array(got[1], actions, what=f"{call}, policy:")
    t.case = t.about = ""


@suite.check
def value_iteration_starts_from_zero(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_starts_from_zero")


@suite.check
def value_iteration_stopping_rule(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_stopping_rule")


@suite.check
def value_iteration_uses_default_gamma_and_theta(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_uses_default_gamma_and_theta")


@suite.check
def value_iteration_returns_values_and_policy(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_returns_values_and_policy")


@suite.check
def value_iteration_backs_up_the_best_action(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_backs_up_the_best_action")


@suite.check
def value_iteration_policy_is_greedy_for_the_returned_values(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_policy_is_greedy_for_the_returned_values")


@suite.check
def value_iteration_sweeps_are_synchronous(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_sweeps_are_synchronous")


@suite.check
def value_iteration_matches_spec_examples(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_matches_spec_examples")


@suite.check
def value_iteration_terminal_states_are_worth_zero(t: CheckContext) -> None:
    _vi_cases(t, "value_iteration_terminal_states_are_worth_zero")

"""Checks for "DPO and IPO: preference losses from log-probabilities", written as data.

Every case is in dpo_loss.toml and every expected value in dpo_loss.expected.json (computed from
the reference by `practice regen dpo-loss`). This file is served to browsers, so it must never
contain or import the reference solution.

dpo_loss returns a tuple (loss, chosen_rewards, rejected_rewards), which no result kind of the
cases file compares: its rows are the code below, each running the cases the file writes for it.
"""

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_data = suite.data
_rows = {row.name: row for row in _data.rows}
_ndarray, _type, _len = np.ndarray, type, len


def _dpo_cases(
    t: CheckContext, name: str, *, python_float: bool = False, new: bool = False
) -> None:
    """Run the row's cases: a tuple of three, whose rewards are the stored arrays and whose loss
    is the stored number (exactly a Python float if `python_float`); with `new`, both rewards
    are float64 arrays sharing no memory with an input."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, by_name = call_arguments(_data, case)
        got = t.call("dpo_loss", *args, **kwargs)
        call = t.last_call
        t.expect(
            _type(got) is tuple and _len(got) == 3,
            f"returned a {_type(got).__name__}; expected a tuple of three values "
            "(loss, chosen_rewards, rejected_rewards)",
            got=got,
        )
        loss, chosen, rejected = expected_for(_data, row, case)
        rewards = (("chosen_rewards", got[1], chosen), ("rejected_rewards", got[2], rejected))
        for part, value, want in rewards:
            t.expect_array(value, want, rtol=case.rtol, atol=case.atol, what=f"{part} from {call}:")
        t.expect_float(
            got[0],
            loss,
            rtol=case.rtol,
            atol=case.atol,
            exact_type=python_float,
            what=f"the loss from {call}",
        )
        if new:
            arrays = {k: v for k, v in by_name.items() if _type(v) is _ndarray}
            for part, value, _ in rewards:
                t.expect_float64(value, what=f"{part} from {call}")
                t.expect_new_array(value, what=f"{part} from {call}", **arrays)
    t.case = t.about = ""


@suite.check
def dpo_loss_matches_spec_example(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_matches_spec_example")


@suite.check
def dpo_loss_label_smoothing_example(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_label_smoothing_example")


@suite.check
def dpo_rewards_are_beta_times_log_ratios(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_rewards_are_beta_times_log_ratios")


@suite.check
def dpo_loss_label_smoothing_weights_the_flipped_label(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_label_smoothing_weights_the_flipped_label")


@suite.check
def dpo_loss_defaults_are_beta_0_1_and_no_smoothing(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_defaults_are_beta_0_1_and_no_smoothing")


@suite.check
def dpo_loss_stable_for_large_margins(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_stable_for_large_margins")


@suite.check
def dpo_loss_takes_arguments_in_spec_order(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_takes_arguments_in_spec_order")


@suite.check
def dpo_loss_accepts_lists_and_int_arrays(t: CheckContext) -> None:
    _dpo_cases(t, "dpo_loss_accepts_lists_and_int_arrays", new=True)


@suite.check
def dpo_loss_returns_python_float_and_new_float64_arrays(t: CheckContext) -> None:
    _dpo_cases(
        t, "dpo_loss_returns_python_float_and_new_float64_arrays", python_float=True, new=True
    )

"""Checks for "DAPO and Dr. GRPO: loss aggregation, clip-higher and dynamic sampling".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import re
from types import MappingProxyType

import numpy as np

from practice.checking import CheckContext, Suite
from practice.compare import float_mismatch

suite = Suite(
    {
        "drgrpo_advantages": ("rewards",),
        "aggregate": ("per_token", "mask", "mode", "max_len"),
        "dapo_objective": ("logp", "old_logp", "advantages", "mask", "eps_low", "eps_high"),
        "informative_groups": ("rewards",),
    },
    optional=("max_len", "eps_low", "eps_high"),
)

MODES = ("token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm")

# Taken before any learner code runs.
_ndarray = np.ndarray
_tolist = np.ndarray.tolist
_findall = re.findall


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _expect_float(
    t: CheckContext, got: object, expected: float, mistakes: tuple[tuple[float, str], ...] = ()
) -> None:
    """Like t.expect_float, but a result equal to a known mistake's value says which mistake."""
    if float_mismatch(got, expected, 1e-6, 1e-9) is None:
        return
    for value, why in mistakes:
        if float_mismatch(got, value, 1e-6, 1e-9) is None:
            t.fail(f"got {float(got)!r}, expected {expected!r}: {why}", got, expected)
    t.expect_float(got, expected)


def _expect_bools(t: CheckContext, got: object, expected: tuple[bool, ...]) -> None:
    """`got` is a 1-d numpy array of dtype bool equal to `expected`."""
    if type(got) is not _ndarray:
        t.fail(
            "returned something that is not a numpy array; expected an np.ndarray of "
            "dtype bool, one flag per group",
            got,
            expected,
        )
    if got.dtype.kind != "b":
        t.fail(
            f"returned an array of dtype {got.dtype}; expected dtype bool (True/False, not 0/1)",
            got,
            expected,
        )
    if tuple(got.shape) != (len(expected),):
        t.fail(
            f"returned an array of shape {tuple(got.shape)}; expected shape "
            f"({len(expected)},): one flag per group (row), reduced along axis 1",
            got,
            expected,
        )
    values = _tolist(got)
    if values != list(expected):
        wrong = [i for i in range(len(expected)) if values[i] != expected[i]]
        t.fail(f"is wrong for group(s) {wrong} (rows of rewards)", got, expected)


# --- drgrpo_advantages --------------------------------------------------------------------------


@suite.check
def advantages_match_worked_examples(t: CheckContext) -> None:
    """The statement's examples: each reward minus its group's mean, integer rewards included."""
    got = t.call("drgrpo_advantages", _arr([[1, 0, 0, 1], [1, 1, 1, 0]], np.int64))
    t.expect_array(got, ((0.5, -0.5, -0.5, 0.5), (0.25, 0.25, 0.25, -0.75)))
    got = t.call("drgrpo_advantages", _arr([[0.2, 0.9, 0.4], [0.5, 0.5, 0.5]]))
    t.expect_array(got, ((-0.3, 0.4, -0.09999999999999998), (0.0, 0.0, 0.0)))


@suite.check
def advantages_are_reward_minus_group_mean_no_std(t: CheckContext) -> None:
    """A_ij = r_ij - mean of row i: no division by the std, each row (group) on its own."""
    # Square, so a mean over the wrong axis (or without keepdims) broadcasts silently.
    got = t.call("drgrpo_advantages", _arr([[0.0, 2.0, 7.0], [3.0, 1.0, 2.0], [0.5, 0.5, 4.0]]))
    t.expect_array(
        got,
        (
            (-3.0, -1.0, 4.0),
            (1.0, -1.0, 0.0),
            (-1.1666666666666667, -1.1666666666666667, 2.333333333333333),
        ),
    )
    got = t.call(
        "drgrpo_advantages", _arr([[1.5, 0.0, 0.25, 3.0, 0.75], [-1.0, 2.0, 0.5, 0.5, 4.0]])
    )
    t.expect_array(
        got,
        (
            (0.4, -1.1, -0.85, 1.9, -0.35),
            (-2.2, 0.8, -0.7, -0.7, 2.8),
        ),
    )


@suite.check
def advantages_zero_for_equal_group_and_single_answer(t: CheckContext) -> None:
    """An all-equal group and a group of one answer get zeros (there is no std to divide by)."""
    got = t.call("drgrpo_advantages", _arr([[0.7, 0.7, 0.7], [0.0, 0.0, 0.0], [1.0, 0.0, 1.0]]))
    # 0.7 is not exact in binary: its computed mean differs from it by ~1e-16, hence the atol.
    t.expect_array(
        got,
        ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0), (1 / 3, -2 / 3, 1 / 3)),
        atol=1e-12,
    )
    got = t.call("drgrpo_advantages", _arr([[3.0], [-2.0]]))
    t.expect_array(got, ((0.0,), (0.0,)), atol=0.0, rtol=0.0)


@suite.check
def advantages_accept_lists_and_integer_arrays(t: CheckContext) -> None:
    """Rewards as a Python list or an integer array give float64 advantages."""
    got = t.call("drgrpo_advantages", [[0.25, 1.0], [4.0, -2.0], [1.0, 1.0]])
    t.expect_array(got, ((-0.375, 0.375), (3.0, -3.0), (0.0, 0.0)))
    got = t.call("drgrpo_advantages", [[2, 0, 1, 4], [3, 3, 0, 1]])
    t.expect_array(got, ((0.25, -1.75, -0.75, 2.25), (1.25, 1.25, -1.75, -0.75)))
    # An int array: the advantages are fractions, so an integer result array would truncate.
    got = t.call("drgrpo_advantages", _arr([[2, 0, 1, 4], [3, 3, 0, 1]], np.int64))
    t.expect_array(got, ((0.25, -1.75, -0.75, 2.25), (1.25, 1.25, -1.75, -0.75)))
    t.expect_float64(got)


@suite.check
def advantages_return_a_new_array_and_leave_rewards_unchanged(t: CheckContext) -> None:
    """drgrpo_advantages returns a new float64 array and does not change rewards in place."""
    rewards = _arr([[1.0, 0.0, 3.0], [2.0, 2.0, 5.0]])
    before = rewards.copy()
    got = t.call("drgrpo_advantages", rewards=rewards)
    t.expect_unchanged("rewards", rewards, before)
    t.expect_new_float64_array(
        got,
        ((-0.33333333333333326, -1.3333333333333333, 1.6666666666666667), (-1.0, -1.0, 2.0)),
        rewards=rewards,
    )


# --- aggregate -----------------------------------------------------------------------------------

# Three answers of 3, 4 and 2 valid tokens, padded to L = 5: no answer fills the last column, so
# "the longest answer" (4) and the padded length L (5) differ, and N (3) differs from both.
# Padding holds 9.0, not 0.
_PER_TOKEN = (
    (0.4, -1.2, 2.0, 9.0, 9.0),
    (1.5, 0.5, -0.5, 3.0, 9.0),
    (9.0, -2.0, 1.0, 9.0, 9.0),
)
_MASK = (
    (True, True, True, False, False),
    (True, True, True, True, False),
    (False, True, True, False, False),  # padded on both sides: count the mask, not positions
)
# Token sums per answer: 1.2, 4.5, -1.0 (total 4.7 over 9 valid tokens).
AGG = MappingProxyType(
    {
        "token-mean": 0.5222222222222223,  # 4.7 / 9
        "seq-mean-token-mean": 0.34166666666666673,  # (1.2/3 + 4.5/4 - 1.0/2) / 3
        "seq-mean-token-sum": 1.5666666666666667,  # 4.7 / 3
        "seq-mean-token-sum-norm": 0.31333333333333335,  # 4.7 / 3 / 5
    }
)
AGG_NORM_16 = 0.09791666666666667  # 4.7 / 3 / 16


def _agg_inputs(pad: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    per_token, mask = _arr(_PER_TOKEN), _arr(_MASK, bool)
    if pad is not None:
        per_token[~mask] = pad
    return per_token, mask


_SPEC_X = ((0.5, -1.0, 2.0, 1.5), (1.0, 3.0, 1e300, 1e300))
_SPEC_M = ((True, True, True, True), (True, True, False, False))


@suite.check
def aggregate_matches_worked_examples(t: CheckContext) -> None:
    """The statement's examples: the same 2x4 batch in the four modes, and max_len=8."""
    expected = {
        "token-mean": 1.1666666666666667,
        "seq-mean-token-mean": 1.375,
        "seq-mean-token-sum": 3.5,
        "seq-mean-token-sum-norm": 0.875,
    }
    for mode, want in expected.items():
        got = t.call("aggregate", _arr(_SPEC_X), _arr(_SPEC_M, bool), mode)
        t.expect_float(got, want)
    got = t.call("aggregate", _arr(_SPEC_X), _arr(_SPEC_M, bool), MODES[3], max_len=8)
    t.expect_float(got, 0.4375)


@suite.check
def aggregate_token_mean_weights_every_valid_token_equally(t: CheckContext) -> None:
    """token-mean: the sum of all valid tokens over the number of valid tokens in the batch."""
    per_token, mask = _agg_inputs()
    got = t.call("aggregate", per_token, mask, "token-mean")
    _expect_float(
        t,
        got,
        AGG["token-mean"],
        (
            (4.7 / 15, "that divides by N * L, padding included; divide by the valid tokens"),
            (AGG["seq-mean-token-mean"], "that averages each answer first (seq-mean-token-mean)"),
        ),
    )


@suite.check
def aggregate_seq_mean_token_mean_averages_each_answer_first(t: CheckContext) -> None:
    """seq-mean-token-mean: each answer's mean over its own valid tokens, then the mean."""
    per_token, mask = _agg_inputs()
    got = t.call("aggregate", per_token, mask, "seq-mean-token-mean")
    _expect_float(
        t,
        got,
        AGG["seq-mean-token-mean"],
        (
            (4.7 / 15, "each answer's sum was divided by L = 5, not by its own valid tokens"),
            (AGG["token-mean"], "that is token-mean (all valid tokens at once)"),
        ),
    )


@suite.check
def aggregate_seq_mean_token_sum_averages_answer_sums(t: CheckContext) -> None:
    """seq-mean-token-sum: each answer's sum of valid tokens, then the mean over answers."""
    per_token, mask = _agg_inputs()
    got = t.call("aggregate", per_token, mask, "seq-mean-token-sum")
    t.expect_float(got, AGG["seq-mean-token-sum"])
    # max_len belongs to the -norm mode only.
    got = t.call("aggregate", per_token, mask, "seq-mean-token-sum", max_len=100)
    t.expect_float(got, AGG["seq-mean-token-sum"], what=f"{t.last_call} (max_len is for -norm)")


@suite.check
def aggregate_norm_divides_by_padded_length_by_default(t: CheckContext) -> None:
    """seq-mean-token-sum-norm without max_len: mean over answers of token sums, divided by L."""
    per_token, mask = _agg_inputs()
    got = t.call("aggregate", per_token, mask, "seq-mean-token-sum-norm")
    _expect_float(
        t,
        got,
        AGG["seq-mean-token-sum-norm"],
        (
            (4.7 / 5, "that is verl's code (the sum over answers / L); take the mean over answers"),
            (4.7 / 12, "that divides by the longest answer (4 tokens); max_len=None means L = 5"),
        ),
    )


@suite.check
def aggregate_norm_uses_max_len(t: CheckContext) -> None:
    """seq-mean-token-sum-norm divides by max_len when given (by keyword or 4th positionally)."""
    per_token, mask = _agg_inputs()
    got = t.call(
        "aggregate", per_token=per_token, mask=mask, mode="seq-mean-token-sum-norm", max_len=16
    )
    _expect_float(
        t,
        got,
        AGG_NORM_16,
        (
            (AGG["seq-mean-token-sum-norm"], "max_len=16 was ignored (that divides by L = 5)"),
            (
                4.7 / 16,
                "that is verl's code (the sum over answers / 16); take the mean over answers",
            ),
        ),
    )
    got = t.call("aggregate", per_token, mask, "seq-mean-token-sum-norm", 16)
    t.expect_float(got, AGG_NORM_16)
    got = t.call("aggregate", per_token, mask, "seq-mean-token-sum-norm", max_len=5)
    t.expect_float(got, AGG["seq-mean-token-sum-norm"])


@suite.check
def aggregate_rejects_unknown_modes(t: CheckContext) -> None:
    """Any other mode raises ValueError, and its message names the four valid modes."""
    per_token, mask = _agg_inputs()
    for mode in ("mean", "token_mean", "Token-Mean", "seq-mean-token-sum-norm-x", "sum", ""):
        message = t.expect_raises(
            ValueError, f"{mode!r} is not one of the four modes", "aggregate", per_token, mask, mode
        )
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
def aggregate_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding (mask False) may hold ±1e300 in every mode, without changing results or warnings."""
    for pad in (1e300, -1e300):
        per_token, mask = _agg_inputs(pad)
        per_token[2, 0] = -pad  # both signs in the same batch
        for mode in MODES:
            got = t.call("aggregate", per_token, mask, mode)
            t.expect_float(got, AGG[mode], what=f"with padding of ±1e300, {t.last_call}")
        got = t.call("aggregate", per_token, mask, MODES[3], max_len=16)
        t.expect_float(got, AGG_NORM_16, what=f"with padding of ±1e300, {t.last_call}")
    t.last_call = "with padding of ±1e300,"
    t.expect(
        "Warning" not in t.output_text(),
        "aggregate printed a numpy warning for padded tokens; drop them (np.where(mask, x, 0.0)) "
        "before any arithmetic",
        got=t.output_text()[:200],
    )


@suite.check
def aggregate_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """per_token as a list or an integer array and mask as a list of bools work in every mode."""
    per_token = [[1, 2, 0], [3, -1, 7]]
    mask = [[True, True, False], [True, True, True]]
    # Sums 3 and 9 over 2 and 3 tokens.
    expected = {
        "token-mean": 2.4,
        "seq-mean-token-mean": 2.25,
        "seq-mean-token-sum": 6.0,
        "seq-mean-token-sum-norm": 2.0,
    }
    for mode, want in expected.items():
        t.expect_float(t.call("aggregate", per_token, mask, mode), want)
        got = t.call("aggregate", _arr(per_token, np.int64), mask, mode)
        t.expect_float(got, want)


@suite.check
def aggregate_returns_python_float(t: CheckContext) -> None:
    """aggregate returns a Python float in every mode (type float exactly, not numpy.float64)."""
    per_token, mask = _agg_inputs()
    for mode in MODES:
        got = t.call("aggregate", per_token, mask, mode)
        t.expect_float(got, AGG[mode], exact_type=True)


@suite.check
def aggregate_leaves_inputs_unchanged(t: CheckContext) -> None:
    """aggregate does not change per_token or mask in place (not even the padding)."""
    for mode in MODES:
        per_token, mask = _agg_inputs(1e300)
        saved = per_token.copy(), mask.copy()
        t.call("aggregate", per_token, mask, mode)
        t.expect_unchanged("per_token", per_token, saved[0])
        t.expect_unchanged("mask", mask, saved[1])


# --- dapo_objective ------------------------------------------------------------------------------


def _spec_objective_inputs() -> dict[str, np.ndarray]:
    return {
        "logp": _arr([[-1.0, -0.5, -2.0], [-0.3, -1.2, 1e300]]),
        "old_logp": _arr([[-1.2, -1.0, -2.0], [-0.1, -0.9, -1e300]]),
        "advantages": _arr([1.0, -0.5]),
        "mask": _arr([[True, True, True], [True, True, False]], bool),
    }


SPEC_OBJECTIVE = 0.5384074763242358
SPEC_OBJECTIVE_SYMMETRIC = 0.5181269246922018


def _one_token(t: CheckContext, log_ratio: float, advantage: float, **eps: float) -> object:
    """The objective of one answer of one token: just its clipped surrogate."""
    return t.call(
        "dapo_objective",
        _arr([[-1.0 + log_ratio]]),
        _arr([[-1.0]]),
        _arr([advantage]),
        _arr([[True]], bool),
        **eps,
    )


@suite.check
def objective_matches_worked_examples(t: CheckContext) -> None:
    """The statement's examples: default clip range, then eps_low=0.2, eps_high=0.2."""
    got = t.call("dapo_objective", **_spec_objective_inputs())
    _expect_float(
        t,
        got,
        SPEC_OBJECTIVE,
        (
            (
                -SPEC_OBJECTIVE,
                "the sign is flipped: return the objective (to maximise), not a loss",
            ),
            (SPEC_OBJECTIVE_SYMMETRIC, "that clips to [0.8, 1.2]; eps_high defaults to 0.28"),
            (0.38122578222528053, "that is the mean of per-answer means, not the token mean"),
        ),
    )
    got = t.call("dapo_objective", **_spec_objective_inputs(), eps_low=0.2, eps_high=0.2)
    t.expect_float(got, SPEC_OBJECTIVE_SYMMETRIC)


@suite.check
def objective_default_clip_range_is_0_8_to_1_28(t: CheckContext) -> None:
    """Without eps arguments the ratio is clipped to [1 - 0.2, 1 + 0.28] (clip-higher)."""
    # ratio 1.65, A > 0: capped at 1.28
    _expect_float(t, _one_token(t, 0.5, 1.0), 1.28, ((1.2, "the default eps_high is 0.28"),))
    # ratio 0.61, A < 0: floored at 0.8
    _expect_float(t, _one_token(t, -0.5, -1.0), -0.8, ((-0.72, "the default eps_low is 0.2"),))
    t.expect_float(_one_token(t, 0.2, 1.0), 1.2214027581601699)  # 1.22: inside, not at 1.2


@suite.check
def objective_clips_positive_advantage_at_1_plus_eps_high(t: CheckContext) -> None:
    """With A > 0 the ratio is capped at 1 + eps_high, and a small ratio is not raised."""
    eps = {"eps_low": 0.1, "eps_high": 0.35}
    t.expect_float(_one_token(t, 0.5, 2.0, **eps), 2.7)  # ratio 1.65 capped at 1.35
    t.expect_float(_one_token(t, -0.5, 2.0, **eps), 1.2130613194252668)  # 0.61 stays 0.61
    t.expect_float(_one_token(t, 0.2, 2.0, **eps), 2.4428055163203397)  # 1.22 is inside


@suite.check
def objective_clips_negative_advantage_at_1_minus_eps_low(t: CheckContext) -> None:
    """With A < 0 the ratio is floored at 1 - eps_low, and a large ratio is never capped."""
    eps = {"eps_low": 0.1, "eps_high": 0.35}
    t.expect_float(_one_token(t, -0.5, -2.0, **eps), -1.8)  # ratio 0.61 floored at 0.9
    # ratio exp(1.5) = 4.48: no cap at 1 + eps_high, and no dual-clip at 3 (not part of DAPO).
    t.expect_float(_one_token(t, 1.5, -2.0, **eps), -8.963378140676129)
    t.expect_float(_one_token(t, -0.05, -2.0, **eps), -1.902458849001428)  # 0.95 is inside


@suite.check
def objective_takes_eps_low_then_eps_high(t: CheckContext) -> None:
    """eps_low and eps_high passed by position (5th and 6th) or keyword mean the same thing."""
    logp = _arr([[-0.4, -1.6, -0.9], [-2.0, -0.2, -1.1]])
    old_logp = _arr([[-0.8, -1.5, -1.0], [-1.5, -0.3, -1.0]])
    advantages = _arr([1.5, -1.0])
    mask = _arr([[True, True, True], [True, True, True]], bool)
    got = t.call("dapo_objective", logp, old_logp, advantages, mask, 0.1, 0.35)
    t.expect_float(got, 0.35500069467596723)
    got = t.call(
        "dapo_objective",
        logp=logp,
        old_logp=old_logp,
        advantages=advantages,
        mask=mask,
        eps_high=0.35,
        eps_low=0.1,
    )
    t.expect_float(got, 0.35500069467596723)


@suite.check
def objective_averages_over_all_valid_tokens(t: CheckContext) -> None:
    """The objective is a token mean over the whole batch, not a mean of per-answer means."""
    # Answers of 1, 4 and 2 valid tokens (the second has padding in the middle); the third has
    # A = 0, and its tokens still count in the denominator.
    got = t.call(
        "dapo_objective",
        _arr([[-0.2, 0.0, 0.0, 0.0, 0.0], [-1.0, -0.4, 2.5, -0.8, -0.3], [-0.7, -0.1, 0, 0, 0]]),
        _arr([[-0.5, 0.0, 0.0, 0.0, 0.0], [-0.9, -0.6, -1.5, -0.8, -0.1], [-0.6, -0.3, 0, 0, 0]]),
        _arr([1.5, -0.5, 0.0]),
        _arr(
            [
                [True, False, False, False, False],
                [True, True, False, True, True],
                [True, True, False, False, False],
            ],
            bool,
        ),
    )
    _expect_float(
        t,
        got,
        -0.0074979235195793735,
        ((0.47562621128024535, "that is the mean of per-answer means (GRPO's aggregation)"),),
    )


@suite.check
def objective_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding (mask False) may hold ±1e300 without changing the objective or a numpy warning."""
    for fill in (1e300, -1e300, 5.0):
        inputs = _spec_objective_inputs()
        inputs["logp"][1, 2], inputs["old_logp"][1, 2] = fill, -fill
        got = t.call("dapo_objective", **inputs)
        t.expect_float(
            got, SPEC_OBJECTIVE, what=f"with padding {fill:g} / {-fill:g}, {t.last_call}"
        )
    inputs = _spec_objective_inputs()
    inputs["logp"][1, 2] = inputs["old_logp"][1, 2] = 1e300
    t.expect_float(t.call("dapo_objective", **inputs), SPEC_OBJECTIVE)
    t.last_call = "with padding of ±1e300,"
    t.expect(
        "Warning" not in t.output_text(),
        "dapo_objective printed a numpy warning for padded tokens; replace the padding "
        "(np.where(mask, logp, 0.0), same for old_logp) before subtracting or calling np.exp",
        got=t.output_text()[:200],
    )


@suite.check
def objective_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """Lists for every argument, and integer advantages, are accepted."""
    logp = [[-1.0, -0.5, -2.0], [-0.3, -1.2, 0.0]]
    old_logp = [[-1.2, -1.0, -2.0], [-0.1, -0.9, 0.0]]
    mask = [[True, True, True], [True, True, False]]
    got = t.call("dapo_objective", logp, old_logp, [2, -1], mask)
    t.expect_float(got, 1.0768149526484716)
    got = t.call("dapo_objective", _arr(logp), _arr(old_logp), _arr([2, -1], np.int64), mask)
    t.expect_float(got, 1.0768149526484716)


@suite.check
def objective_returns_python_float(t: CheckContext) -> None:
    """dapo_objective returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("dapo_objective", **_spec_objective_inputs())
    t.expect_float(got, SPEC_OBJECTIVE, exact_type=True)


@suite.check
def objective_leaves_inputs_unchanged(t: CheckContext) -> None:
    """dapo_objective does not change any of its arguments in place (not even the padding)."""
    inputs = _spec_objective_inputs()
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("dapo_objective", **inputs)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])


# --- informative_groups --------------------------------------------------------------------------


@suite.check
def informative_matches_worked_examples(t: CheckContext) -> None:
    """The statement's examples: True only where a group's rewards are not all equal."""
    got = t.call(
        "informative_groups",
        _arr([[1, 1, 1, 1], [0, 1, 0, 0], [0, 0, 0, 0], [0.5, 0.5, 0.5, 0.5]]),
    )
    _expect_bools(t, got, (False, True, False, False))
    got = t.call("informative_groups", _arr([[0.1, 0.1, 0.1], [-1.0, -1.0, 1.0]]))
    _expect_bools(t, got, (False, True))


@suite.check
def informative_is_exact_not_a_std_threshold(t: CheckContext) -> None:
    """Any difference, however tiny, is informative; exactly equal rewards never are."""
    # np.std is about 1.4e-17 for the 0.1s (not 0) and exactly 0 for 0 vs 1e-300 (the squares
    # underflow), so `std > 0` gets both wrong; a tolerance or np.isclose misses the tiny gaps.
    got = t.call(
        "informative_groups",
        _arr(
            [
                [1.0, 1.0000000000000002, 1.0],
                [0.1, 0.1, 0.1],
                [0.0, 1e-300, 0.0],
                [1e-20, 2e-20, 1e-20],
                [0.3, 0.3, 0.3],
                [1.0, 1.000000001, 1.0],
                [1e300, 1e300, 1e300],
            ]
        ),
    )
    _expect_bools(t, got, (True, False, True, True, False, True, False))


@suite.check
def informative_drops_single_answer_groups(t: CheckContext) -> None:
    """A group of one answer is not informative (there is nothing to compare it with)."""
    _expect_bools(t, t.call("informative_groups", _arr([[0.0], [1.0], [0.5]])), (False,) * 3)


@suite.check
def informative_works_for_graded_and_negative_rewards(t: CheckContext) -> None:
    """Any reward values, not just 0/1: all positive but unequal is informative."""
    got = t.call(
        "informative_groups",
        _arr(
            [
                [0.3, 0.8, 0.8],
                [2.0, 1.0, 2.0],
                [-1.0, -1.0, -1.0],
                [0.0, 0.0, 0.0],
                [1.0, 1.0, 0.0],
                [-0.5, -2.0, -0.5],
            ]
        ),
    )
    _expect_bools(t, got, (True, True, False, False, True, True))


@suite.check
def informative_returns_one_bool_per_group(t: CheckContext) -> None:
    """The result is a new bool array of shape (num_groups,): one flag per row."""
    # Square, so reducing over the wrong axis gives a plausible shape but wrong flags.
    rewards = _arr([[1.0, 1.0, 1.0], [0.0, 1.0, 0.0], [2.0, 2.0, 2.0]])
    got = t.call("informative_groups", rewards=rewards)
    _expect_bools(t, got, (False, True, False))
    t.expect_new_array(got, rewards=rewards)
    got = t.call("informative_groups", _arr([[0, 0, 0, 0, 0], [0, 1, 0, 0, 0]]))
    _expect_bools(t, got, (False, True))


@suite.check
def informative_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """Rewards as a Python list or an integer array work."""
    rewards = [[1, 0, 1, 1], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 1]]
    _expect_bools(t, t.call("informative_groups", rewards), (True, False, False, True))
    got = t.call("informative_groups", _arr(rewards, np.int64))
    _expect_bools(t, got, (True, False, False, True))
    got = t.call("informative_groups", [[0.25, 0.25], [0.75, 0.5]])
    _expect_bools(t, got, (False, True))


@suite.check
def informative_leaves_rewards_unchanged(t: CheckContext) -> None:
    """informative_groups does not change rewards in place."""
    # Unsorted rows, so that sorting them in place shows.
    rewards = _arr([[0.9, 0.4, 0.4], [0.1, 0.1, 0.1], [2.0, -1.0, 0.5]])
    before = rewards.copy()
    got = t.call("informative_groups", rewards)
    t.expect_unchanged("rewards", rewards, before)
    _expect_bools(t, got, (True, False, True))

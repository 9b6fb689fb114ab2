"""Checks for "RLOO: REINFORCE with leave-one-out baselines".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "kl_shaped_rewards": ("scores", "logp", "ref_logp", "mask", "beta"),
        "rloo_advantages": ("rewards",),
        "reinforce_loss": ("seq_logps", "advantages"),
    },
    optional=("beta",),
)

T, F = True, False


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


# --- kl_shaped_rewards ---------------------------------------------------------------------------


# The statement's first worked example: k = 3 answers, rows of 3, 1 and 2 valid tokens; the padding
# (5.0 / -5.0) must be ignored. Summed k1 log-ratios 0.3, 0.6 and -0.6.
def _spec_shaped() -> dict[str, list]:
    """Fresh lists on every call, so an answer that edits its inputs can't spoil later checks."""
    return {
        "scores": [1.0, 0.0, 1.0],
        "logp": [[-0.5, -1.0, -0.2], [-0.3, 5.0, 5.0], [-1.2, -0.4, 5.0]],
        "ref_logp": [[-0.7, -0.8, -0.5], [-0.9, -5.0, -5.0], [-0.8, -0.2, -5.0]],
        "mask": [[T, T, T], [T, F, F], [T, T, F]],
    }


SPEC_SHAPED_EXPECTED = (0.97, -0.06000000000000001, 1.06)


def _four_answers() -> dict[str, np.ndarray]:
    """N = 4 answers, L = 3 (N != L, so a sum over the wrong axis shows). The summed log-ratios
    are -0.5, -1.3, 0.6 and 0.8: negative ones rule out k3, |.| or squares. The padding holds
    values whose difference is not 0, so forgetting the mask shows."""
    return {
        "scores": _arr([1.0, 0.0, 0.5, 2.0]),
        "logp": _arr(
            [[-0.2, -1.5, -0.9], [-2.0, -0.1, 3.0], [-0.7, 4.0, -6.0], [-1.0, -0.4, -0.8]]
        ),
        "ref_logp": _arr(
            [[-0.6, -1.1, -0.4], [-0.5, -0.3, -2.0], [-1.3, -1.0, 2.5], [-2.5, -0.2, -0.3]]
        ),
        "mask": _arr([[T, T, T], [T, T, F], [T, F, F], [T, T, T]], bool),
    }


FOUR_BETA_HALF = (1.25, 0.65, 0.19999999999999996, 1.6)
FOUR_DEFAULT_BETA = (1.025, 0.065, 0.47, 1.96)


@suite.check
def shaped_rewards_match_spec_example(t: CheckContext) -> None:
    """The statement's example (lists, called by keyword, beta=0.1) gives [0.97, -0.06, 1.06]."""
    got = t.call("kl_shaped_rewards", **_spec_shaped(), beta=0.1)
    t.expect_array(got, SPEC_SHAPED_EXPECTED)


@suite.check
def shaped_rewards_default_beta_is_0_05(t: CheckContext) -> None:
    """Called without beta, kl_shaped_rewards uses beta = 0.05."""
    got = t.call(
        "kl_shaped_rewards",
        scores=[0.5, 2.0],
        logp=[[-1.0, -2.0], [-0.5, -0.5]],
        ref_logp=[[-1.5, -1.0], [-0.5, -0.7]],
        mask=[[T, T], [T, T]],
    )
    t.expect_array(got, (0.525, 1.99), what=f"{t.last_call} (no beta given: beta = 0.05)")
    got = t.call("kl_shaped_rewards", *_four_answers().values())
    t.expect_array(got, FOUR_DEFAULT_BETA, what=f"{t.last_call} (no beta given: beta = 0.05)")


@suite.check
def shaped_rewards_subtract_beta_times_summed_log_ratio(t: CheckContext) -> None:
    """r_i = score_i - beta * sum over answer i's valid tokens of (logp - ref_logp)."""
    # beta passed positionally, in the statement's order; a mean over tokens, a mean over L, the k3
    # estimator, +beta, ref_logp - logp or a sum over axis 0 each give other numbers.
    got = t.call("kl_shaped_rewards", *_four_answers().values(), 0.5)
    t.expect_array(got, FOUR_BETA_HALF)


@suite.check
def shaped_rewards_stay_in_log_space(t: CheckContext) -> None:
    """Tokens with log-probabilities near -800 count in full (no exp: their probability is 0.0).

    The log-ratio is logp - ref_logp; log(exp(logp) / exp(ref_logp)) turns into log(0 / p) there.
    """
    got = t.call(
        "kl_shaped_rewards",
        _arr([0.25, -1.0]),
        _arr([[-812.0, -0.5], [-2.0, -1.5]]),
        _arr([[-0.75, -0.25], [-903.5, -1.0]]),
        _arr([[T, T], [T, F]], bool),
        beta=0.01,
    )
    t.expect_array(got, (8.365, -10.015))


@suite.check
def shaped_rewards_ignore_padding_even_huge(t: CheckContext) -> None:
    """Padding tokens (mask False) may hold any finite value, even ±1e308, without effect."""
    # ±1e308 are finite too, but their difference overflows to inf, and inf * 0 is nan: the
    # mask must act on logp and ref_logp before they are combined.
    fills = ((1e300, -1e300), (-1e300, 1e300), (1e300, 1e300), (1e308, -1e308), (-1e308, 1e308))
    for fill_logp, fill_ref in (*fills, (7.5, -7.5)):
        inputs = _four_answers()
        pad = ~inputs["mask"]
        inputs["logp"][pad] = fill_logp
        inputs["ref_logp"][pad] = fill_ref
        got = t.call("kl_shaped_rewards", *inputs.values(), beta=0.5)
        t.expect_array(
            got,
            FOUR_BETA_HALF,
            what=f"{t.last_call} (padding: logp = {fill_logp:g}, ref_logp = {fill_ref:g})",
        )


@suite.check
def shaped_rewards_are_new_float64_arrays(t: CheckContext) -> None:
    """kl_shaped_rewards returns a new float64 array of shape (N,), even when beta is 0."""
    scores = _arr([1.0, -0.5])
    logp = _arr([[-0.3, -1.2], [-0.8, 9.0]])
    ref = _arr([[-0.9, -1.0], [-0.2, -9.0]])
    mask = _arr([[T, T], [T, F]], bool)
    inputs = {"scores": scores, "logp": logp, "ref_logp": ref, "mask": mask}
    got = t.call("kl_shaped_rewards", scores, logp, ref, mask, beta=0.2)
    t.expect_new_float64_array(got, (0.9199999999999999, -0.38), **inputs)
    # With beta = 0 the rewards equal the scores, but must still be a new array.
    got = t.call("kl_shaped_rewards", scores, logp, ref, mask, beta=0.0)
    t.expect_new_float64_array(got, (1.0, -0.5), **inputs)


@suite.check
def shaped_rewards_accept_lists_and_int_arrays(t: CheckContext) -> None:
    """kl_shaped_rewards takes integer arrays and plain Python lists, and returns floats."""
    scores, mask = [1, 0, 3], [[T, T, F], [T, T, T], [T, F, F]]
    logp = [[-1, -2, 0], [-3, -1, -2], [0, -1, -4]]
    ref = [[-2, -2, -1], [-1, -1, -5], [-1, 0, -2]]
    ints = (_arr(scores, np.int64), _arr(logp, np.int64), _arr(ref, np.int64), _arr(mask, bool))
    got = t.call("kl_shaped_rewards", *ints, beta=0.25)
    t.expect_new_float64_array(got, (0.75, -0.25, 2.75))
    got = t.call("kl_shaped_rewards", scores, logp, ref, mask, beta=0.25)
    t.expect_new_float64_array(got, (0.75, -0.25, 2.75))


# --- rloo_advantages -----------------------------------------------------------------------------


@suite.check
def advantages_match_spec_examples(t: CheckContext) -> None:
    """The statement's examples (by keyword): k = 3, k = 2 with a tie, and 0/1 rewards, k = 4."""
    got = t.call("rloo_advantages", rewards=_arr([[0.97, -0.06000000000000001, 1.06]]))
    t.expect_array(got, ((0.47, -1.075, 0.6050000000000001),))
    got = t.call("rloo_advantages", rewards=_arr([[1.0, 0.0], [0.5, 0.5]]))
    t.expect_array(got, ((1.0, -1.0), (0.0, 0.0)))
    got = t.call("rloo_advantages", rewards=_arr([[1, 0, 0, 1]], np.int64))
    third = 0.6666666666666666
    t.expect_array(got, ((0.6666666666666667, -third, -third, 0.6666666666666667),))


@suite.check
def advantages_use_the_mean_of_the_other_answers(t: CheckContext) -> None:
    """A_ij = r_ij - (sum of the other k - 1 rewards of row i) / (k - 1), row by row."""
    # B = 3 prompts, k = 4 answers (B != k: a baseline along axis 0 gives other numbers). Plain
    # r - mean is smaller by (k - 1) / k; dividing by k, or by a std, also differs.
    got = t.call(
        "rloo_advantages",
        _arr([[0.2, 1.5, -0.3, 0.9], [2.0, 2.5, 1.0, 4.1], [-1.0, 0.0, 0.5, 0.25]]),
    )
    t.expect_array(
        got,
        (
            (-0.49999999999999983, 1.2333333333333334, -1.1666666666666665, 0.4333333333333334),
            (-0.5333333333333332, 0.1333333333333333, -1.8666666666666667, 2.2666666666666666),
            (-1.25, 0.08333333333333333, 0.75, 0.41666666666666663),
        ),
    )
    # k = 5: nothing may assume a fixed group size.
    got = t.call("rloo_advantages", _arr([[3.0, 1.0, 4.0, 1.0, 5.0], [0.0, 0.0, 1.0, 0.0, 0.0]]))
    t.expect_array(got, ((0.25, -2.25, 1.5, -2.25, 2.75), (-0.25, -0.25, 1.0, -0.25, -0.25)))


@suite.check
def advantages_reject_fewer_than_two_answers(t: CheckContext) -> None:
    """rloo_advantages raises ValueError when k < 2 (no other answer to form a baseline)."""
    t.expect_raises(
        ValueError,
        "k = 1: no other answer is left to average",
        "rloo_advantages",
        _arr([[1.0], [0.0]]),
    )
    t.expect_raises(
        ValueError,
        "k = 1: no other answer is left to average",
        "rloo_advantages",
        _arr([[3], [1], [2]], np.int64),
    )
    t.expect_raises(
        ValueError,
        "k = 0 < 2 (shape (3, 0)): there are no answers",
        "rloo_advantages",
        np.zeros((3, 0)),
    )


@suite.check
def advantages_are_new_float64_arrays(t: CheckContext) -> None:
    """rloo_advantages returns a new float64 array shaped like rewards, even for integer rewards."""
    rewards = _arr([[1, 0, 0, 1], [2, 5, 3, 3]], np.int64)
    got = t.call("rloo_advantages", rewards)
    third = 0.6666666666666666
    expected = (
        (0.6666666666666667, -third, -third, 0.6666666666666667),
        (-1.6666666666666665, 2.3333333333333335, -0.3333333333333335, -0.3333333333333335),
    )
    t.expect_new_float64_array(got, expected, rewards=rewards)
    rewards = _arr([[0.25, -0.75], [1.5, 0.5], [3.0, 3.5]])
    got = t.call("rloo_advantages", rewards)
    t.expect_new_float64_array(got, ((1.0, -1.0), (1.0, -1.0), (-0.5, 0.5)), rewards=rewards)


@suite.check
def advantages_accept_lists(t: CheckContext) -> None:
    """rloo_advantages takes a plain Python list of lists (ints and floats mixed)."""
    got = t.call("rloo_advantages", [[1, 2, 3], [0.5, 0.25, 1.0]])
    t.expect_new_float64_array(got, ((-1.5, 0.0, 1.5), (-0.125, -0.5, 0.625)))


# --- reinforce_loss ------------------------------------------------------------------------------


@suite.check
def loss_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two examples (called by keyword): a (1, 3) batch and a flat (3,) one."""
    got = t.call(
        "reinforce_loss",
        seq_logps=_arr([[-1.7, -0.3, -1.6]]),
        advantages=_arr([[0.47, -1.075, 0.6050000000000001]]),
    )
    t.expect_float(got, 0.48150000000000004)
    got = t.call(
        "reinforce_loss",
        seq_logps=_arr([-12.0, -7.5, -30.25]),
        advantages=_arr([0.5, -1.0, 0.5]),
    )
    t.expect_float(got, 4.541666666666667)


@suite.check
def loss_is_minus_the_mean_over_every_answer(t: CheckContext) -> None:
    """loss = -mean(advantages * seq_logps) over all B * k answers (not a sum, not per row)."""
    # Dividing by B only, summing, or dropping the minus sign each gives another number.
    got = t.call(
        "reinforce_loss",
        _arr([[-3.0, -10.5, -6.25], [-1.5, -22.0, -8.0]]),
        _arr([[1.0, -0.5, -0.5], [0.75, -1.25, 0.5]]),
    )
    t.expect_float(got, -4.625)


@suite.check
def loss_works_for_any_shape(t: CheckContext) -> None:
    """reinforce_loss works for inputs of any shape: 1-D, 3-D and 0-d."""
    got = t.call("reinforce_loss", _arr([-4.0, -2.5, -11.0, -6.0]), _arr([0.2, -1.4, 0.8, 0.4]))
    t.expect_float(got, 2.125)
    got = t.call(
        "reinforce_loss",
        _arr([[[-2.0, -5.5], [-1.0, -7.0]], [[-3.5, -0.5], [-9.0, -4.0]]]),
        _arr([[[0.5, -0.5], [1.5, -1.5]], [[-0.25, 0.75], [-1.0, 1.0]]]),
    )
    t.expect_float(got, -2.03125)
    got = t.call("reinforce_loss", _arr(-4.0), _arr(0.5))
    t.expect_float(got, 2.0)


@suite.check
def loss_returns_python_float(t: CheckContext) -> None:
    """reinforce_loss returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("reinforce_loss", _arr([[-0.9, -2.4]]), _arr([[1.0, -1.0]]))
    t.expect_float(got, -0.75, exact_type=True)
    got = t.call("reinforce_loss", _arr([-6.0, -2.0, -1.0]), _arr([-0.5, 0.25, 0.5]))
    t.expect_float(got, -0.6666666666666666, exact_type=True)


@suite.check
def loss_accepts_lists_and_int_arrays(t: CheckContext) -> None:
    """reinforce_loss takes integer arrays and plain Python lists."""
    got = t.call(
        "reinforce_loss", _arr([[-3, -7], [-2, -9]], np.int64), _arr([[1, -1], [2, 1]], np.int64)
    )
    t.expect_float(got, 2.25)
    got = t.call("reinforce_loss", [-5.0, -1.5, -8.0], [1, -2, 1])
    t.expect_float(got, 3.3333333333333335)


# --- all three -----------------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    inputs = _four_answers()
    inputs["logp"][1, 2] = 1e300  # padding, so an in-place np.where or zeroing would show
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("kl_shaped_rewards", *inputs.values(), beta=0.5)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])
    t.call("kl_shaped_rewards", *inputs.values(), beta=0.0)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

    rewards = _arr([[1.0, 0.0, 3.0], [2.0, 2.0, 5.0]])
    before = rewards.copy()
    t.call("rloo_advantages", rewards)
    t.expect_unchanged("rewards", rewards, before)

    seq_logps, advantages = _arr([[-2.0, -4.5], [-1.0, -3.0]]), _arr([[0.5, -0.5], [-1.0, 1.0]])
    saved_loss = seq_logps.copy(), advantages.copy()
    t.call("reinforce_loss", seq_logps, advantages)
    t.expect_unchanged("seq_logps", seq_logps, saved_loss[0])
    t.expect_unchanged("advantages", advantages, saved_loss[1])

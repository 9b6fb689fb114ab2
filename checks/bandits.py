"""Checks for "Multi-armed bandits: action values, epsilon-greedy, UCB1 and the gradient bandit".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, CheckFailed, Suite

suite = Suite(
    {
        "action_values": ("actions", "rewards", "num_arms", "step_size", "initial"),
        "epsilon_greedy_probs": ("q", "epsilon"),
        "ucb_action": ("q", "counts", "c"),
        "gradient_bandit_update": ("h", "action", "reward", "baseline", "step_size"),
    },
    optional=("step_size", "initial", "epsilon", "c"),
)

# Taken at import, before any learner code runs.
_integer = np.integer
_isinstance = isinstance
_type = type


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _expect_f64(
    t: CheckContext, got: object, expected: object, note: str = "", **inputs: object
) -> None:
    """A float64 array of expected's values and shape that shares no memory with `inputs`;
    `note`, if given, follows the call in a failure's message to say what the case is about."""
    what = f"{t.last_call} [{note}]" if note else ""
    t.expect_new_float64_array(got, expected, what=what, **inputs)


def _expect_shown_as(
    t: CheckContext, condition: bool, message: str, got: object, shown: str, expected: str
) -> None:
    """t.expect, with the failure's got written as `shown`: an arm index or a type name reads
    as itself ("1", "numpy.int64"), not as a number's or a string's quoted form."""
    try:
        t.expect(condition, message, got=got, expected=expected)
    except CheckFailed as failed:
        raise CheckFailed(failed.message, shown, failed.expected) from None


def _expect_arm(t: CheckContext, got: object, expected: int, why: str = "") -> None:
    """ucb_action returned the arm `expected` (an integer of some kind: the exact type of the
    result is ucb_returns_a_python_int's to judge)."""
    if _type(got) is bool or not _isinstance(got, (int, _integer)):
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        t.fail(f"returned a {kind}; expected the index of an arm, an int", got, str(expected))
    picked = int(got)  # type: ignore[call-overload]
    _expect_shown_as(
        t,
        picked == expected,
        f"picked arm {picked}; expected arm {expected}" + (f" ({why})" if why else ""),
        picked,
        str(picked),
        str(expected),
    )


# --- action_values -------------------------------------------------------------------------------


@suite.check
def action_values_match_spec_examples(t: CheckContext) -> None:
    """The statement's examples: sample averages, then a constant step of 0.5 from 5.0."""
    got = t.call(
        "action_values",
        actions=[0, 1, 0, 2, 0],
        rewards=[1.0, 2.0, 3.0, 0.5, 2.0],
        num_arms=4,
    )
    _expect_f64(t, got, (2.0, 2.0, 0.5, 0.0))
    got = t.call(
        "action_values",
        actions=[0, 1, 0, 2, 0],
        rewards=[1.0, 2.0, 3.0, 0.5, 2.0],
        num_arms=4,
        step_size=0.5,
        initial=5.0,
    )
    _expect_f64(t, got, (2.5, 3.5, 2.75, 5.0))


@suite.check
def sample_averages_count_each_arms_own_pulls(t: CheckContext) -> None:
    """With sample averages the step for arm a is 1/N(a), N(a) counting the pulls of arm a only."""
    # Arms 0 and 1 are pulled at interleaved steps: 1/(t + 1), the global step, gives other
    # numbers, and so does a vectorised q[actions] += ... (only the last pull of an arm counts).
    got = t.call(
        "action_values",
        _arr([1, 0, 1, 1, 2, 0], np.int64),
        _arr([2.0, -1.0, 4.0, 0.5, 3.0, 2.0]),
        3,
    )
    _expect_f64(t, got, (0.5, 2.166666666666667, 3.0), "arm 1 ends at (2 + 4 + 0.5) / 3")


@suite.check
def sample_averages_replace_the_initial_value(t: CheckContext) -> None:
    """With sample averages, the first pull of an arm replaces `initial` entirely (step 1/1)."""
    # Counting `initial` as a first sample gives arm 0 (10 + 1 + 2) / 3 instead of 1.5.
    got = t.call("action_values", [0, 2, 0], [1.0, 4.0, 2.0], 3, initial=10.0)
    _expect_f64(t, got, (1.5, 10.0, 4.0), "each tried arm is the plain mean of its rewards")


@suite.check
def constant_step_follows_the_recursion_in_order(t: CheckContext) -> None:
    """With step_size, Q(a) <- Q(a) + step_size * (r - Q(a)), pull after pull, from `initial`."""
    # Arm 0: 1 -> 1.75 -> 1.3125 -> 1.484375. Weighting the oldest reward most, dropping the
    # (1 - alpha)^n * initial term, or letting the first pull replace `initial` all differ.
    got = t.call(
        "action_values", [0, 0, 0, 1, 1], [4.0, 0.0, 2.0, -2.0, 6.0], 2, step_size=0.25, initial=1.0
    )
    _expect_f64(t, got, (1.484375, 1.6875), "step 0.25 from 1.0")
    got = t.call("action_values", [0, 0, 0, 1, 1], [4.0, 0.0, 2.0, -2.0, 6.0], 2, 1.0, 1.0)
    _expect_f64(t, got, (2.0, 6.0), "step_size = 1 keeps each arm's last reward")


@suite.check
def untried_arms_keep_initial_under_both_rules(t: CheckContext) -> None:
    """An arm never pulled keeps `initial`, with sample averages and with a constant step."""
    # Arms 0, 2 and 4 (the last) are never pulled; np.bincount without minlength also loses
    # the trailing arm.
    got = t.call("action_values", [3, 1, 3], [1.0, 2.0, 0.0], 5, initial=-1.5)
    _expect_f64(t, got, (-1.5, 2.0, -1.5, 0.5, -1.5), "sample averages")
    got = t.call("action_values", [3, 1, 3], [1.0, 2.0, 0.0], 5, step_size=0.5, initial=-1.5)
    _expect_f64(t, got, (-1.5, 0.25, -1.5, -0.125, -1.5), "constant step 0.5")


@suite.check
def no_pulls_give_the_initial_values(t: CheckContext) -> None:
    """With no pulls at all (T = 0), every estimate is `initial`."""
    # An empty list becomes a float array: it can't index or be counted without a dtype.
    got = t.call("action_values", [], [], 3)
    _expect_f64(t, got, (0.0, 0.0, 0.0))
    got = t.call("action_values", _arr([], np.int64), _arr([]), 2, step_size=0.1, initial=4.0)
    _expect_f64(t, got, (4.0, 4.0))


@suite.check
def integer_inputs_give_float_estimates(t: CheckContext) -> None:
    """An int `initial`, integer rewards and int32 actions still give float64 estimates."""
    # np.full(num_arms, 3) is an integer array: it would cut 2.5 to 2 and 1.5 to 1.
    got = t.call(
        "action_values", _arr([0, 1], np.int32), _arr([2, 1], np.int64), 3, step_size=0.5, initial=3
    )
    _expect_f64(t, got, (2.5, 2.0, 3.0), "initial is the int 3")
    got = t.call("action_values", [1, 1], [1, 2], 2, initial=0)
    _expect_f64(t, got, (0.0, 1.5), "initial is the int 0")


# --- epsilon_greedy_probs ------------------------------------------------------------------------


@suite.check
def epsilon_greedy_matches_spec_examples(t: CheckContext) -> None:
    """The statement's examples: the default epsilon (0.1), then two rows with ties, epsilon 0.2."""
    got = t.call("epsilon_greedy_probs", q=[0.2, 0.9, 0.1, 0.5])
    _expect_f64(t, got, (0.025, 0.925, 0.025, 0.025), "default epsilon = 0.1")
    got = t.call(
        "epsilon_greedy_probs", q=[[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0]], epsilon=0.2
    )
    _expect_f64(t, got, ((0.05, 0.45, 0.45, 0.05), (0.25, 0.25, 0.25, 0.25)))


@suite.check
def exact_ties_share_the_greedy_probability(t: CheckContext) -> None:
    """Arms tied exactly for the maximum share 1 - epsilon equally; np.argmax alone picks one."""
    got = t.call(
        "epsilon_greedy_probs",
        _arr([[0.5, 2.0, -1.0, 2.0, 2.0], [4.0, 4.0, 3.0, 1.0, 0.0]]),
        0.3,
    )
    third = 0.29333333333333333
    _expect_f64(
        t,
        got,
        ((0.06, third, 0.06, third, third), (0.41, 0.41, 0.06, 0.06, 0.06)),
        "row 0: three arms tie, row 1: two",
    )


@suite.check
def near_ties_are_not_ties(t: CheckContext) -> None:
    """Only exact equality with the maximum counts: 1.0 and 1.0 + 1e-12 are not tied."""
    # A tolerance (np.isclose, rounding) would split the greedy share between the two arms.
    got = t.call("epsilon_greedy_probs", [1.0, 1.0 + 1e-12, 0.5])
    _expect_f64(t, got, (0.03333333333333333, 0.9333333333333333, 0.03333333333333333))
    got = t.call("epsilon_greedy_probs", [-3.0, -3.0 - 1e-13])
    _expect_f64(t, got, (0.9500000000000001, 0.05))


@suite.check
def leading_axes_are_independent_rows(t: CheckContext) -> None:
    """For q of shape (..., k), each row along the last axis gets its own distribution."""
    # Shape (2, 3, 4): rows of very different scales, so a maximum over the whole array, or
    # along axis 0, gives other numbers.
    q = _arr(
        [
            [[0.1, 0.4, 0.4, -2.0], [5.0, 1.0, 2.0, 3.0], [0.0, 0.0, 0.0, 0.0]],
            [[-1.0, -0.5, -0.25, -0.5], [10.0, 20.0, 30.0, 40.0], [7.0, 7.0, 6.0, 7.0]],
        ]
    )
    got = t.call("epsilon_greedy_probs", q, epsilon=0.2)
    hi, lo, tie3 = 0.8500000000000001, 0.05, 0.31666666666666665
    _expect_f64(
        t,
        got,
        (
            ((lo, 0.45, 0.45, lo), (hi, lo, lo, lo), (0.25, 0.25, 0.25, 0.25)),
            ((lo, lo, hi, lo), (lo, lo, lo, hi), (tie3, tie3, lo, tie3)),
        ),
    )


@suite.check
def epsilon_zero_is_greedy_and_one_is_uniform(t: CheckContext) -> None:
    """epsilon = 0 puts everything on the tied best arms; epsilon = 1 is uniform over all k."""
    # Giving the non-greedy arms epsilon / (k - 1), or leaving the greedy arms without their
    # epsilon / k, fails one end or the other.
    got = t.call("epsilon_greedy_probs", [3.0, 1.0, 3.0], epsilon=0.0)
    _expect_f64(t, got, (0.5, 0.0, 0.5), "epsilon = 0")
    got = t.call("epsilon_greedy_probs", [3.0, 1.0, 3.0], epsilon=1.0)
    third = 0.3333333333333333
    _expect_f64(t, got, (third, third, third), "epsilon = 1")


@suite.check
def one_arm_gets_probability_one(t: CheckContext) -> None:
    """With k = 1 the only arm has probability 1, in every row."""
    got = t.call("epsilon_greedy_probs", _arr([[0.3], [-2.0]]))
    _expect_f64(t, got, ((1.0,), (1.0,)))
    got = t.call("epsilon_greedy_probs", [5.0], epsilon=0.5)
    _expect_f64(t, got, (1.0,))


@suite.check
def epsilon_greedy_returns_new_float64_arrays(t: CheckContext) -> None:
    """epsilon_greedy_probs returns a new float64 array shaped like q, for integer q too."""
    q = _arr([[2, 7, 7], [1, 0, 3]], np.int64)
    got = t.call("epsilon_greedy_probs", q, 0.25)
    twelfth = 0.08333333333333333
    expected = (
        (twelfth, 0.4583333333333333, 0.4583333333333333),
        (twelfth, twelfth, 0.8333333333333334),
    )
    _expect_f64(t, got, expected, "q is an integer array", q=q)
    q = _arr([[2.0, 7.0, 7.0], [1.0, 0.0, 3.0]])
    got = t.call("epsilon_greedy_probs", q, 0.25)
    _expect_f64(t, got, expected, q=q)


# --- ucb_action ----------------------------------------------------------------------------------


@suite.check
def ucb_matches_spec_examples(t: CheckContext) -> None:
    """The statement's examples: an untried arm first, ln(11) not ln(12), an exact tie."""
    got = t.call("ucb_action", q=[0.9, 5.0, 0.0, 0.3], counts=[4, 1, 2, 0])
    _expect_arm(t, got, 3, "arm 3 has never been played")
    got = t.call("ucb_action", q=[1.51, 0.0], counts=[10, 1])
    _expect_arm(t, got, 0, "n = 11 plays: 2.2025 against 2.1899")
    got = t.call("ucb_action", q=[0.7, 0.2, 0.7], counts=[5, 5, 5], c=1.0)
    _expect_arm(t, got, 0, "arms 0 and 2 tie exactly")


@suite.check
def untried_arms_come_first_lowest_index(t: CheckContext) -> None:
    """While some count is 0, the answer is the lowest index whose count is 0, whatever q says."""
    got = t.call("ucb_action", _arr([9.0, 0.0, 1.0, -4.0]), _arr([3, 0, 2, 0], np.int64))
    _expect_arm(t, got, 1, "arms 1 and 3 are untried")
    got = t.call("ucb_action", _arr([0.0, 0.0, 50.0]), _arr([0, 0, 1], np.int32))
    _expect_arm(t, got, 0, "arms 0 and 1 are untried")
    got = t.call("ucb_action", [8.0, 9.0, -1.0], [2, 7, 0])
    _expect_arm(t, got, 2, "only the last arm is untried")


@suite.check
def bonus_uses_ln_of_the_total_plays(t: CheckContext) -> None:
    """The bonus uses ln(n), the natural log of n = sum(counts), the plays so far."""
    # Each call flips under one misreading: ln(n + 1) (S&B's time step), n = the number of
    # arms, log10.
    got = t.call("ucb_action", [0.25, 1.5, 1.25, 0.75], [6, 25, 12, 10])
    _expect_arm(t, got, 1, "n = 53: ln(53), not ln(54)")
    got = t.call("ucb_action", [1.5, 0.75, 1.0], [20, 2, 8])
    _expect_arm(t, got, 1, "n = 30 plays, not the 3 arms")
    got = t.call("ucb_action", [0.5, 0.0, 0.75], [3, 3, 6])
    _expect_arm(t, got, 0, "the natural logarithm")


@suite.check
def bonus_is_c_times_sqrt_of_ln_n_over_the_arms_count(t: CheckContext) -> None:
    """score_a = q_a + c * sqrt(ln(n) / counts_a): the square root covers the ratio, c does not."""
    # Each call flips under one misreading: no square root, sqrt(ln n) / counts_a, and c
    # inside the square root.
    got = t.call("ucb_action", [1.0, 0.25, 1.25, 1.5], [12, 20, 4, 5])
    _expect_arm(t, got, 3)
    got = t.call("ucb_action", [1.0, 0.25, 0.5, 1.25], [10, 8, 6, 40])
    _expect_arm(t, got, 0)
    got = t.call("ucb_action", [0.1, 0.9, 0.5, 0.9], [3, 4, 2, 4])
    _expect_arm(t, got, 2)


@suite.check
def ucb_uses_the_c_argument(t: CheckContext) -> None:
    """c scales the bonus: c = 0 is greedy on q, a small c explores less than the default."""
    got = t.call("ucb_action", [0.4, 0.3, 0.1], [20, 3, 1], c=0.0)
    _expect_arm(t, got, 0, "c = 0: no bonus")
    got = t.call("ucb_action", [1.0, 0.5], [10, 2], 0.3)
    _expect_arm(t, got, 0, "c = 0.3")
    got = t.call("ucb_action", [1.0, 0.5], [10, 2])
    _expect_arm(t, got, 1, "the default c = sqrt(2)")


@suite.check
def ucb_ties_go_to_the_lowest_index(t: CheckContext) -> None:
    """Arms with exactly equal scores: the lowest index wins (as np.argmax)."""
    got = t.call("ucb_action", [0.2, 0.6, 0.1, 0.6], [4, 3, 5, 3])
    _expect_arm(t, got, 1, "arms 1 and 3 have the same q and count")
    got = t.call("ucb_action", _arr([1.0, 1.0]), _arr([7, 7], np.int64), c=0.5)
    _expect_arm(t, got, 0, "two identical arms")


@suite.check
def ucb_returns_a_python_int(t: CheckContext) -> None:
    """ucb_action returns a Python int (type int exactly, not numpy.int64)."""
    for q, counts, expected in (([0.5, 0.2], [3, 2], 0), ([0.5, 0.2], [1, 0], 1)):
        got = t.call("ucb_action", _arr(q), _arr(counts, np.int64))
        _expect_arm(t, got, expected)
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        _expect_shown_as(
            t,
            _type(got) is int,
            f"returned a {kind}; expected exactly a Python int (wrap the index in int(...))",
            kind,
            kind,
            "int",
        )


# --- gradient_bandit_update ----------------------------------------------------------------------


@suite.check
def gradient_bandit_matches_spec_example(t: CheckContext) -> None:
    """The statement's example: preferences near 1000 (exp(1000) overflows in float64)."""
    got = t.call(
        "gradient_bandit_update", h=[1000.0, 1001.0, 999.0], action=1, reward=1.0, baseline=0.5
    )
    _expect_f64(t, got, (999.9877635764473, 1001.0167379522113, 998.9954984713415))


@suite.check
def chosen_arm_rises_others_fall_by_their_probability(t: CheckContext) -> None:
    """H'(a) = H(a) + step * (R - baseline) * ([a == action] - pi(a)) for every arm a."""
    # Moving only the chosen arm, moving the others up, or sharing its gain equally among them
    # each give other numbers. The action arrives as a numpy integer.
    h = _arr([0.5, -0.2, 1.0, 0.0])
    got = t.call("gradient_bandit_update", h, np.int64(1), 2.0, 0.5, 0.2)
    expected = (0.4200391751366487, 0.060292629493821026, 0.8681668872250651, -0.04849869185553481)
    _expect_f64(t, got, expected, "action = 1", h=h)
    got = t.call("gradient_bandit_update", h, np.int32(3), 2.0, 0.5, 0.2)
    expected = (0.4200391751366487, -0.23970737050617902, 0.8681668872250651, 0.25150130814446525)
    _expect_f64(t, got, expected, "action = 3, the last arm", h=h)


@suite.check
def baseline_is_subtracted_from_the_reward(t: CheckContext) -> None:
    """A reward below the baseline lowers the chosen arm's preference and raises the others'."""
    got = t.call("gradient_bandit_update", [0.5, -0.2, 1.0, 0.0], 2, 0.0, 1.0, 0.2)
    expected = (0.5533072165755675, -0.17352841966254734, 0.8878887418499566, 0.032332461237023206)
    _expect_f64(t, got, expected, "reward 0 below baseline 1")


@suite.check
def softmax_is_stable_for_preferences_up_to_1e4(t: CheckContext) -> None:
    """Preferences of ±1e4 give finite, exact results: subtract the largest before exp."""
    # exp(1e4) overflows and exp(-1e4) underflows to 0 (then 0 / 0): subtracting the smallest
    # preference or the mean instead of the largest fails one of these.
    got = t.call("gradient_bandit_update", [1e4, -1e4, 0.0], 1, 1.0, 0.0)
    _expect_f64(t, got, (9999.9, -9999.9, 0.0), "h = [1e4, -1e4, 0]")
    got = t.call("gradient_bandit_update", [-1e4, -1e4 + 1.5, -1e4 - 2.0], 0, 1.0, -0.5, 0.3)
    expected = (-9999.630113592479, -9998.859044211793, -10002.010842195728)
    _expect_f64(t, got, expected, "every preference near -1e4")


@suite.check
def gradient_bandit_default_step_size_is_0_1(t: CheckContext) -> None:
    """Called without step_size, gradient_bandit_update uses 0.1."""
    got = t.call("gradient_bandit_update", [0.5, -0.2, 1.0, 0.0], 0, 3.0, 1.0)
    _expect_f64(
        t,
        got,
        (0.6466927834244325, -0.22647158033745268, 0.9121112581500433, -0.032332461237023206),
        "no step_size given: 0.1",
    )


@suite.check
def one_arm_leaves_preferences_unchanged(t: CheckContext) -> None:
    """With k = 1, pi = [1] and [a == action] - pi is 0: the preference does not move."""
    got = t.call("gradient_bandit_update", [3.5], 0, 2.0, 1.0)
    _expect_f64(t, got, (3.5,))
    h = _arr([-2.0])
    got = t.call("gradient_bandit_update", h, np.int64(0), 5.0, 1.0, 0.5)
    _expect_f64(t, got, (-2.0,), h=h)


@suite.check
def gradient_bandit_returns_new_float64_arrays(t: CheckContext) -> None:
    """gradient_bandit_update returns a new float64 array, for integer preferences too."""
    expected = (1.0755271528945203, -0.009003057317038047, 1.9334759044225178)
    got = t.call("gradient_bandit_update", [1, 0, 2], 0, 1, 0)
    _expect_f64(t, got, expected, "h is a list of ints")
    h = _arr([1, 0, 2], np.int64)
    got = t.call("gradient_bandit_update", h, 0, 1, 0)
    _expect_f64(t, got, expected, "h is an integer array", h=h)
    h = _arr([1.0, 0.0, 2.0])
    got = t.call("gradient_bandit_update", h, 0, 1.0, 0.0)
    _expect_f64(t, got, expected, h=h)


# --- all four ------------------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the four functions changes its input arrays in place."""
    actions, rewards = _arr([2, 0, 2], np.int64), _arr([1.0, -1.0, 3.0])
    saved = actions.copy(), rewards.copy()
    t.call("action_values", actions, rewards, 3, step_size=0.5, initial=1.0)
    t.expect_unchanged("actions", actions, saved[0])
    t.expect_unchanged("rewards", rewards, saved[1])

    q = _arr([[0.5, 1.5, 1.5], [2.0, -1.0, 0.0]])
    before = q.copy()
    t.call("epsilon_greedy_probs", q, 0.3)
    t.expect_unchanged("q", q, before)

    q, counts = _arr([0.4, 0.9, 0.1]), _arr([3, 0, 2], np.int64)
    saved = q.copy(), counts.copy()
    t.call("ucb_action", q, counts)
    t.expect_unchanged("q", q, saved[0])
    t.expect_unchanged("counts", counts, saved[1])
    counts = _arr([3, 4, 2], np.int64)
    before = counts.copy()
    t.call("ucb_action", q, counts)
    t.expect_unchanged("counts", counts, before)

    h = _arr([0.3, -0.6, 1.2])
    before = h.copy()
    t.call("gradient_bandit_update", h, 2, 1.0, 0.25)
    t.expect_unchanged("h", h, before)

"""Checks for "REINFORCE: the policy gradient of a linear-softmax policy".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

from typing import Any

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "softmax_policy": ("theta", "features"),
        "grad_log_prob": ("theta", "features", "actions"),
        "reinforce_gradient": (
            "theta",
            "features",
            "actions",
            "rewards",
            "dones",
            "gamma",
            "baseline",
        ),
    },
    optional=("gamma", "baseline"),
)

T, F = True, False


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


# --- the inputs ----------------------------------------------------------------------------------
# Each function returns fresh arrays, so an answer that edits its inputs can't spoil later checks.


def _spec_states() -> dict[str, Any]:
    """The worked examples' two states: three actions, d = 2, logits [0.5, -1, -0.5] and
    [0, 0.5, -1]."""
    return {
        "theta": [0.5, -1.0],
        "features": [[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]],
    }


def _square_batch() -> dict[str, np.ndarray]:
    """N = 3 states of A = 3 actions (d = 2): with N == A a softmax over the states (axis 0),
    or a maximum subtracted without keepdims, keeps the shape and changes only the numbers."""
    return {
        "theta": _arr([0.8, -0.3]),
        "features": _arr(
            [
                [[1.0, 2.0], [0.5, -1.0], [-1.5, 0.0]],
                [[0.0, 0.0], [2.0, 1.0], [1.0, 3.0]],
                [[-1.0, 0.5], [0.3, 0.3], [2.5, -2.0]],
            ]
        ),
    }


def _wide_batch() -> dict[str, np.ndarray]:
    """N = 2 states of A = 4 actions, d = 3: three different sizes, so every axis mix-up shows."""
    return {
        "theta": _arr([0.5, -0.25, 1.0]),
        "features": _arr(
            [
                [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]],
                [[2.0, -1.0, 0.5], [0.0, 0.0, 0.0], [-1.0, 2.0, 1.0], [0.5, 0.5, -0.5]],
            ]
        ),
    }


# Logits of very different sizes, one row each: [1e4, 1e4 - 1, 1e4 - 3] (exp overflows),
# [-1e4, -1e4 + 2, -1e4 + 0.5] (exp underflows to 0, and 0 / 0 is nan), [1000, -1000, 0] (a
# per-row mean of 0 leaves exp(1000) = inf) and [0.5, 0, -0.5]. d = 1 and theta = [1], so
# every logit is exactly its feature.
def _huge_batch() -> dict[str, np.ndarray]:
    return {
        "theta": _arr([1.0]),
        "features": _arr(
            [
                [[1e4], [1e4 - 1], [1e4 - 3]],
                [[-1e4], [-1e4 + 2], [-1e4 + 0.5]],
                [[1000.0], [-1000.0], [0.0]],
                [[0.5], [0.0], [-0.5]],
            ]
        ),
    }


def _three_states_four_actions() -> dict[str, np.ndarray]:
    """N = 3 states, A = 4 actions, d = 2 (all different), non-uniform policies."""
    return {
        "theta": _arr([0.4, -0.6]),
        "features": _arr(
            [
                [[1.0, 0.0], [0.0, 1.0], [-1.0, 0.5], [2.0, -1.0]],
                [[0.5, 0.5], [1.5, -0.5], [0.0, 2.0], [-1.0, -1.0]],
                [[0.0, 0.0], [3.0, 1.0], [1.0, 1.0], [-0.5, 2.5]],
            ]
        ),
    }


def _four_d() -> dict[str, np.ndarray]:
    """features of shape (2, 3, A = 2, d = 2)."""
    return {
        "theta": _arr([0.3, 0.7]),
        "features": _arr(
            [
                [
                    [[1.0, 0.0], [0.0, 1.0]],
                    [[-1.0, 2.0], [0.5, 0.5]],
                    [[2.0, 2.0], [-2.0, 1.0]],
                ],
                [
                    [[0.0, -1.0], [1.0, -1.0]],
                    [[0.5, 1.5], [1.5, 0.5]],
                    [[-0.5, 0.0], [0.0, 0.0]],
                ],
            ]
        ),
    }


# The actions taken in _three_states_four_actions: the last action (A - 1), the first (0), and
# one in between; states 0 and 1 take different actions, so features[:, actions] (N x N) shows.
MAIN_ACTIONS = (3, 0, 1)


def _episode(**extra: Any) -> dict[str, Any]:
    """One episode of three steps, A = 2, d = 2."""
    return {
        "theta": _arr([0.3, -0.2]),
        "features": _arr(
            [
                [[1.0, 0.0], [0.0, 1.0]],
                [[0.5, -0.5], [1.0, 1.0]],
                [[-1.0, 2.0], [0.0, 0.5]],
            ]
        ),
        "actions": _arr([1, 0, 1], int),
        "rewards": _arr([1.0, -2.0, 3.0]),
        "dones": _arr([F, F, T], bool),
        **extra,
    }


def _two_episodes(**extra: Any) -> dict[str, Any]:
    """Two episodes laid end to end, of three steps and then two, A = 3, d = 2."""
    return {
        "theta": _arr([-0.4, 0.7]),
        "features": _arr(
            [
                [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]],
                [[0.5, 2.0], [-1.0, 0.0], [0.0, -0.5]],
                [[2.0, 1.0], [1.0, 2.0], [0.0, 0.0]],
                [[-0.5, 0.5], [1.5, 0.0], [0.0, 1.0]],
                [[1.0, -1.0], [0.0, 0.0], [0.5, 0.5]],
            ]
        ),
        "actions": _arr([2, 0, 1, 1, 0], int),
        "rewards": _arr([0.5, 1.0, -1.0, 2.0, 1.5]),
        "dones": _arr([F, F, T, F, T], bool),
        **extra,
    }


# The conversion and default checks call first with float64 arrays (or with gamma given), under
# the rule, and only then with what they are about, under the advice: that second call is reached
# only when the first passed, so that its advice meets only an answer those inputs broke.
_POLICY = "pi(b | s) = exp(theta . phi(s, b)) / sum_c exp(theta . phi(s, c)), state by state"
_GRADIENT = "g = (1 / E) * sum_t gamma^k_t * (G_t - b_t) * grad log pi(a_t | s_t)"


# --- softmax_policy ------------------------------------------------------------------------------


@suite.check
def softmax_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two softmax_policy examples (lists, by keyword), logits of 1000 included."""
    with t.explaining(_POLICY):
        got = t.call("softmax_policy", **_spec_states())
        t.expect_array(
            got,
            (
                (0.6285317192117624, 0.14024438316608848, 0.23122389762214907),
                (0.3314989604240915, 0.5465493872661796, 0.12195165230972885),
            ),
        )
        got = t.call("softmax_policy", theta=[1.0], features=[[[1000.0], [999.0]], [[0.0], [-1.0]]])
        t.expect_array(
            got,
            ((0.7310585786300049, 0.2689414213699951), (0.7310585786300049, 0.2689414213699951)),
        )


@suite.check
def softmax_normalises_over_each_states_actions(t: CheckContext) -> None:
    """Each state's probabilities are a softmax over its own actions (the last axis)."""
    # N == A in the first call: normalising over the states (axis 0), or subtracting a maximum
    # without keepdims, keeps the shape (3, 3) and only the numbers tell. N, A, d all differ in
    # the second, where one softmax over the whole batch gives rows that don't sum to 1.
    with t.explaining(
        "The logits have shape (N, A): take the maximum and the sum along axis=-1 with "
        "keepdims=True, so that they broadcast against each state's row"
    ):
        got = t.call("softmax_policy", **_square_batch())
        t.expect_array(
            got,
            (
                (0.34538517667428004, 0.5694438873674071, 0.08517093595831278),
                (0.17940006189902344, 0.6582720492967729, 0.1623278888042037),
                (0.025761587551199533, 0.07739208604423503, 0.8968463264045654),
            ),
        )
        got = t.call("softmax_policy", **_wide_batch())
        t.expect_array(
            got,
            (
                (0.19090936054056812, 0.09017919652453966, 0.3147563234989944, 0.4041551194358978),
                (0.6816721543961425, 0.11845685840977836, 0.11845685840977836, 0.08141412878430088),
            ),
        )


@suite.check
def softmax_subtracts_each_states_own_max(t: CheckContext) -> None:
    """Logits up to ±1e4, of very different sizes from state to state, give exact probabilities."""
    with t.explaining(
        "exp(1e4) overflows and exp(-1e4) is 0: subtract each state's own largest logit "
        "before np.exp (one maximum for the whole batch, or a mean, is not enough)"
    ):
        got = t.call("softmax_policy", **_huge_batch())
        t.expect_array(
            got,
            (
                (0.7053845126982412, 0.25949646034241913, 0.03511902695933973),
                (0.09962364806231831, 0.7361247243125938, 0.1642516276250878),
                (1.0, 0.0, 0.0),
                (0.506480391055654, 0.3071958857184984, 0.1863237232258476),
            ),
        )


@suite.check
def softmax_handles_any_leading_axes(t: CheckContext) -> None:
    """features (A, d) gives one state's (A,) policy; (2, 3, A, d) gives (2, 3, A)."""
    with t.explaining(
        "Only the last two axes of features are (actions, features): features @ theta and "
        "reductions along axis=-1 work for any number of leading axes"
    ):
        got = t.call(
            "softmax_policy", _arr([1.0, -0.5]), _arr([[0.2, 0.4], [1.0, -1.0], [0.0, 0.6]])
        )
        t.expect_array(got, (0.16070692298636324, 0.7202384602756453, 0.11905461673799148))
        got = t.call("softmax_policy", **_four_d())
        t.expect_array(
            got,
            (
                (
                    (0.401312339887548, 0.598687660112452),
                    (0.6456563062257954, 0.35434369377420455),
                    (0.8698915256370021, 0.13010847436299786),
                ),
                (
                    (0.425557483188341, 0.574442516811659),
                    (0.5986876601124519, 0.401312339887548),
                    (0.46257015465625045, 0.5374298453437496),
                ),
            ),
        )


@suite.check
def softmax_returns_new_float64_arrays(t: CheckContext) -> None:
    """softmax_policy returns new float64 arrays for ints and float32; a lone action gets 1."""
    with t.explaining(_POLICY):
        got = t.call("softmax_policy", _arr([1.0, -1.0]), _arr([[[1, 0], [0, 1], [2, 2]]]))
        t.expect_new_float64_array(
            got, ((0.6652409557748218, 0.09003057317038046, 0.24472847105479764),)
        )
    with t.explaining(
        "The same numbers as float64 arrays came out right: convert theta and features with "
        "np.asarray(x, dtype=float) before anything else"
    ):
        got = t.call("softmax_policy", [1, -1], [[[1, 0], [0, 1], [2, 2]]])
        t.expect_new_float64_array(
            got, ((0.6652409557748218, 0.09003057317038046, 0.24472847105479764),)
        )
        theta, features = (
            _arr([2, 1], np.int64),
            _arr([[[0, 1], [1, 0]], [[1, 1], [0, 3]]], np.int64),
        )
        got = t.call("softmax_policy", theta, features)
        t.expect_new_float64_array(
            got,
            ((0.2689414213699951, 0.7310585786300049), (0.5, 0.5)),
            theta=theta,
            features=features,
        )
        square = _square_batch()
        theta, features = square["theta"].astype(np.float32), square["features"].astype(np.float32)
        got = t.call("softmax_policy", theta, features)
        t.expect_new_float64_array(
            got,
            (
                (0.34538517098817206, 0.5694438949633503, 0.08517093404847753),
                (0.17940006118554655, 0.6582720545260288, 0.1623278842884247),
                (0.025761585851124955, 0.07739208278209977, 0.8968463313667754),
            ),
            theta=theta,
            features=features,
        )
        got = t.call("softmax_policy", _arr([0.5, -2.0]), _arr([[[3.0, -2.0]], [[0.5, 0.5]]]))
        t.expect_new_float64_array(got, ((1.0,), (1.0,)))


# --- grad_log_prob -------------------------------------------------------------------------------


@suite.check
def grad_log_prob_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two grad_log_prob examples (lists, by keyword), one-hot features included."""
    with t.explaining(
        "grad log pi(a | s) = phi(s, a) - sum_b pi(b | s) phi(s, b), one row per state"
    ):
        got = t.call("grad_log_prob", **_spec_states(), actions=[2, 0])
        t.expect_array(
            got,
            (
                (0.14024438316608845, 0.6285317192117624),
                (-0.5465493872661796, -0.12195165230972885),
            ),
        )
        eye = [[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]
        got = t.call("grad_log_prob", theta=[0.0, 0.0, 0.0], features=eye, actions=[1])
        t.expect_array(got, ((-0.3333333333333333, 0.6666666666666667, -0.3333333333333333),))


@suite.check
def grad_log_prob_is_taken_feature_minus_expected_feature(t: CheckContext) -> None:
    """Row i is phi(s_i, a_i) minus the policy's average feature at s_i (shape (N, d))."""
    # N = 3, A = 4, d = 2: onehot(a) - pi (right only for one-hot features) has shape (N, A);
    # features[:, actions] has shape (N, N, d); the plain mean of the features, or the sign
    # flipped, give other numbers.
    with t.explaining(
        "Pick phi(s_i, a_i) with features[np.arange(N), actions], and weight each state's "
        "features by its own policy: sum over b of pi(b | s_i) * phi(s_i, b)"
    ):
        got = t.call(
            "grad_log_prob", **_three_states_four_actions(), actions=_arr(MAIN_ACTIONS, int)
        )
        t.expect_array(
            got,
            (
                (0.6187716936214556, -0.5057816574269877),
                (-0.0975850641686895, 0.785734901994551),
                (1.3800989120150333, 0.18987012775930878),
            ),
        )
        got = t.call("grad_log_prob", **_wide_batch(), actions=_arr([3, 0], int))
        t.expect_array(
            got,
            (
                (0.40493552002353406, 0.5056656840395626, 0.2810885570651078),
                (0.7144054852253428, -0.5959486268155647, 0.08141412878430082),
            ),
        )


@suite.check
def grad_log_prob_is_exact_for_large_logits(t: CheckContext) -> None:
    """Logits up to ±1e4 of very different sizes still give finite, exact scores."""
    with t.explaining(
        "The policy inside the score needs the same care as softmax_policy: subtract each "
        "state's own largest logit before np.exp"
    ):
        got = t.call("grad_log_prob", **_huge_batch(), actions=_arr([2, 0, 1, 0], int))
        t.expect_array(
            got, ((-2.635146458780582,), (-1.5543752624398621,), (-2000.0,), (0.3399216660850968,))
        )


@suite.check
def grad_log_prob_accepts_any_integer_actions(t: CheckContext) -> None:
    """actions may be a list or an int8, int32, uint8 or int64 array; one action scores 0; d = 1."""
    # An answer that turns the actions into floats raises IndexError when it indexes with them,
    # which is reported as such; a wrong number here is the score's own rule.
    with t.explaining(
        "Row i is phi(s_i, a_i) - sum_b pi(b | s_i) phi(s_i, b), whatever integer dtype the "
        "actions come in"
    ):
        for dtype in (np.int8, np.int32, np.uint8, np.int64):
            actions = np.array(MAIN_ACTIONS, dtype=dtype)
            got = t.call("grad_log_prob", **_three_states_four_actions(), actions=actions)
            t.expect_array(
                got,
                (
                    (0.6187716936214556, -0.5057816574269877),
                    (-0.0975850641686895, 0.785734901994551),
                    (1.3800989120150333, 0.18987012775930878),
                ),
            )
        got = t.call("grad_log_prob", **_three_states_four_actions(), actions=list(MAIN_ACTIONS))
        t.expect_array(
            got,
            (
                (0.6187716936214556, -0.5057816574269877),
                (-0.0975850641686895, 0.785734901994551),
                (1.3800989120150333, 0.18987012775930878),
            ),
        )
        # A = 1: the only action has probability 1, so its score is exactly 0.
        got = t.call("grad_log_prob", [0.5, 1.0], [[[2.0, -1.0]], [[0.5, 3.0]]], [0, 0])
        t.expect_array(got, ((0.0, 0.0), (0.0, 0.0)))
        # d = 1: features (N, A, 1), scores (N, 1).
        got = t.call("grad_log_prob", [2.0], [[[1.0], [0.0]], [[-0.5], [0.5]]], [1, 1])
        t.expect_array(got, ((-0.8807970779778823,), (0.11920292202211763,)))


# --- reinforce_gradient --------------------------------------------------------------------------


@suite.check
def gradient_matches_spec_examples(t: CheckContext) -> None:
    """The statement's reinforce_gradient examples (lists, by keyword): one episode, then two."""
    with t.explaining(
        "g = (1 / E) * sum_t gamma^k_t * (G_t - b_t) * grad log pi(a_t | s_t): a direction to "
        "ascend, not the gradient of a loss"
    ):
        got = t.call(
            "reinforce_gradient",
            **_spec_states(),
            actions=[2, 0],
            rewards=[1.0, 2.0],
            dones=[F, T],
            gamma=0.9,
        )
        t.expect_array(got, (-0.5911046242140757, 1.5403758396354228))
        got = t.call(
            "reinforce_gradient",
            theta=[0.2, 0.1],
            features=[
                [[1.0, 0.0], [0.0, 1.0]],
                [[0.5, 0.5], [1.0, -1.0]],
                [[0.0, 2.0], [1.0, 0.0]],
                [[-1.0, 1.0], [0.0, 0.0]],
            ],
            actions=[0, 1, 1, 0],
            rewards=[1.0, 0.0, 2.0, -1.0],
            dones=[F, T, F, T],
            gamma=0.5,
            baseline=[0.5, 0.0, 1.0, 0.0],
        )
        t.expect_array(got, (0.375, -0.5))


@suite.check
def gradient_rejects_an_unfinished_last_episode(t: CheckContext) -> None:
    """reinforce_gradient raises ValueError when dones[-1] is False, even after a whole episode."""
    why = "the last step's done is False: the last episode is cut off and its returns are unknown"
    t.expect_raises(ValueError, why, "reinforce_gradient", **_episode(dones=_arr([F, F, F], bool)))
    t.expect_raises(ValueError, why, "reinforce_gradient", [1.0], [[[1.0], [0.0]]], [0], [2.0], [F])
    # A complete episode first, then one cut off: the last done is what counts, not any done.
    t.expect_raises(
        ValueError,
        why,
        "reinforce_gradient",
        **_spec_states(),
        actions=[2, 0],
        rewards=[1.0, 2.0],
        dones=[T, F],
    )
    t.expect_raises(
        ValueError, why, "reinforce_gradient", **_two_episodes(dones=_arr([F, F, T, T, F], bool))
    )


@suite.check
def gradient_weights_step_k_by_gamma_to_the_k(t: CheckContext) -> None:
    """In one episode of three steps, step k's term carries gamma^k (S&B's boxed REINFORCE)."""
    # gamma = 0.5: without the factor (every step weighted alike), or with gamma^(T-1-t), the
    # result is different.
    with t.explaining(
        "Each step's term is multiplied by gamma^k, k = 0, 1, 2, ... its index in the episode: "
        "this is what makes g the gradient of the discounted return from the episode's start"
    ):
        got = t.call("reinforce_gradient", **_episode(gamma=0.5))
        t.expect_array(got, (-0.1432654587387063, 0.2416716509015049))


@suite.check
def gradient_restarts_k_at_each_episode(t: CheckContext) -> None:
    """k_t counts from 0 again at the first step of every episode, not from the batch's start."""
    with t.explaining(
        "k_t is the step's index within its own episode: 0 at the step after a done. "
        "gamma^t with t the position in the batch discounts later episodes for nothing"
    ):
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8))
        t.expect_array(got, (2.992103900615528, -1.8098833241865995))


@suite.check
def gradient_returns_stop_at_episode_ends(t: CheckContext) -> None:
    """G_t sums only the rewards of its own episode (gamma = 1, where gamma^k plays no part)."""
    with t.explaining(
        "Compute the returns-to-go backwards and reset the running sum at every done: the "
        "step that ends an episode keeps its own reward, and nothing flows back across it"
    ):
        got = t.call("reinforce_gradient", **_two_episodes(gamma=1.0))
        t.expect_array(got, (3.2324742380198455, -2.2705820938107246))


@suite.check
def gradient_averages_over_episodes(t: CheckContext) -> None:
    """The sum over steps is divided by the number of episodes E (here 3, in T = 5 steps)."""
    # E = 3, T = 5: dividing by T (Spinning Up's mean over steps), not dividing, or dividing by
    # 2 give other numbers.
    with t.explaining(
        "Each episode is one sample of the gradient: sum the terms of every step, then divide "
        "by E, the number of dones, not by the number of steps"
    ):
        got = t.call(
            "reinforce_gradient", **_two_episodes(dones=_arr([T, F, T, F, T], bool), gamma=0.9)
        )
        t.expect_array(got, (2.064128406478605, -1.3756071518283688))


@suite.check
def gradient_uses_default_gamma_0_99(t: CheckContext) -> None:
    """Called without gamma, reinforce_gradient uses gamma = 0.99."""
    with t.explaining(_GRADIENT):
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.99))
        t.expect_array(got, (3.2213955483613, -2.24597519747372))
    with t.explaining(
        "The same call with gamma=0.99 given came out right: the default gamma is 0.99"
    ):
        got = t.call("reinforce_gradient", **_two_episodes())
        t.expect_array(got, (3.2213955483613, -2.24597519747372))


@suite.check
def gradient_accepts_none_scalar_or_per_step_baseline(t: CheckContext) -> None:
    """baseline may be None, a float or int, or one value per step (list or array): G_t - b_t."""
    # The baseline is non-zero at steps with k > 0, so subtracting it outside the gamma^k factor
    # shows; so does adding it.
    with t.explaining(
        "Subtract the baseline from the return before the gamma^k factor: gamma^k * (G_t - b_t); "
        "a single number is the same b for every step, None means b = 0"
    ):
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8, baseline=None))
        t.expect_array(got, (2.992103900615528, -1.8098833241865995))
        for scalar in (0.75, np.float64(0.75)):
            got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8, baseline=scalar))
            t.expect_array(got, (1.9027090945548526, -1.6997850032188546))
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8, baseline=1))
        t.expect_array(got, (1.5395774925346273, -1.663085562896273))
        per_step = [0.5, -1.0, 0.25, 1.0, 2.0]
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8, baseline=per_step))
        t.expect_array(got, (1.7914383549590487, -0.3428176455962253))
        got = t.call("reinforce_gradient", **_two_episodes(gamma=0.8, baseline=_arr(per_step)))
        t.expect_array(got, (1.7914383549590487, -0.3428176455962253))


@suite.check
def gradient_handles_single_step_episodes(t: CheckContext) -> None:
    """Episodes of one step each (every done True), with d = 1: each term is r_t * score_t / E."""
    with t.explaining("Every step is an episode of its own: k_t = 0, G_t = r_t and E = T"):
        got = t.call(
            "reinforce_gradient",
            _arr([0.5]),
            _arr([[[1.0], [-1.0]], [[2.0], [0.0]], [[0.5], [1.5]]]),
            _arr([0, 1, 1], int),
            _arr([2.0, -1.0, 0.5]),
            _arr([T, T, T], bool),
            gamma=0.9,
        )
        t.expect_array(got, (0.9088843923796878,))


@suite.check
def gradient_is_exact_for_large_logits(t: CheckContext) -> None:
    """Logits up to ±1e4 in the states of an episode still give a finite, exact gradient."""
    with t.explaining(
        "Compute the policy with each state's own largest logit subtracted before np.exp"
    ):
        got = t.call(
            "reinforce_gradient",
            **_huge_batch(),
            actions=_arr([1, 2, 0, 2], int),
            rewards=_arr([1.0, 0.5, -1.0, 2.0]),
            dones=_arr([F, T, F, T], bool),
            gamma=0.9,
        )
        t.expect_array(got, (-1.2917861171883038,))


@suite.check
def gradient_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """Integer theta, features, rewards and actions (lists or arrays, int32 too) give float64."""
    inputs = {
        "theta": [1, -1],
        "features": [[[1, 0], [0, 1]], [[2, 1], [1, 2]], [[0, 0], [1, -1]]],
        "actions": [1, 1, 0],
        "rewards": [1, 3, -1],
        "dones": [F, T, T],
    }
    with t.explaining(_GRADIENT):
        floats = {name: _arr(value) for name, value in inputs.items()}
        floats.update(actions=_arr(inputs["actions"], int), dones=_arr(inputs["dones"], bool))
        got = t.call("reinforce_gradient", **floats, gamma=0.5)
        t.expect_new_float64_array(got, (-1.3211956169668235, 1.3211956169668237))
    with t.explaining(
        "The same numbers as float64 arrays came out right: convert with np.asarray(x, "
        "dtype=float) (dones with dtype=bool): ~ and - do not work on Python lists, and integer "
        "arrays lose fractions"
    ):
        got = t.call("reinforce_gradient", **inputs, gamma=0.5)
        t.expect_new_float64_array(got, (-1.3211956169668235, 1.3211956169668237))
        arrays = {
            "theta": _arr(inputs["theta"], np.int64),
            "features": _arr(inputs["features"], np.int64),
            "actions": _arr(inputs["actions"], np.int32),
            "rewards": _arr(inputs["rewards"], np.int64),
            "dones": _arr(inputs["dones"], bool),
        }
        got = t.call("reinforce_gradient", **arrays, gamma=0.5)
        t.expect_new_float64_array(got, (-1.3211956169668235, 1.3211956169668237), **arrays)


# --- all three -----------------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    inputs = _three_states_four_actions()
    inputs["actions"] = _arr(MAIN_ACTIONS, int)
    saved = {name: value.copy() for name, value in inputs.items()}
    # Each function's inputs are checked right after its own call, so that a change is laid
    # at the door of the function that made it.
    t.call("softmax_policy", inputs["theta"], inputs["features"])
    for name in ("theta", "features"):
        t.expect_unchanged(name, inputs[name], saved[name])
    t.call("grad_log_prob", **inputs)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

    inputs = _two_episodes(gamma=0.8, baseline=_arr([0.5, -1.0, 0.25, 1.0, 2.0]))
    arrays = {name: value for name, value in inputs.items() if type(value) is np.ndarray}
    saved = {name: value.copy() for name, value in arrays.items()}
    t.call("reinforce_gradient", **inputs)
    for name, value in arrays.items():
        t.expect_unchanged(name, value, saved[name])

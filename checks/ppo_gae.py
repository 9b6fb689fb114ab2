"""Checks for "PPO: generalized advantage estimation and the clipped losses".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

from typing import Any

import numpy as np

from practice.checking import CheckContext, CheckFailed, Suite

suite = Suite(
    {
        "gae": ("rewards", "values", "dones", "gamma", "lam"),
        "ppo_clip_loss": ("logp", "old_logp", "advantages", "clip_eps"),
        "value_loss": ("values", "old_values", "returns", "clip_eps"),
    },
    optional=("gamma", "lam", "clip_eps"),
)

# Taken when this module loads, before any learner code runs.
_ndarray = np.ndarray
_shares_memory = np.shares_memory

F, T = False, True


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


class _NotAPair(CheckFailed):
    """gae did not return (advantages, returns): no hint about the formula applies."""


def _gae(t: CheckContext, *args: Any, **kwargs: Any) -> tuple[Any, Any, str]:
    """Call gae; fail unless it returns a pair. Returns (advantages, returns, call text)."""
    got = t.call("gae", *args, **kwargs)
    call = t.last_call
    if type(got) is not tuple or len(got) != 2:
        kind = f"a tuple of {len(got)} items" if type(got) is tuple else type(got).__name__
        raise _NotAPair(
            f"{call} returned {kind}; expected a tuple (advantages, returns) of two arrays "
            "(end with `return advantages, returns`)"
        )
    return got[0], got[1], call


def _expect_gae(
    t: CheckContext, expected_adv: Any, expected_ret: Any, *args: Any, **kwargs: Any
) -> tuple[Any, Any]:
    adv, ret, call = _gae(t, *args, **kwargs)
    t.expect_array(adv, expected_adv, what=f"{call}, advantages:")
    t.expect_array(ret, expected_ret, what=f"{call}, returns:")
    return adv, ret


# --- gae: the worked examples -------------------------------------------------------------------

EXAMPLE_ADV = (2.4779858944999997, 1.682069, 1.898)
EXAMPLE_RET = (2.9779858944999997, 2.082069, 2.198)


@suite.check
def gae_matches_example_one_environment(t: CheckContext) -> None:
    """The statement's first gae example: one environment, no episode end, default gamma, lam."""
    _expect_gae(
        t,
        EXAMPLE_ADV,
        EXAMPLE_RET,
        rewards=_arr([1.0, 0.0, 2.0]),
        values=_arr([0.5, 0.4, 0.3, 0.2]),
        dones=_arr([F, F, F], bool),
    )


@suite.check
def gae_matches_example_parallel_environments(t: CheckContext) -> None:
    """The statement's example with two environments side by side (axis 1) and episode ends."""
    with t.explaining(
        "Axis 0 is time; each column is an environment that must be handled on its own",
        unless=_NotAPair,
    ):
        _expect_gae(
            t,
            ((0.5720000000000001, 1.3150816), (-0.4, 1.97928), (2.3336, 0.374), (-0.37, 0.7)),
            ((1.072, 1.5150816), (0.0, 2.07928), (2.6336, 1.274), (0.63, 1.0)),
            rewards=_arr([[1.0, 0.0], [0.0, 1.0], [2.0, 0.5], [0.0, 1.0]]),
            values=_arr([[0.5, 0.2], [0.4, 0.1], [0.3, 0.9], [1.0, 0.3], [0.7, 0.6]]),
            dones=_arr([[F, F], [T, F], [F, F], [F, T]], bool),
            gamma=0.9,
            lam=0.8,
        )


# --- gae: the recursion, term by term -----------------------------------------------------------


@suite.check
def gae_uses_default_gamma_and_lam(t: CheckContext) -> None:
    """Called without gamma and lam, gae uses gamma=0.99 and lam=0.95."""
    with t.explaining(
        "This call relies on the defaults, gamma=0.99 and lam=0.95", unless=_NotAPair
    ):
        _expect_gae(
            t,
            (
                1.0499363938999995,
                0.7984437999999994,
                2.4395999999999995,
                -0.8,
                1.8836544999999998,
                -0.01100000000000001,
            ),
            (
                1.3499363938999995,
                0.8984437999999993,
                2.0395999999999996,
                0.0,
                2.0836544999999997,
                0.589,
            ),
            _arr([0.5, -1.0, 2.0, 0.0, 1.5, -0.5]),
            _arr([0.3, 0.1, -0.4, 0.8, 0.2, 0.6, 1.1]),
            _arr([F, F, F, T, F, F], bool),
        )


@suite.check
def gae_bootstraps_from_the_last_value(t: CheckContext) -> None:
    """Without an episode end, values[T] is bootstrapped; it decays by gamma * lam per step back."""
    # Only V(s_T) = 1 is non-zero: A_{T-1} = gamma = 0.9, and each earlier step multiplies by
    # gamma * lam = 0.45. Treating the end of the rollout as an episode end gives all zeros.
    with t.explaining(
        "The rollout's end is not an episode end: use values[T] in delta_{T-1} unless "
        "dones[T-1] is True, and carry A_{t+1} back with the factor gamma * lam",
        unless=_NotAPair,
    ):
        _expect_gae(
            t,
            (0.08201250000000002, 0.18225000000000002, 0.405, 0.9),
            (0.08201250000000002, 0.18225000000000002, 0.405, 0.9),
            rewards=_arr([0.0, 0.0, 0.0, 0.0]),
            values=_arr([0.0, 0.0, 0.0, 0.0, 1.0]),
            dones=_arr([F, F, F, F], bool),
            gamma=0.9,
            lam=0.5,
        )


@suite.check
def gae_done_means_the_episode_ended_at_that_step(t: CheckContext) -> None:
    """dones[t] True means the episode ended at step t (not Baselines' 'obs t starts one')."""
    with t.explaining(
        "dones[t] True means step t was the episode's last: it cuts V_{t+1} out of delta_t and "
        "stops A_{t+1} from flowing into A_t. (Baselines/CleanRL's dones[t] is our dones[t-1].)",
        unless=_NotAPair,
    ):
        _expect_gae(
            t,
            (2.21, 1.0, 6.7425, 4.25),
            (2.71, 2.0, 8.2425, 6.25),
            rewards=_arr([1.0, 2.0, 3.0, 4.0]),
            values=_arr([0.5, 1.0, 1.5, 2.0, 2.5]),
            dones=_arr([F, T, F, F], bool),
            gamma=0.9,
            lam=0.9,
        )


@suite.check
def gae_does_not_bootstrap_through_a_done(t: CheckContext) -> None:
    """Where dones[t] is True, delta_t leaves out gamma * V_{t+1} (tested with lam=0)."""
    # values[2] = 3.0 follows the episode end at t = 1: bootstrapping through it gives 2.5, not
    # 0.1, at t = 1. With lam = 0 nothing is carried, so only delta_t is tested here.
    with t.explaining(
        "Where dones[t] is True, delta_t = r_t - V_t: the next state's value is not used",
        unless=_NotAPair,
    ):
        _expect_gae(
            t,
            (1.12, 0.09999999999999998, -4.4, 3.06),
            (1.32, 0.5, -1.4000000000000004, 2.56),
            rewards=_arr([1.0, 0.5, -1.0, 2.0]),
            values=_arr([0.2, 0.4, 3.0, -0.5, 0.7]),
            dones=_arr([F, T, F, F], bool),
            gamma=0.8,
            lam=0.0,
        )


@suite.check
def gae_does_not_carry_advantage_across_a_done(t: CheckContext) -> None:
    """Where dones[t] is True, A_t is delta_t alone: nothing of the next episode flows back."""
    # gamma = lam = 1 and zero values after each done, so a bootstrap mistake is invisible and
    # only the carried advantage can differ: carrying across gives 4.5 at t = 1 (first call).
    with t.explaining(
        "The recursion A_t = delta_t + gamma * lam * (1 - d_t) * A_{t+1} needs the (1 - d_t) "
        "factor too, not only delta_t",
        unless=_NotAPair,
    ):
        _expect_gae(
            t,
            (3.0, 2.0, 2.5, 2.0, 3.0),
            (3.0, 2.0, 2.5, 2.0, 3.0),
            rewards=_arr([1.0, 2.0, 0.5, -1.0, 3.0]),
            values=_arr([0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
            dones=_arr([F, T, F, F, F], bool),
            gamma=1.0,
            lam=1.0,
        )
        _expect_gae(
            t,
            (3.4000000000000004, 2.7, 0.5, 2.2, 3.1),
            (3.5000000000000004, 2.5, 0.5, 2.5, 3.5),
            rewards=_arr([1.0, 2.0, 0.5, -1.0, 3.0]),
            values=_arr([0.1, -0.2, 0.0, 0.3, 0.4, 0.5]),
            dones=_arr([F, F, T, F, F], bool),
            gamma=1.0,
            lam=1.0,
        )


@suite.check
def gae_ignores_unused_bootstrap_value_even_huge(t: CheckContext) -> None:
    """After a done at the last step, values[T] is unused: 9.0, 1e300 or -1e300 change nothing."""
    with t.explaining("With dones[T-1] True, values[T] must not enter any sum", unless=_NotAPair):
        _expect_gae(
            t,
            (0.875, 0.5),
            (1.375, 1.0),
            rewards=_arr([1.0, 1.0]),
            values=_arr([0.5, 0.5, 9.0]),
            dones=_arr([F, T], bool),
            gamma=0.5,
            lam=0.5,
        )
    # r + gamma * V - gamma * V loses the small reward when V = 1e300: multiply by (1 - d)
    # (or select with np.where) instead of adding the bootstrap and taking it away again.
    for huge in (1e300, -1e300):
        with t.explaining(
            f"values[T] = {huge:g} is unused but must not swamp the other terms: leave it out "
            "(multiply by 1 - d_t, or np.where) rather than add it and subtract it again",
            unless=_NotAPair,
        ):
            _expect_gae(
                t,
                (0.64500096525, 0.3157905, -0.299),
                (0.7450009652499999, 0.5157905, 0.0010000000000000009),
                _arr([0.25, 0.5, 1e-3]),
                _arr([0.1, 0.2, 0.3, huge]),
                _arr([F, F, T], bool),
                gamma=0.99,
                lam=0.95,
            )
    t.expect(
        "Warning" not in t.output_text(),
        "gae printed a numpy warning for an unused bootstrap value of ±1e300; leave that "
        "value out instead of computing with it",
        got=t.output_text()[:200],
    )


@suite.check
def gae_uses_gamma_and_lam_as_given(t: CheckContext) -> None:
    """gamma discounts the bootstrap and the carry, lam only the carry (lam=1, then gamma=1)."""

    def inputs() -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # fresh arrays for each call
        return (
            _arr([1.0, -0.5, 2.0, 0.25]),
            _arr([0.4, 0.3, -0.2, 0.6, 0.9]),
            _arr([F, F, F, F], bool),
        )

    with t.explaining(
        "delta_t uses gamma alone; the carry back uses the product gamma * lam (and the "
        "arguments come in the order rewards, values, dones, gamma, lam)",
        unless=_NotAPair,
    ):
        # lam = 1: A_t is the discounted return (bootstrapped from V_T) minus V_t.
        _expect_gae(
            t,
            (0.9374999999999999, 0.375, 2.55, 0.09999999999999998),
            (1.3375, 0.675, 2.3499999999999996, 0.7),
            *inputs(),
            0.5,
            1.0,
        )
        _expect_gae(
            t,
            (1.1687500000000002, 0.5375000000000001, 3.075, 0.5499999999999999),
            (1.56875, 0.8375000000000001, 2.875, 1.15),
            *inputs(),
            gamma=1.0,
            lam=0.5,
        )


@suite.check
def gae_returns_are_advantages_plus_values(t: CheckContext) -> None:
    """The second output is returns_t = A_t + V_t, not a discounted sum of rewards."""
    # With lam = 0.6 the lambda-return A_t + V_t differs from the Monte Carlo return and from
    # A_t + V_{t+1}.
    adv, ret, call = _gae(
        t,
        _arr([0.7, 1.3, -0.2, 0.9]),
        _arr([1.0, 0.6, 0.8, -0.3, 0.5]),
        _arr([F, F, T, F], bool),
        gamma=0.95,
        lam=0.6,
    )
    t.expect_array(adv, (0.7773, 0.89, -1.0, 1.675), what=f"{call}, advantages:")
    with t.explaining("returns_t is advantages[t] + values[t], with values[t] the value of s_t"):
        t.expect_array(
            ret,
            (1.7772999999999999, 1.49, -0.19999999999999996, 1.375),
            what=f"{call}, returns:",
        )


@suite.check
def gae_time_is_axis_0_for_any_shape(t: CheckContext) -> None:
    """gae runs along axis 0 for (T,), (T, envs) and (T, a, b) inputs, T = 1 included."""
    with t.explaining(
        "Axis 0 is time whatever the number of axes: work on whole rows (every environment "
        "at once) and let numpy broadcast over the other axes",
        unless=_NotAPair,
    ):
        _expect_gae(t, (2.85,), (3.35,), _arr([2.0]), _arr([0.5, 1.5]), _arr([F], bool), 0.9, 0.8)
        _expect_gae(
            t,
            ((1.2959999999999998, -0.2), (0.2, 0.9783000000000003), (0.0, 2.41)),
            ((1.396, 0.0), (0.5, 0.8783000000000003), (0.0, 2.81)),
            _arr([[1.0, 0.0], [0.5, -1.0], [0.0, 2.0]]),
            _arr([[0.1, 0.2], [0.3, -0.1], [0.0, 0.4], [0.6, 0.9]]),
            _arr([[F, T], [F, F], [T, F]], bool),
            0.9,
            0.7,
        )
        _expect_gae(
            t,
            (
                ((0.6880000000000001, 0.10000000000000003), (0.5, 2.3832)),
                ((-0.6, 0.5), (-0.7, 0.5600000000000002)),
            ),
            (
                ((0.8880000000000001, 0.20000000000000004), (0.5, 2.8832)),
                ((-0.19999999999999996, 0.3), (-0.39999999999999997, 1.1600000000000001)),
            ),
            _arr([[[1.0, 0.0], [0.5, 2.0]], [[-1.0, 0.3], [0.0, 1.0]]]),
            _arr([[[0.2, 0.1], [0.0, 0.5]], [[0.4, -0.2], [0.3, 0.6]], [[1.0, 0.7], [-0.5, 0.2]]]),
            _arr([[[F, F], [T, F]], [[F, T], [F, F]]], bool),
            0.8,
            0.9,
        )


# --- gae: the general rules ---------------------------------------------------------------------


@suite.check
def gae_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """gae accepts Python lists (dones as a list of bools) and integer rewards and values."""
    with t.explaining(
        "Inputs may be lists or integer arrays: convert them first with "
        "np.asarray(x, dtype=float) (and dones with dtype=bool or float)",
        unless=_NotAPair,
    ):
        _expect_gae(
            t, (0.5, -2.0, 3.5), (1.5, 0.0, 3.5), [1, 0, 2], [1, 2, 0, 3], [F, T, F], 0.5, 0.5
        )
        _expect_gae(
            t,
            (0.5, -2.0, 3.5),
            (1.5, 0.0, 3.5),
            rewards=_arr([1, 0, 2], np.int64),
            values=_arr([1, 2, 0, 3], np.int64),
            dones=_arr([F, T, F], bool),
            gamma=0.5,
            lam=0.5,
        )


@suite.check
def gae_returns_new_float64_arrays(t: CheckContext) -> None:
    """gae returns new float64 arrays (even for float32 inputs) sharing no memory with inputs."""
    rewards = _arr([[1.0, 0.0], [0.5, -1.0], [0.0, 2.0]])
    values = _arr([[0.1, 0.2], [0.3, -0.1], [0.0, 0.4], [0.6, 0.9]])
    dones = _arr([[F, T], [F, F], [T, F]], bool)
    adv, ret, _ = _gae(t, rewards, values, dones, 0.9, 0.7)
    for name, got in (("advantages", adv), ("returns", ret)):
        t.expect(type(got) is _ndarray, f"returned {name} that are not a numpy array")
        for input_name, array in (("rewards", rewards), ("values", values), ("dones", dones)):
            t.expect(
                not _shares_memory(got, array),
                f"returned {name} that share memory with the input '{input_name}' (a "
                "view of it, or the input itself); build a new array",
            )
    adv, ret, _ = _gae(
        t, rewards.astype(np.float32), values.astype(np.float32), dones, gamma=0.9, lam=0.7
    )
    for name, got in (("advantages", adv), ("returns", ret)):
        t.expect(type(got) is _ndarray, f"returned {name} that are not a numpy array")
        t.expect(
            got.dtype.name == "float64",
            f"returned {name} of dtype {got.dtype.name} for float32 inputs; expected "
            "float64 (convert the inputs with np.asarray(x, dtype=float))",
        )


@suite.check
def gae_leaves_inputs_unchanged(t: CheckContext) -> None:
    """gae does not change rewards, values or dones in place."""
    inputs = {
        "rewards": _arr([[1.0, 0.0], [0.5, -1.0], [0.0, 2.0]]),
        "values": _arr([[0.1, 0.2], [0.3, -0.1], [0.0, 0.4], [0.6, 0.9]]),
        "dones": _arr([[F, T], [F, F], [T, F]], bool),
    }
    before = {name: array.copy() for name, array in inputs.items()}
    t.call("gae", **inputs, gamma=0.9, lam=0.7)
    for name, array in inputs.items():
        t.expect_unchanged(name, array, before[name])


# --- ppo_clip_loss --------------------------------------------------------------------------------


def _clip_example() -> dict[str, np.ndarray]:
    return {
        "logp": _arr([-1.0, -0.5, -2.0, -0.1]),
        "old_logp": _arr([-1.2, -1.0, -1.5, -0.1]),
        "advantages": _arr([1.0, -1.0, 2.0, 0.5]),
    }


CLIP_EXAMPLE = -0.31608501218128465


@suite.check
def clip_loss_matches_example(t: CheckContext) -> None:
    """The statement's first ppo_clip_loss example, with the default clip_eps=0.2."""
    with t.explaining("loss = -mean(min(ratio * A, clip(ratio, 1 - eps, 1 + eps) * A))"):
        t.expect_float(t.call("ppo_clip_loss", **_clip_example()), CLIP_EXAMPLE)


@suite.check
def clip_loss_matches_example_any_shape(t: CheckContext) -> None:
    """The statement's second example: (2, 2) inputs and clip_eps=0.1 passed by keyword."""
    got = t.call(
        "ppo_clip_loss",
        logp=_arr([[-0.3, -1.1], [-0.7, -2.0]]),
        old_logp=_arr([[-0.5, -0.9], [-0.7, -1.6]]),
        advantages=_arr([[2.0, -1.0], [3.0, -0.5]]),
        clip_eps=0.1,
    )
    with t.explaining("Use the clip_eps you are given, and average over every element"):
        t.expect_float(got, -0.9625000000000001)


def _one_ratio(t: CheckContext, log_ratio: float, advantage: float) -> object:
    return t.call("ppo_clip_loss", _arr([log_ratio]), _arr([0.0]), _arr([advantage]))


@suite.check
def clip_loss_caps_ratio_for_positive_advantage(t: CheckContext) -> None:
    """With A > 0 the ratio counts at most 1 + eps, but a small ratio is not raised to 1 - eps."""
    # ratios exp(0.5) = 1.65 (above the range), exp(-0.5) = 0.61 (below), exp(0.1) (inside)
    with t.explaining(
        "For A > 0, min(ratio * A, clip(ratio) * A) caps the ratio at 1 + eps and keeps a ratio "
        "below 1 - eps as it is. Clip the ratio, not the advantage, and return the negative",
    ):
        t.expect_float(_one_ratio(t, 0.5, 2.0), -2.4)
        t.expect_float(_one_ratio(t, -0.5, 2.0), -1.2130613194252668)
        t.expect_float(_one_ratio(t, 0.1, 2.0), -2.2103418361512954)


@suite.check
def clip_loss_floors_ratio_for_negative_advantage(t: CheckContext) -> None:
    """With A < 0 the ratio counts at least 1 - eps, but a large ratio is not capped."""
    with t.explaining(
        "For A < 0 the min keeps the more pessimistic term: a ratio below 1 - eps counts as "
        "1 - eps, a ratio above 1 + eps counts in full",
    ):
        t.expect_float(_one_ratio(t, -0.5, -2.0), 1.6)
        t.expect_float(_one_ratio(t, 0.5, -2.0), 3.2974425414002564)
        t.expect_float(_one_ratio(t, -0.1, -2.0), 1.809674836071919)


@suite.check
def clip_loss_is_minus_the_mean_over_all_elements(t: CheckContext) -> None:
    """The loss is minus the mean of the surrogate over every element, whatever the shape."""
    got = t.call(
        "ppo_clip_loss",
        _arr([[[-0.2, -1.0], [-2.5, -0.7]], [[-0.4, -0.3], [-1.6, -3.0]]]),
        _arr([[[-0.3, -0.8], [-2.5, -0.9]], [[-0.1, -0.35], [-1.2, -3.1]]]),
        _arr([[[1.5, -0.5], [2.0, 0.8]], [[-1.2, 0.3], [0.6, -2.5]]]),
    )
    with t.explaining(
        "Take the mean over all elements (not a sum, not along one axis) and negate it",
    ):
        t.expect_float(got, -0.15037963273994387)


@suite.check
def clip_loss_uses_default_clip_eps(t: CheckContext) -> None:
    """Called without clip_eps, ppo_clip_loss clips to [0.8, 1.2]."""
    # Ratios 1.28 (A > 0) and 0.78 (A < 0) are clipped at eps = 0.2 but not at 0.3; 1.16 and
    # 0.86 would be clipped at eps = 0.1.
    got = t.call(
        "ppo_clip_loss",
        _arr([0.25, -0.35, -0.25, -1.15]),
        _arr([0.0, -0.5, 0.0, -1.0]),
        _arr([1.0, 1.5, -1.0, -0.5]),
    )
    with t.explaining("This call relies on the default clip_eps=0.2"):
        t.expect_float(got, -0.42809934396997384)


@suite.check
def clip_loss_ratio_from_log_difference(t: CheckContext) -> None:
    """Log-probabilities of whole sequences (around -1000) still give finite, exact ratios."""
    got = t.call(
        "ppo_clip_loss",
        _arr([-800.0, -1000.5, -750.2, -900.0]),
        _arr([-800.3, -1000.0, -750.2, -899.95]),
        _arr([1.0, -2.0, 0.5, 1.5]),
    )
    with t.explaining(
        "exp(-800) is 0.0 in float64: compute the ratio as np.exp(logp - old_logp), never as "
        "np.exp(logp) / np.exp(old_logp)",
    ):
        t.expect_float(got, -0.3817110341877839)


@suite.check
def clip_loss_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """ppo_clip_loss accepts Python lists and integer arrays."""
    with t.explaining(
        "Inputs may be lists or integer arrays: convert them first with np.asarray(x, dtype=float)",
    ):
        got = t.call("ppo_clip_loss", [-1, -2, 0], [-1, -1, -1], [2, -1, 3])
        t.expect_float(got, -1.5999999999999999)
        got = t.call(
            "ppo_clip_loss",
            _arr([[-0.5, -1.5]]),
            _arr([[-0.6, -1.2]]),
            _arr([[1, -1]], np.int64),
            clip_eps=0.05,
        )
        t.expect_float(got, -0.050000000000000044)


@suite.check
def clip_loss_returns_python_float(t: CheckContext) -> None:
    """ppo_clip_loss returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("ppo_clip_loss", **_clip_example())
    t.expect_float(got, CLIP_EXAMPLE, exact_type=True)


@suite.check
def clip_loss_leaves_inputs_unchanged(t: CheckContext) -> None:
    """ppo_clip_loss does not change its input arrays in place."""
    inputs = _clip_example()
    before = {name: array.copy() for name, array in inputs.items()}
    t.call("ppo_clip_loss", **inputs)
    for name, array in inputs.items():
        t.expect_unchanged(name, array, before[name])


# --- value_loss -----------------------------------------------------------------------------------


def _value_example() -> dict[str, np.ndarray]:
    return {
        "values": _arr([1.0, 0.5, -0.2]),
        "old_values": _arr([0.7, 0.6, 0.3]),
        "returns": _arr([2.0, 0.0, 0.1]),
    }


VALUE_EXAMPLE = 0.25833333333333336


@suite.check
def value_loss_matches_example(t: CheckContext) -> None:
    """The statement's first value_loss example, with the default clip_eps=0.2."""
    with t.explaining("loss = 0.5 * mean(max((V - R)^2, (V_clip - R)^2))"):
        t.expect_float(t.call("value_loss", **_value_example()), VALUE_EXAMPLE)


@suite.check
def value_loss_matches_example_with_clip_eps(t: CheckContext) -> None:
    """The statement's second value_loss example: clip_eps=0.5 passed by keyword."""
    got = t.call(
        "value_loss",
        values=_arr([2.0, -1.0]),
        old_values=_arr([0.0, 0.0]),
        returns=_arr([1.0, -3.0]),
        clip_eps=0.5,
    )
    with t.explaining("Use the clip_eps you are given; the max is taken element by element"):
        t.expect_float(got, 1.8125)


@suite.check
def value_loss_takes_larger_error_per_element(t: CheckContext) -> None:
    """Each element keeps the larger of its two squared errors; the loss is 0.5 times their mean."""
    # Element by element the max keeps the clipped, unclipped, clipped and (tied) errors:
    # 0.80625. The larger of the two means gives 0.7425, the element-wise min 0.3425.
    got = t.call(
        "value_loss",
        _arr([2.0, 0.0, -1.0, 0.5]),
        _arr([1.0, 0.5, -0.2, 0.4]),
        _arr([3.0, 1.0, -1.5, -0.5]),
    )
    with t.explaining("np.maximum of the two squared-error arrays, then 0.5 * the mean"):
        t.expect_float(got, 0.80625)


@suite.check
def value_loss_clips_around_old_values(t: CheckContext) -> None:
    """The clipped prediction stays within clip_eps of old_values, above or below them."""
    # values 2.0 vs old 1.0: V_clip = 1.2; values -1.0 vs old 0.5: V_clip = 0.3.
    with t.explaining(
        "V_clip = old_values + clip(values - old_values, -eps, eps): the window is centred on "
        "the old prediction, not on the returns or on zero",
    ):
        t.expect_float(t.call("value_loss", _arr([2.0]), _arr([1.0]), _arr([3.0])), 1.62)
        t.expect_float(
            t.call("value_loss", _arr([-1.0]), _arr([0.5]), _arr([-3.0])), 5.444999999999999
        )
        got = t.call(
            "value_loss", _arr([0.4, 1.9]), _arr([0.1, 2.3]), _arr([1.5, 0.0]), clip_eps=0.1
        )
        t.expect_float(got, 1.6324999999999998)


@suite.check
def value_loss_uses_default_clip_eps(t: CheckContext) -> None:
    """Called without clip_eps, value_loss lets the prediction move 0.2 from old_values."""
    got = t.call(
        "value_loss",
        _arr([1.15, -0.25, 0.35, 2.0]),
        _arr([1.0, 0.0, 0.0, 2.1]),
        _arr([2.0, -1.5, 1.5, 1.0]),
    )
    with t.explaining("This call relies on the default clip_eps=0.2"):
        t.expect_float(got, 0.6378125000000001)


@suite.check
def value_loss_works_for_any_shape(t: CheckContext) -> None:
    """value_loss averages over every element of inputs of any shape, into one number."""
    got = t.call(
        "value_loss",
        _arr([[[0.5, 1.2], [-0.3, 0.0]], [[2.2, 0.9], [1.1, -0.6]]]),
        _arr([[[0.3, 1.0], [0.0, 0.1]], [[2.0, 1.5], [1.1, -0.2]]]),
        _arr([[[1.0, 0.0], [-0.5, 0.4]], [[3.0, 1.0], [0.5, -1.0]]]),
    )
    with t.explaining("Take the mean over all elements, not along one axis"):
        t.expect_float(got, 0.21187499999999998)


@suite.check
def value_loss_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """value_loss accepts Python lists and integer arrays."""
    with t.explaining(
        "Inputs may be lists or integer arrays: convert them first with np.asarray(x, dtype=float)",
    ):
        t.expect_float(t.call("value_loss", [1, 0, 3], [0, 0, 2], [2, -1, 2]), 0.8733333333333334)
        got = t.call(
            "value_loss",
            _arr([[0.25, 1.5]]),
            _arr([[0, 1]], np.int64),
            _arr([[1, 2]], np.int64),
            clip_eps=0.3,
        )
        t.expect_float(got, 0.263125)


@suite.check
def value_loss_returns_python_float(t: CheckContext) -> None:
    """value_loss returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("value_loss", **_value_example())
    t.expect_float(got, VALUE_EXAMPLE, exact_type=True)


@suite.check
def value_loss_leaves_inputs_unchanged(t: CheckContext) -> None:
    """value_loss does not change its input arrays in place."""
    inputs = _value_example()
    before = {name: array.copy() for name, array in inputs.items()}
    t.call("value_loss", **inputs)
    for name, array in inputs.items():
        t.expect_unchanged(name, array, before[name])

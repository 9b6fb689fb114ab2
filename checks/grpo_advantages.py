"""Checks for "GRPO group advantages and clipped objective".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "group_advantages": ("rewards", "eps"),
        "kl_k3": ("logp", "ref_logp"),
        "grpo_objective": (
            "logp",
            "old_logp",
            "ref_logp",
            "advantages",
            "mask",
            "clip_eps",
            "beta",
        ),
    },
    optional=("eps", "clip_eps", "beta"),
)


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


# The statement's objective example, reused by several checks.
def _example() -> dict[str, np.ndarray]:
    return {
        "logp": _arr([[-1.0, -0.5, -2.0], [-0.3, -1.2, 0.0]]),
        "old_logp": _arr([[-1.1, -0.5, -1.0], [-0.6, -1.0, 0.0]]),
        "ref_logp": _arr([[-1.2, -0.4, -1.5], [-0.4, -1.1, 0.0]]),
        "advantages": _arr([1.0, -1.0]),
        "mask": _arr([[True, True, True], [True, True, False]], bool),
    }


EXAMPLE_OBJECTIVE = -0.13122323326245566
EXAMPLE_OBJECTIVE_NO_KL = -0.1299723302889813
EXAMPLE_OBJECTIVE_CLIP_01_BETA_05 = -0.16678774886719122


# --- group_advantages -------------------------------------------------------------------------


@suite.check
def advantages_use_population_std(t: CheckContext) -> None:
    """Advantages divide by the population standard deviation (divide by G, not G - 1)."""
    got = t.call("group_advantages", _arr([[1.0, 2.0, 4.0, 7.0], [3.0, 3.5, 2.0, 0.5]]))
    t.expect_array(
        got,
        (
            (-1.0910894464180572, -0.6546536678508343, 0.21821788928361144, 1.5275252249852802),
            (0.6546536649936915, 1.0910894416561525, -0.21821788833123051, -1.5275252183186137),
        ),
    )


@suite.check
def advantages_add_eps_to_std(t: CheckContext) -> None:
    """eps is added to the standard deviation (not inside the square root), per group."""
    # With spreads of 5e-9 and 1e-9, eps = 1e-8 dominates: only (r - mean) / (std + eps) fits.
    got = t.call("group_advantages", _arr([[0.0, 1e-8], [1e-9, -1e-9]]))
    t.expect_array(got, ((-1 / 3, 1 / 3), (1 / 11, -1 / 11)), atol=1e-12)
    got = t.call("group_advantages", _arr([[0.0, 1.0, 3.0]]), eps=0.5)
    t.expect_array(got, ((-0.7631174082634694, -0.19077935206586732, 0.9538967603293369),))


@suite.check
def advantages_zero_for_constant_group_and_single_answer(t: CheckContext) -> None:
    """A group whose rewards are all equal, and a group of one answer, get zeros, not NaN."""
    got = t.call("group_advantages", _arr([[0.7, 0.7, 0.7], [1.0, 0.0, 1.0]]))
    # 0.7 is not exact in binary: the mean differs from it by ~1e-16, hence the atol.
    t.expect_array(
        got,
        ((0.0, 0.0, 0.0), (0.7071067661865479, -1.4142135323730955, 0.7071067661865479)),
        atol=1e-6,
    )
    got = t.call("group_advantages", _arr([[3.0], [-2.0]]))
    t.expect_array(got, ((0.0,), (0.0,)))


@suite.check
def advantages_shape_and_float_dtype(t: CheckContext) -> None:
    """Advantages keep the (num_groups, G) shape and are floats, even for integer rewards."""
    got = t.call("group_advantages", _arr([[1, 0, 1], [5, 2, 2]], np.int64))
    t.expect_array(
        got,
        (
            (0.7071067661865479, -1.4142135323730955, 0.7071067661865479),
            (1.414213552373095, -0.7071067761865475, -0.7071067761865475),
        ),
    )


# --- kl_k3 -----------------------------------------------------------------------------------


@suite.check
def kl_k3_values(t: CheckContext) -> None:
    """k3 = pi_ref/pi - log(pi_ref/pi) - 1, token by token, from log probabilities."""
    got = t.call("kl_k3", _arr([-1.0, -2.0, -0.5]), _arr([-1.0, -1.5, -1.0]))
    t.expect_array(got, (0.0, 0.1487212707001282, 0.10653065971263342))
    got = t.call(
        "kl_k3",
        _arr([-0.1, -2.3, -0.7, -5.0, -1.2, -0.05]),
        _arr([-0.4, -1.1, -0.7, -2.0, -3.5, -0.9]),
    )
    t.expect_array(
        got,
        (
            0.04081822068171803,
            1.120116922736547,
            0.0,
            16.085536923187668,
            1.4002588437228036,
            0.2774149319487267,
        ),
    )


@suite.check
def kl_k3_nonnegative_and_zero_at_equality(t: CheckContext) -> None:
    """k3 is never negative, and is exactly zero where the two log probabilities agree."""
    logp = _arr([[-0.01, -3.0, -7.5, -0.6], [-12.0, -0.3, -1.0, -2.2]])
    ref = _arr([[-4.0, -0.02, -7.4, -0.6], [-0.5, -9.0, -1.0, -2.3]])
    got = t.call("kl_k3", logp, ref)
    t.expect_array(
        got,
        (
            (3.0084997141198198, 15.7078166447624, 0.005170918075647624, 0.0),
            (98703.2710107605, 7.700166585810987, 0.0, 0.004837418035959384),
        ),
    )
    t.expect(bool(np.all(got >= 0)), "kl_k3 returned a negative value; k3 is never negative")
    same = _arr([-0.5, -1.25, -3.0, -0.001])
    t.expect_array(t.call("kl_k3", same, same.copy()), (0.0, 0.0, 0.0, 0.0), atol=0.0, rtol=0.0)


@suite.check
def kl_k3_keeps_any_shape(t: CheckContext) -> None:
    """kl_k3 works element-wise on inputs of any shape and returns that shape."""
    logp = _arr([[[-1.0, -0.2], [-3.0, -0.5]], [[-0.1, -0.9], [-2.2, -1.4]]])
    ref = _arr([[[-1.5, -0.2], [-2.0, -0.1]], [[-0.3, -0.6], [-2.9, -1.0]]])
    t.expect_array(
        t.call("kl_k3", logp, ref),
        (
            ((0.10653065971263342, 0.0), (0.7182818284590451, 0.09182469764127044)),
            (
                (0.018730753077981888, 0.04985880757600314),
                (0.19658530379140937, 0.09182469764127021),
            ),
        ),
    )
    t.expect_array(t.call("kl_k3", _arr([-2.0]), _arr([-1.0])), (0.7182818284590451,))


# --- grpo_objective ----------------------------------------------------------------------------


@suite.check
def objective_matches_example(t: CheckContext) -> None:
    """The statement's objective example with the default clip_eps=0.2 and beta=0.04."""
    t.expect_float(t.call("grpo_objective", **_example()), EXAMPLE_OBJECTIVE)


@suite.check
def objective_matches_example_without_kl(t: CheckContext) -> None:
    """The statement's second example: clip_eps=0.2 and beta=0.0 passed by keyword."""
    got = t.call("grpo_objective", **_example(), clip_eps=0.2, beta=0.0)
    t.expect_float(got, EXAMPLE_OBJECTIVE_NO_KL)


@suite.check
def objective_uses_clip_eps_and_beta(t: CheckContext) -> None:
    """Non-default clip_eps and beta change the result as the formula says."""
    got = t.call("grpo_objective", **_example(), clip_eps=0.1, beta=0.5)
    t.expect_float(got, EXAMPLE_OBJECTIVE_CLIP_01_BETA_05)


def _one_token(t: CheckContext, log_ratio: float, advantage: float) -> object:
    """The objective for one answer of one token with beta=0: just the clipped surrogate."""
    return t.call(
        "grpo_objective",
        _arr([[log_ratio]]),
        _arr([[0.0]]),
        _arr([[log_ratio]]),
        _arr([advantage]),
        _arr([[True]], bool),
        beta=0.0,
    )


@suite.check
def objective_clips_positive_advantage(t: CheckContext) -> None:
    """With A > 0 the ratio is capped at 1 + eps, but a small ratio is not raised to 1 - eps."""
    # ratios exp(0.5) = 1.65 (above the range), exp(-0.5) = 0.61 (below), exp(0.1) (inside)
    t.expect_float(_one_token(t, 0.5, 2.0), 2.4)
    t.expect_float(_one_token(t, -0.5, 2.0), 1.2130613194252668)
    t.expect_float(_one_token(t, 0.1, 2.0), 2.2103418361512954)


@suite.check
def objective_clips_negative_advantage(t: CheckContext) -> None:
    """With A < 0 the ratio is floored at 1 - eps, but a large ratio is not capped."""
    t.expect_float(_one_token(t, 0.5, -2.0), -3.2974425414002564)
    t.expect_float(_one_token(t, -0.5, -2.0), -1.6)
    t.expect_float(_one_token(t, 0.1, -2.0), -2.2103418361512954)


@suite.check
def objective_averages_each_answer_then_answers(t: CheckContext) -> None:
    """Tokens are averaged within each answer first, then answers (not all tokens at once)."""
    got = t.call(
        "grpo_objective",
        _arr([[-0.2, 0.0, 0.0, 0.0], [-1.0, -0.4, -0.8, -0.3]]),
        _arr([[-0.5, 0.0, 0.0, 0.0], [-0.9, -0.6, -0.8, -0.1]]),
        _arr([[-0.3, 0.0, 0.0, 0.0], [-1.2, -0.2, -0.5, -0.6]]),
        _arr([1.5, -0.5]),
        _arr([[True, False, False, False], [True, True, True, True]], bool),
    )
    # A token-level mean over all five valid tokens would give -0.03558227658766584.
    t.expect_float(got, 0.6526885158621694)


@suite.check
def objective_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding tokens (mask False) may hold any finite value, even ±1e300, without effect."""
    for fill in (1e300, -1e300, 7.5):
        inputs = _example()
        pad = ~inputs["mask"]
        for name in ("logp", "old_logp", "ref_logp"):
            inputs[name][pad] = fill if name != "old_logp" else -fill
        got = t.call("grpo_objective", **inputs)
        t.expect_float(got, EXAMPLE_OBJECTIVE, what=f"with padding set to ±{fill:g}, the objective")
    t.expect(
        "Warning" not in t.output_text(),
        "grpo_objective printed a numpy warning for padded tokens; mask them before exp()",
        got=t.output_text()[:200],
    )


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    rewards = _arr([[1.0, 0.0, 3.0], [2.0, 2.0, 5.0]])
    before = rewards.copy()
    t.call("group_advantages", rewards)
    t.expect_unchanged("rewards", rewards, before)

    logp, ref = _arr([-0.4, -1.0]), _arr([-0.9, -0.2])
    saved = logp.copy(), ref.copy()
    t.call("kl_k3", logp, ref)
    t.expect_unchanged("logp", logp, saved[0])
    t.expect_unchanged("ref_logp", ref, saved[1])

    inputs = _example()
    inputs["logp"][1, 2] = 1e300  # padding, so an in-place np.where/clip would show
    saved_inputs = {name: value.copy() for name, value in inputs.items()}
    t.call("grpo_objective", **inputs)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved_inputs[name])


@suite.check
def objective_returns_python_float(t: CheckContext) -> None:
    """grpo_objective returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("grpo_objective", **_example())
    t.expect_float(got, EXAMPLE_OBJECTIVE, exact_type=True)

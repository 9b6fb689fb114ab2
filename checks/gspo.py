"""Checks for "GSPO: sequence-level importance ratios".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

from collections.abc import Callable
from functools import wraps

import numpy as np

from practice.checking import CheckContext, CheckFailed, Suite

suite = Suite(
    {
        "sequence_ratio": ("logp", "old_logp", "mask"),
        "gspo_objective": ("logp", "old_logp", "advantages", "mask", "eps_low", "eps_high"),
        "clip_fraction": ("logp", "old_logp", "mask", "eps_low", "eps_high"),
    },
    optional=("eps_low", "eps_high"),
)

T, F = True, False


def _check(hint: str) -> Callable[[Callable[[CheckContext], None]], Callable]:
    """Register a check whose failure message ends with `hint`: what the check is about, in
    the learner's terms, so the message says more than "got x, expected y"."""

    def register(func: Callable[[CheckContext], None]) -> Callable:
        @wraps(func)
        def run(t: CheckContext) -> None:
            try:
                func(t)
            except CheckFailed as exc:
                raise CheckFailed(f"{exc.message}\n{hint}", exc.got, exc.expected) from None

        return suite.check(run)

    return register


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _pad(rows: list[list[object]], fill: float) -> np.ndarray:
    """Rows where None marks padding, with every None replaced by `fill`."""
    return _arr([[fill if x is None else x for x in row] for row in rows])


def _mask_of(rows: list[list[object]]) -> np.ndarray:
    return _arr([[x is not None for x in row] for row in rows], bool)


# The statement's worked examples: three answers of two tokens each, with mean log-ratios of about
# 3e-4, 5e-4 and -6e-4, so s is inside [1 - 3e-4, 1 + 4e-4], above it and below it.
def _three_answers() -> dict[str, np.ndarray]:
    return {
        "logp": _arr([[-1.0, -2.0], [-0.5, -1.5], [-0.25, -3.0]]),
        "old_logp": _arr([[-1.0002, -2.0004], [-0.501, -1.5], [-0.249, -2.9998]]),
        "mask": _arr([[T, T], [T, T], [T, T]], bool),
    }


THREE_ANSWERS_OBJECTIVE = 0.9998834308160861  # advantages (0.5, 1.0, 1.5)
THREE_ANSWERS_OBJECTIVE_NEGATIVE = 0.0003333408340833177  # advantages (0.5, 1.0, -1.5)


# Three answers of 3, 2 and 4 valid tokens; the padding holds ordinary numbers, so forgetting the
# mask, or dividing by L = 4 instead of each answer's own count, changes the ratios.
_LOGP_3x4 = [[-0.4, -1.3, -0.2, -2.0], [-0.9, -0.1, -0.6, -0.8], [-1.5, -0.7, -0.3, -1.1]]
_OLD_3x4 = [[-0.6, -1.0, -0.5, -1.2], [-0.5, -0.4, -0.9, -0.3], [-1.2, -0.8, -0.2, -1.9]]
_MASK_3x4 = [[T, T, T, F], [T, T, F, F], [T, T, T, T]]
RATIOS_3x4 = (1.0689391057472464, 0.951229424500714, 1.1331484530668263)

# The same valid tokens, spread over 6 columns with padding on the left, in the middle and on the
# right (None marks padding).
_LOGP_HOLES = [
    [None, -0.4, -1.3, -0.2, None, None],
    [-0.9, None, None, None, -0.1, None],
    [None, -1.5, -0.7, -0.3, -1.1, None],
]
_OLD_HOLES = [
    [None, -0.6, -1.0, -0.5, None, None],
    [-0.5, None, None, None, -0.4, None],
    [None, -1.2, -0.8, -0.2, -1.9, None],
]


def _long_answers() -> dict[str, np.ndarray]:
    """Three long answers of 1000, 1050 and 700 valid tokens, padded to 1100 with ±1e300.

    Token log-probabilities near -40 make the product of the probabilities underflow to 0, and
    total log-ratios of -2000 and +1575 make the product of the token ratios underflow and
    overflow; the mean log-ratios are -2, +1.5 and 3e-4.
    """
    logp = np.full((3, 1100), 1e300)
    old_logp = np.full((3, 1100), -1e300)
    mask = np.zeros((3, 1100), dtype=bool)
    for row, (count, new, old) in enumerate(
        ((1000, -42.0, -40.0), (1050, -38.5, -40.0), (700, -40.0, -40.0003))
    ):
        logp[row, :count], old_logp[row, :count], mask[row, :count] = new, old, True
    return {"logp": logp, "old_logp": old_logp, "mask": mask}


LONG_RATIOS = (0.1353352832366127, 4.4816890703380645, 1.0003000450047253)


# --- sequence_ratio ----------------------------------------------------------------------------


@_check("s_i = exp((1/|o_i|) * sum over valid t of (logp - old_logp)): new policy over old.")
def sequence_ratio_matches_worked_example(t: CheckContext) -> None:
    """sequence_ratio gives the statement's worked example: exp of each answer's mean log-ratio."""
    got = t.call(
        "sequence_ratio",
        _arr([[-1.0, -2.0, -0.5], [-0.7, 1e300, 1e300]]),
        _arr([[-1.1, -1.9, -0.8], [-0.5, -1e300, -1e300]]),
        _arr([[T, T, T], [T, F, F]], bool),
    )
    t.expect_array(got, (1.1051709180756477, 0.8187307530779819))


@_check(
    "Average the log-ratios over each answer's own valid tokens (mask.sum(axis=1)), not over "
    "the padded length L, and leave the padding out of the sum."
)
def sequence_ratio_averages_each_answers_valid_tokens(t: CheckContext) -> None:
    """Each answer's mean log-ratio is over its own valid tokens only (not L, not the batch)."""
    got = t.call("sequence_ratio", _arr(_LOGP_3x4), _arr(_OLD_3x4), _arr(_MASK_3x4, bool))
    t.expect_array(got, RATIOS_3x4)


@_check(
    "s is the geometric mean of the token ratios, exp(mean of the log-ratios): not the "
    "arithmetic mean of exp(log-ratio), and not exp(sum), which is the whole-sequence ratio "
    "without GSPO's length normalisation."
)
def sequence_ratio_is_geometric_mean_of_token_ratios(t: CheckContext) -> None:
    """s is exp(mean log-ratio): token log-ratios +0.6, -0.6, 0 give exactly s = 1."""
    # Row 1: log-ratios 0.6, -0.6, 0.0; row 2: -0.4, 0.4 (its padding holds 5.0); row 3: 0.3,
    # 0.5, 0.7. The arithmetic mean of the token ratios would give 1.124, 1.081 and 1.671, and
    # exp(sum) would give 4.48 for row 3.
    got = t.call(
        "sequence_ratio",
        _arr([[-0.2, -1.4, -0.9], [-0.7, -0.3, -2.0], [-1.0, -0.5, -0.3]]),
        _arr([[-0.8, -0.8, -0.9], [-0.3, -0.7, 5.0], [-1.3, -1.0, -1.0]]),
        _arr([[T, T, T], [T, T, F], [T, T, T]], bool),
    )
    t.expect_array(got, (1.0, 1.0, 1.6487212707001282))


@_check(
    "The product of 1000 token ratios (or of 1000 probabilities) under- or overflows: add the "
    "log-ratios, divide by the length, and call exp() once, at the end."
)
def sequence_ratio_stays_finite_for_long_answers(t: CheckContext) -> None:
    """Long answers give finite, accurate ratios (log space): total log-ratio -2000 -> exp(-2)."""
    got = t.call(
        "sequence_ratio",
        _arr([[-2.5] * 1000 + [1e300] * 200]),
        _arr([[-0.5] * 1000 + [-1e300] * 200]),
        _arr([[T] * 1000 + [F] * 200], bool),
    )
    t.expect_array(got, (0.1353352832366127,))
    got = t.call("sequence_ratio", **_long_answers())
    t.expect_array(got, LONG_RATIOS)


@_check(
    "Padding (mask False) can sit anywhere in a row and hold any finite value, even 1e300: "
    "replace it (np.where(mask, x, 0.0)) before any exp()."
)
def sequence_ratio_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding anywhere in a row (left, middle, right) holding ±1e300 changes nothing."""
    for new_fill, old_fill in ((1e300, -1e300), (-1e300, 1e300), (7.5, -3.0)):
        got = t.call(
            "sequence_ratio",
            _pad(_LOGP_HOLES, new_fill),
            _pad(_OLD_HOLES, old_fill),
            _mask_of(_LOGP_HOLES),
        )
        t.expect_array(
            got,
            RATIOS_3x4,
            what=f"with padding logp={new_fill:g}, old_logp={old_fill:g}, sequence_ratio",
        )


@_check(
    "Return np.ndarray of dtype float64 and shape (N,), a new array (even for float32 inputs "
    "or N = 1), not a Python list, a scalar or a view of an input."
)
def sequence_ratio_returns_new_float64_array(t: CheckContext) -> None:
    """sequence_ratio returns a new float64 array of shape (N,), even for float32 inputs."""
    # Dyadic inputs: float32 holds them exactly, so only the returned dtype can be wrong.
    logp = _arr([[-0.5, -1.25, -2.0], [-0.75, -0.25, -3.0]], np.float32)
    old_logp = _arr([[-0.25, -1.5, -1.0], [-1.0, -0.5, 8.0]], np.float32)
    mask = _arr([[T, T, T], [T, T, F]], bool)
    got = t.call("sequence_ratio", logp, old_logp, mask)
    t.expect_new_float64_array(
        got, (0.7165313105737893, 1.2840254166877414), logp=logp, old_logp=old_logp, mask=mask
    )
    logp, old_logp, mask = _arr([[0.5]]), _arr([[0.25]]), _arr([[T]], bool)
    got = t.call("sequence_ratio", logp, old_logp, mask)
    t.expect_new_float64_array(got, (1.2840254166877414,), logp=logp, old_logp=old_logp, mask=mask)


@_check(
    "Inputs may be Python lists (masks as lists of bools) or integer arrays: convert them with "
    "np.asarray(x, dtype=float) and np.asarray(mask, dtype=bool) first."
)
def sequence_ratio_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """sequence_ratio accepts Python lists and integer arrays, and returns float64."""
    got = t.call(
        "sequence_ratio",
        [[-0.3, -1.1], [-2.0, 0.0]],
        [[-0.1, -1.6], [-1.2, 0.0]],
        [[True, True], [True, False]],
    )
    t.expect_new_float64_array(got, (1.1618342427282831, 0.44932896411722156))
    logp = _arr([[-1, -3, -2], [0, -4, 7]], np.int64)
    old_logp = _arr([[-2, -2, 0], [-1, -4, -9]], np.int64)
    mask = _arr([[T, T, T], [T, T, F]], bool)
    got = t.call("sequence_ratio", logp, old_logp, mask)
    t.expect_new_float64_array(
        got, (0.513417119032592, 1.6487212707001282), logp=logp, old_logp=old_logp, mask=mask
    )


# --- gspo_objective ----------------------------------------------------------------------------


@_check(
    "J = mean over answers of min(s*A, clip(s, 1 - eps_low, 1 + eps_high)*A), with the defaults "
    "eps_low=3e-4 and eps_high=4e-4. With A > 0, a ratio above 1 + eps_high is capped there."
)
def objective_matches_worked_example_positive_advantages(t: CheckContext) -> None:
    """The statement's objective example with the default clip range, advantages (0.5, 1.0, 1.5)."""
    ex = _three_answers()
    got = t.call("gspo_objective", ex["logp"], ex["old_logp"], _arr([0.5, 1.0, 1.5]), ex["mask"])
    t.expect_float(got, THREE_ANSWERS_OBJECTIVE)


@_check(
    "With A < 0, a ratio below 1 - eps_low is raised to 1 - eps_low (default eps_low=3e-4), and "
    "the min keeps that clipped term."
)
def objective_matches_worked_example_negative_advantage(t: CheckContext) -> None:
    """The statement's example with A_3 < 0: answer 3 is clipped to 1 - eps_low (defaults)."""
    ex = _three_answers()
    got = t.call("gspo_objective", ex["logp"], ex["old_logp"], _arr([0.5, 1.0, -1.5]), ex["mask"])
    t.expect_float(got, THREE_ANSWERS_OBJECTIVE_NEGATIVE)


def _one_answer(t: CheckContext, log_ratios: tuple[float, float], advantage: float) -> object:
    """The objective of one answer of two tokens, with eps_low=0.2 and eps_high=0.3."""
    return t.call(
        "gspo_objective",
        _arr([[-1.0 + log_ratios[0], -2.0 + log_ratios[1]]]),
        _arr([[-1.0, -2.0]]),
        _arr([advantage]),
        _arr([[T, T]], bool),
        eps_low=0.2,
        eps_high=0.3,
    )


@_check(
    "Clip the ratio s, never the advantage, and take the min of the two terms: with A > 0 the "
    "objective stops growing once s passes 1 + eps_high, but a small s is not raised."
)
def objective_clips_positive_advantage_only_above(t: CheckContext) -> None:
    """With A > 0, s is capped at 1 + eps_high, and s below 1 - eps_low is left as it is."""
    cases = (
        ((0.4, 0.6), 2.6, "s = exp(0.5) = 1.65, above 1 + eps_high"),
        ((-0.3, -0.7), 1.2130613194252668, "s = exp(-0.5) = 0.61, below 1 - eps_low"),
    )
    for log_ratios, expected, which in cases:
        t.expect_float(
            _one_answer(t, log_ratios, 2.0),
            expected,
            what=f"for one answer with {which}, A = 2, eps_low=0.2 and eps_high=0.3, the objective",
        )


@_check(
    "With A < 0 the objective is floored at (1 - eps_low)*A when s is small, but a large s is "
    "never capped: the min keeps the full s*A (no dual clip here)."
)
def objective_clips_negative_advantage_only_below(t: CheckContext) -> None:
    """With A < 0, s is raised to 1 - eps_low, and s above 1 + eps_high is not capped at all."""
    cases = (
        ((-0.3, -0.7), -1.6, "s = exp(-0.5) = 0.61, below 1 - eps_low"),
        ((0.4, 0.6), -3.2974425414002564, "s = exp(0.5) = 1.65, above 1 + eps_high"),
        ((1.5, 1.7), -9.906064848790196, "s = exp(1.6) = 4.95, far above 1 + eps_high"),
    )
    for log_ratios, expected, which in cases:
        t.expect_float(
            _one_answer(t, log_ratios, -2.0),
            expected,
            what=f"for one answer with {which}, A = -2, eps_low=0.2 and eps_high=0.3, "
            "the objective",
        )


@_check(
    "eps_low sets the lower bound 1 - eps_low and eps_high the upper bound 1 + eps_high; use "
    "the values passed in, not the defaults."
)
def objective_uses_eps_low_and_eps_high(t: CheckContext) -> None:
    """eps_low and eps_high (by keyword) set the two sides of the clip range separately."""
    # s = exp(0.2) = 1.22 with A = 1 (inside; swapped bounds would cap it at 1.1),
    # s = exp(-0.15) = 0.86 with A = -1 (floored at 0.9; swapped bounds would floor at 0.7),
    # s = exp(0.4) = 1.49 with A = 0.5 (capped at 1.3).
    got = t.call(
        "gspo_objective",
        _arr([[-0.6, -1.4, 0.0], [-0.9, -1.4, -0.35], [-2.0, -0.1, 0.0]]),
        _arr([[-0.9, -1.5, 0.0], [-0.75, -1.25, -0.3], [-2.4, -0.5, 0.0]]),
        _arr([1.0, -1.0, 0.5]),
        _arr([[T, T, F], [T, T, T], [T, T, F]], bool),
        eps_low=0.1,
        eps_high=0.3,
    )
    t.expect_float(got, 0.3238009193867233)


@_check(
    "J is the plain mean over the N answers (one term per answer): not a sum, and not weighted "
    "by the answers' lengths."
)
def objective_weighs_every_answer_equally(t: CheckContext) -> None:
    """Answers of 1, 4, 2 and 3 tokens count equally: the mean over all N answers, not tokens."""
    # The fourth answer has A = 0 but still counts in N. A token-weighted mean would give 0.0176
    # and a sum 1.39.
    got = t.call(
        "gspo_objective",
        _arr(
            [
                [-0.4, 0.0, 0.0, 0.0],
                [-1.0, -0.6, -0.2, -1.5],
                [-0.65, -1.95, 0.0, 0.0],
                [-0.3, -0.9, -1.2, 0.0],
            ]
        ),
        _arr(
            [
                [-0.5, 0.0, 0.0, 0.0],
                [-1.0, -0.5, -0.3, -1.3],
                [-0.7, -2.0, 0.0, 0.0],
                [-0.4, -0.8, -1.0, 0.0],
            ]
        ),
        _arr([1.5, -0.5, 0.2, 0.0]),
        _arr([[T, F, F, F], [T, T, T, T], [T, T, F, F], [T, T, T, F]], bool),
        eps_low=0.2,
        eps_high=0.2,
    )
    t.expect_float(got, 0.3480989710345797)


@_check(
    "GSPO clips one ratio per answer, s_i; it does not clip each token's ratio as GRPO does, "
    "and a +0.5 and a -0.5 token log-ratio cancel out to s = 1."
)
def objective_uses_one_ratio_per_answer_not_per_token(t: CheckContext) -> None:
    """The clip acts on each answer's s, not on the per-token ratios (GRPO's way)."""
    # Token log-ratios (0.5, -0.5), (0.9, 0.1) and (-0.6, 0.2): s = 1, 1.65 (capped at 1.2) and
    # 0.82. Clipping token by token, then averaging, would give 0.348 instead of 0.460.
    got = t.call(
        "gspo_objective",
        _arr([[-0.5, -1.5], [-0.1, -1.9], [-1.6, -0.8]]),
        _arr([[-1.0, -1.0], [-1.0, -2.0], [-1.0, -1.0]]),
        _arr([1.0, 1.0, -1.0]),
        _arr([[T, T], [T, T], [T, T]], bool),
        eps_low=0.2,
        eps_high=0.2,
    )
    t.expect_float(got, 0.46042308230733947)


@_check(
    "Padding (mask False) can sit anywhere in a row and hold any finite value, even 1e300: "
    "replace it (np.where(mask, x, 0.0)) before any exp()."
)
def objective_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding anywhere in a row (left, middle, right) holding ±1e300 changes nothing."""
    new = [[None, -1.0, -2.0, None], [-0.5, None, -1.5, None], [None, None, -0.25, -3.0]]
    old = [
        [None, -1.0002, -2.0004, None],
        [-0.501, None, -1.5, None],
        [None, None, -0.249, -2.9998],
    ]
    for new_fill, old_fill in ((1e300, -1e300), (-1e300, 1e300)):
        got = t.call(
            "gspo_objective",
            _pad(new, new_fill),
            _pad(old, old_fill),
            _arr([0.5, 1.0, 1.5]),
            _mask_of(new),
        )
        t.expect_float(
            got,
            THREE_ANSWERS_OBJECTIVE,
            what=f"with padding logp={new_fill:g}, old_logp={old_fill:g}, the objective",
        )


@_check(
    "Compute s in log space (mean log-ratio, then exp): the product of 1000 token ratios "
    "under- or overflows, and then the objective is 0, inf or nan."
)
def objective_stays_finite_for_long_answers(t: CheckContext) -> None:
    """Long answers (1000+ tokens, total log-ratios of -2000 and +1575) give the exact objective."""
    long = _long_answers()
    got = t.call(
        "gspo_objective",
        long["logp"][:2],
        long["old_logp"][:2],
        _arr([1.0, -1.0]),
        long["mask"][:2],
    )
    # s = exp(-2) with A = 1 (below the range: kept as is) and s = exp(1.5) with A = -1
    # (above the range: not capped).
    t.expect_float(got, -2.173176893550726)


@_check(
    "This check wants the right value as a Python float: float(...) turns a numpy scalar into one."
)
def objective_returns_python_float(t: CheckContext) -> None:
    """gspo_objective returns a Python float (type float exactly, not numpy.float64)."""
    ex = _three_answers()
    got = t.call("gspo_objective", ex["logp"], ex["old_logp"], _arr([0.5, 1.0, 1.5]), ex["mask"])
    t.expect_float(got, THREE_ANSWERS_OBJECTIVE, exact_type=True)


@_check(
    "Inputs may be Python lists (masks as lists of bools) or integer arrays: convert them with "
    "np.asarray(x, dtype=float) and np.asarray(mask, dtype=bool) first."
)
def objective_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """gspo_objective accepts Python lists and integer arrays (advantages too)."""
    got = t.call(
        "gspo_objective",
        [[-0.3, -1.1], [-2.0, 0.0]],
        [[-0.1, -1.6], [-1.2, 0.0]],
        [1.0, -0.5],
        [[True, True], [True, False]],
    )
    t.expect_float(got, 0.25027499999999997)
    got = t.call(
        "gspo_objective",
        _arr([[-1, -3, -2], [0, -4, 7]], np.int64),
        _arr([[-2, -2, 0], [-1, -4, -9]], np.int64),
        _arr([2, -1], np.int64),
        _arr([[T, T, T], [T, T, F]], bool),
    )
    t.expect_float(got, -0.3109435163174721)


# --- clip_fraction -----------------------------------------------------------------------------


@_check(
    "Count the answers whose s is strictly outside [1 - eps_low, 1 + eps_high] and divide by N "
    "(defaults eps_low=3e-4, eps_high=4e-4)."
)
def clip_fraction_matches_worked_example(t: CheckContext) -> None:
    """The statement's example: two of the three ratios lie outside [1 - 3e-4, 1 + 4e-4]."""
    t.expect_float(t.call("clip_fraction", **_three_answers()), 2 / 3)


@_check(
    "Strictly outside: s < 1 - eps_low or s > 1 + eps_high. A ratio exactly on a bound is "
    "inside (np.clip leaves it unchanged), so it is not counted."
)
def clip_fraction_counts_a_ratio_on_a_bound_as_inside(t: CheckContext) -> None:
    """s = 0.75 = 1 - eps_low and s = 1.5 = 1 + eps_high are not clipped; s = 1.6 is."""
    got = t.call(
        "clip_fraction",
        _arr([[np.log(0.75)], [np.log(1.5)], [np.log(1.6)]]),
        _arr([[0.0], [0.0], [0.0]]),
        _arr([[T], [T], [T]], bool),
        eps_low=0.25,
        eps_high=0.5,
    )
    t.expect_float(got, 1 / 3)


@_check(
    "The default range is asymmetric: eps_low=3e-4 below 1 and eps_high=4e-4 above it, so "
    "s = 0.99965 is clipped while s = 1.00035 is not."
)
def clip_fraction_default_range_is_asymmetric(t: CheckContext) -> None:
    """With the defaults, s = 0.99965 is outside (below 0.9997) and s = 1.00035 is inside."""
    # Mean log-ratios -3.5e-4, -3.5e-4, 3.5e-4 and 4.5e-4: only the third ratio is inside.
    # Swapped defaults would give 0.5, eps = 3e-4 on both sides 1.0 and 4e-4 on both sides 0.25.
    got = t.call(
        "clip_fraction",
        _arr([[-1.0003, -2.0004], [-0.5005, -1.5002], [-1.2997, -0.4996], [-0.6995, -1.8996]]),
        _arr([[-1.0, -2.0], [-0.5, -1.5], [-1.3, -0.5], [-0.7, -1.9]]),
        _arr([[T, T], [T, T], [T, T], [T, T]], bool),
    )
    t.expect_float(got, 0.75)


@_check(
    "eps_low sets the lower bound 1 - eps_low and eps_high the upper bound 1 + eps_high; use "
    "the values passed in, not the defaults."
)
def clip_fraction_uses_eps_low_and_eps_high(t: CheckContext) -> None:
    """eps_low and eps_high (by keyword) set the two sides of the range separately."""
    # s = 0.85, 0.84, 1.20, 1.35 and 1.0 with the range [0.9, 1.3]: three are outside. Swapped
    # bounds would give 0.4, 0.1 on both sides 0.8, 0.3 on both sides 0.2.
    got = t.call(
        "clip_fraction",
        _arr([[-1.1625], [-0.67], [-2.32], [-0.2], [-1.0]]),
        _arr([[-1.0], [-0.5], [-2.5], [-0.5], [-1.0]]),
        _arr([[T], [T], [T], [T], [T]], bool),
        eps_low=0.1,
        eps_high=0.3,
    )
    t.expect_float(got, 0.6)


# One answer of one token (s = 1.65), one of four whose token log-ratios cancel (s = 1), and one
# of three tokens that barely move (s = 1). The fraction of clipped tokens would be 5/8 and the
# token-weighted fraction of answers 1/8.
_NEW_3x4 = [[-0.5, None, None, None], [-0.5, -1.5, -0.7, -1.3], [-1.0, -0.45, -2.05, None]]
_OLD_3x4_CF = [[-1.0, None, None, None], [-1.0, -1.0, -1.0, -1.0], [-1.0, -0.5, -2.0, None]]


@_check(
    "The fraction is over answers, each counted once whatever its length; it is not the "
    "fraction of tokens whose own ratio would be clipped."
)
def clip_fraction_counts_answers_not_tokens(t: CheckContext) -> None:
    """clip_fraction counts answers (one s each), not tokens, and does not weight by length."""
    got = t.call(
        "clip_fraction",
        _pad(_NEW_3x4, 0.0),
        _pad(_OLD_3x4_CF, 0.0),
        _mask_of(_NEW_3x4),
        eps_low=0.2,
        eps_high=0.2,
    )
    t.expect_float(got, 1 / 3)


@_check(
    "Compare the ratio s itself with 1 - eps_low and 1 + eps_high. Comparing the log-ratio with "
    "-eps_low and +eps_high is close but not the same: log(1 + 4e-4) is 3.9992e-4, not 4e-4."
)
def clip_fraction_compares_the_ratio_not_the_log_ratio(t: CheckContext) -> None:
    """s = exp(3.9996e-4) > 1 + 4e-4 is clipped; s = exp(-3.0002e-4) > 1 - 3e-4 is not."""
    got = t.call(
        "clip_fraction",
        _arr([[-0.69960004], [-2.09960004], [-1.30030002], [-0.4]]),
        _arr([[-0.7], [-2.1], [-1.3], [-0.4]]),
        _arr([[T], [T], [T], [T]], bool),
    )
    t.expect_float(got, 0.5)


@_check(
    "Padding (mask False) can sit anywhere in a row and hold any finite value, even 1e300: "
    "replace it (np.where(mask, x, 0.0)) before any exp()."
)
def clip_fraction_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding anywhere in a row holding ±1e300 changes nothing."""
    new = [
        [None, -0.5, None, None, None],
        [-0.5, -1.5, None, -0.7, -1.3],
        [None, -1.0, -0.45, -2.05, None],
    ]
    old = [
        [None, -1.0, None, None, None],
        [-1.0, -1.0, None, -1.0, -1.0],
        [None, -1.0, -0.5, -2.0, None],
    ]
    for new_fill, old_fill in ((1e300, -1e300), (-1e300, 1e300)):
        got = t.call(
            "clip_fraction",
            _pad(new, new_fill),
            _pad(old, old_fill),
            _mask_of(new),
            eps_low=0.2,
            eps_high=0.2,
        )
        t.expect_float(
            got, 1 / 3, what=f"with padding logp={new_fill:g}, old_logp={old_fill:g}, clip_fraction"
        )


@_check(
    "Compute s in log space (mean log-ratio, then exp): with a product of 1000 probabilities "
    "the ratio becomes 0/0 = nan, and nan is never counted as outside."
)
def clip_fraction_stays_right_for_long_answers(t: CheckContext) -> None:
    """Long answers: s = exp(-2) and exp(1.5) are outside the default range, exp(3e-4) inside."""
    t.expect_float(t.call("clip_fraction", **_long_answers()), 2 / 3)


@_check(
    "This check wants the right value as a Python float: the mean of a bool array is a "
    "numpy.float64, and float(...) turns it into one."
)
def clip_fraction_returns_python_float(t: CheckContext) -> None:
    """clip_fraction returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("clip_fraction", **_three_answers())
    t.expect_float(got, 2 / 3, exact_type=True)


@_check(
    "Inputs may be Python lists (masks as lists of bools) or integer arrays: convert them with "
    "np.asarray(x, dtype=float) and np.asarray(mask, dtype=bool) first."
)
def clip_fraction_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """clip_fraction accepts Python lists and integer arrays."""
    got = t.call(
        "clip_fraction",
        [[-0.3, -1.1], [-2.0, 0.0], [-0.5, -0.7]],
        [[-0.1, -1.6], [-1.2, 0.0], [-0.5, -0.7]],
        [[True, True], [True, False], [True, True]],
    )
    t.expect_float(got, 2 / 3)
    got = t.call(
        "clip_fraction",
        _arr([[-1, -3, -2], [0, -4, 7]], np.int64),
        _arr([[-2, -2, 0], [-1, -4, -9]], np.int64),
        _arr([[T, T, T], [T, T, F]], bool),
        eps_low=0.5,
        eps_high=0.5,
    )
    t.expect_float(got, 0.5)


# --- all three ---------------------------------------------------------------------------------


@_check(
    "Name the parameters exactly as the statement does: logp, old_logp, advantages, mask, "
    "eps_low, eps_high (other code calls them by name)."
)
def arguments_can_be_passed_by_name(t: CheckContext) -> None:
    """Every function can be called with keyword arguments named as in the statement."""
    logp = _arr([[-0.2, -0.9, -1.4], [-1.1, -0.3, -0.6]])
    old_logp = _arr([[-0.25, -0.8, -1.5], [-1.0, -0.3, -0.75]])
    mask = _arr([[T, T, F], [T, T, T]], bool)
    got = t.call("sequence_ratio", mask=mask, old_logp=old_logp, logp=logp)
    t.expect_array(got, (0.9753099120283326, 1.016806330386261))
    got = t.call(
        "gspo_objective",
        eps_high=0.02,
        mask=mask,
        advantages=_arr([-1.0, 2.0]),
        eps_low=0.01,
        old_logp=old_logp,
        logp=logp,
    )
    t.expect_float(got, 0.5218063303862609)
    got = t.call(
        "clip_fraction", eps_high=0.02, eps_low=0.01, mask=mask, old_logp=old_logp, logp=logp
    )
    t.expect_float(got, 0.5)


@_check(
    "Never write into the arguments (no logp[~mask] = 0, no in-place -=, no np.clip(..., out=)): "
    "build new arrays with np.where(...) or arr.copy()."
)
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    inputs = {
        "logp": _arr([[-0.4, -1.3, -0.2, 1e300], [-0.9, -0.1, -1e300, 1e300]]),
        "old_logp": _arr([[-0.6, -1.0, -0.5, -1e300], [-0.5, -0.4, 1e300, -1e300]]),
        "mask": _arr([[T, T, T, F], [T, T, F, F]], bool),
    }
    advantages = _arr([0.7, -1.2])
    calls = (
        ("sequence_ratio", inputs, {}),
        ("gspo_objective", {**inputs, "advantages": advantages}, {"eps_low": 0.1}),
        ("clip_fraction", inputs, {"eps_high": 0.1}),
    )
    for name, args, options in calls:
        saved = {key: value.copy() for key, value in args.items()}
        t.call(name, **args, **options)
        for key, value in args.items():
            t.expect_unchanged(key, value, saved[key])

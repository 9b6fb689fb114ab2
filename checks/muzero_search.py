"""Checks for "AlphaZero and MuZero search: pUCT, visit policy and n-step targets".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "ucb_scores": ("q", "n", "prior", "q_min", "q_max", "c1", "c2"),
        "select_child": ("q", "n", "prior", "q_min", "q_max", "c1", "c2"),
        "visit_policy": ("n", "temperature"),
        "n_step_targets": ("rewards", "values", "n", "gamma"),
    },
    optional=("c1", "c2", "temperature", "gamma"),
)

# Taken at import, before any learner code runs.
_integer = np.integer
_isinstance = isinstance
_type = type


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _expect_f64(
    t: CheckContext,
    got: object,
    expected: object,
    *,
    atol: float = 1e-9,
    note: str = "",
    **inputs: np.ndarray,
) -> None:
    """A float64 array of expected's values and shape that shares no memory with `inputs`;
    `note`, if given, follows the call in a failure's message to say what the case is about."""
    what = f"{t.last_call} [{note}]" if note else ""
    t.expect_new_float64_array(got, expected, atol=atol, what=what, **inputs)


def _expect_child(t: CheckContext, got: object, expected: int, why: str = "") -> None:
    """select_child returned the index `expected` (an int of some kind)."""
    if _type(got) is bool or not _isinstance(got, (int, _integer)):
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        t.expect(False, f"returned a {kind}; expected an integer child index", got)
    picked = int(got)  # type: ignore[call-overload]
    t.expect(
        picked == expected,
        f"picked child {picked}; expected child {expected}" + (f" ({why})" * bool(why)),
        got=repr(picked),
        expected=repr(expected),
    )


# --- ucb_scores ----------------------------------------------------------------------------------


@suite.check
def ucb_matches_worked_example(t: CheckContext) -> None:
    """pUCT scores: prior term with N = sum(n), min-max normalised q, 0 for the unvisited child."""
    got = t.call(
        "ucb_scores",
        _arr([0.5, 0.8, 0.0]),
        _arr([3, 1, 0], int),
        _arr([0.3, 0.2, 0.5]),
        -0.5,
        1.0,
    )
    _expect_f64(t, got, (0.8542048258670556, 1.1167175456005187, 1.2502543946692597))


@suite.check
def ucb_value_of_unvisited_child_is_zero(t: CheckContext) -> None:
    """A child with n = 0 scores only its prior term: its q is never read."""
    # Children 0 and 2 are unvisited and carry q values that would change their scores if used.
    got = t.call(
        "ucb_scores",
        _arr([0.9, -0.3, 0.6, 0.2]),
        _arr([0, 6, 0, 2], int),
        _arr([0.4, 0.1, 0.3, 0.2]),
        -0.5,
        1.5,
    )
    _expect_f64(
        t, got, (1.4147315761510806, 0.15052612771968146, 1.0610486821133103, 0.5857885960251801)
    )


@suite.check
def ucb_uses_priors_as_given(t: CheckContext) -> None:
    """The priors are used as given, even when they don't sum to 1 (illegal moves removed)."""
    # These priors sum to 0.7: renormalising them first would scale every prior term by 1/0.7.
    got = t.call(
        "ucb_scores",
        _arr([0.35, 0.1, -0.2, 0.55, 0.0]),
        _arr([5, 2, 1, 7, 0], int),
        _arr([0.2, 0.05, 0.1, 0.25, 0.1]),
        -0.4,
        0.8,
    )
    _expect_f64(
        t,
        got,
        (
            0.7864793717701031,
            0.4974063525517182,
            0.4088857243218214,
            0.9430535777011384,
            0.4844381153103095,
        ),
    )


@suite.check
def ucb_ignores_q_of_unvisited_children_even_huge(t: CheckContext) -> None:
    """An unvisited child's q may hold anything, even ±1e300, without changing any score."""
    # A narrow range (q_max - q_min = 2**-30) so that normalising 1e300 overflows to inf, and
    # inf * 0 is nan: the unvisited children must be set aside before normalising, not after.
    q_min = 0.5
    q_max = 0.5 + 2.0**-30
    visited_q = (0.5 + 2.0**-31, 0.5 + 2.0**-32)  # normalised: exactly 0.5 and 0.25
    for fill in (1e300, -1e300):
        q = _arr([fill, visited_q[0], -fill, visited_q[1]])
        got = t.call(
            "ucb_scores", q, _arr([0, 3, 0, 5], int), _arr([0.1, 0.4, 0.2, 0.3]), q_min, q_max
        )
        _expect_f64(
            t,
            got,
            (0.35368289403777015, 0.8536828940377701, 0.7073657880755403, 0.42684144701888505),
            note="children 0 and 2 are unvisited: their q is never read (normalised, it overflows)",
        )


@suite.check
def ucb_raw_values_unless_q_max_above_q_min(t: CheckContext) -> None:
    """Only when q_max > q_min is q normalised; otherwise a visited child's value is its raw q."""
    # The statement's second example: q_max == q_min.
    got = t.call(
        "ucb_scores",
        _arr([0.4, 0.7, 0.9]),
        _arr([2, 5, 0], int),
        _arr([0.1, 0.6, 0.3]),
        0.4,
        0.4,
    )
    _expect_f64(
        t,
        got,
        (0.5102755320235343, 1.0308265960706027, 0.9924797882118084),
        note="q_max == q_min: the visited children's values are their raw q",
    )
    # q_max < q_min, as before any value has been seen (MinMaxStats starts at +inf, -inf).
    raw = (0.9251271973346298, -0.04371820066634255, 0.6251271973346298)
    for q_min, q_max in ((1.0, 0.0), (float("inf"), float("-inf"))):
        got = t.call(
            "ucb_scores",
            _arr([0.3, -0.2, 0.8]),
            _arr([1, 3, 0], int),
            _arr([0.5, 0.25, 0.25]),
            q_min,
            q_max,
        )
        _expect_f64(t, got, raw, note="q_max < q_min: no range yet, so the raw q is used")


@suite.check
def ucb_normalises_with_given_bounds_without_clipping(t: CheckContext) -> None:
    """q is normalised with the q_min and q_max given (not the siblings' range), never clipped."""
    # Siblings span [-0.6, 1.4] but the bounds are [-0.5, 1.0]: 1.4 normalises to 1.267 and
    # -0.6 to -0.067 (MuZero's child value reward + discount * value can leave the bounds).
    got = t.call(
        "ucb_scores",
        _arr([0.25, 1.4, -0.6, 0.75]),
        _arr([4, 2, 1, 3], int),
        _arr([0.35, 0.15, 0.2, 0.3]),
        -0.5,
        1.0,
    )
    _expect_f64(
        t, got, (0.7768231642135756, 1.464397498247792, 0.32879499649558414, 1.1299295807050214)
    )


@suite.check
def ucb_parent_count_is_sum_of_child_visits(t: CheckContext) -> None:
    """N is the sum of the children's visits: a fresh node (all n = 0) scores 0 everywhere."""
    got = t.call(
        "ucb_scores",
        _arr([0.7, -0.4, 0.1]),
        _arr([0, 0, 0], int),
        _arr([0.6, 0.3, 0.1]),
        -1.0,
        1.0,
    )
    _expect_f64(t, got, (0.0, 0.0, 0.0), note="a fresh node: N = 0, so sqrt(N) = 0")
    # One visit in all: N = 1 (not 2, as the parent's own count would be in the pseudocode).
    got = t.call(
        "ucb_scores",
        _arr([0.7, -0.4, 0.1]),
        _arr([1, 0, 0], int),
        _arr([0.6, 0.3, 0.1]),
        -1.0,
        1.0,
    )
    _expect_f64(t, got, (1.22503052969015, 0.37503052969015, 0.12501017656338334))


@suite.check
def ucb_default_c1_and_c2(t: CheckContext) -> None:
    """Without c1 and c2, the scores use c1 = 1.25 and c2 = 19652 (visible once N is large)."""
    # With N = 22000 the log term is about 0.76, so a c2 off by a few tens already shows.
    got = t.call(
        "ucb_scores",
        _arr([0.62, 0.55, 0.48, 0.1]),
        _arr([12000, 7000, 3000, 0], int),
        _arr([0.4, 0.3, 0.2, 0.1]),
        0.0,
        1.0,
    )
    _expect_f64(
        t, got, (0.6298933448849974, 0.5627192578165463, 0.4997817447458937, 29.682507991213527)
    )


@suite.check
def ucb_uses_c1_and_c2_arguments(t: CheckContext) -> None:
    """c1 and c2 passed by keyword change the prior term as the formula says."""
    q, n, prior = (
        _arr([0.62, 0.55, 0.48, 0.1]),
        _arr([120, 70, 30, 0], int),
        _arr([0.4, 0.3, 0.2, 0.1]),
    )
    got = t.call("ucb_scores", q, n, prior, 0.0, 1.0, c1=2.5, c2=500.0)
    _expect_f64(
        t, got, (0.7605292896157566, 0.7296201835581679, 0.7542587748952669, 4.251011010876638)
    )
    got = t.call("ucb_scores", q, n, prior, 0.0, 1.0, c2=10.0)
    _expect_f64(
        t, got, (0.8352454215980991, 0.8251200283102463, 0.9000757421511288, 6.5111740033424965)
    )


# --- select_child --------------------------------------------------------------------------------


@suite.check
def select_child_matches_worked_examples(t: CheckContext) -> None:
    """select_child is the argmax of the scores; at a fresh node every score is 0, so index 0."""
    got = t.call(
        "select_child",
        _arr([0.5, 0.8, 0.0]),
        _arr([3, 1, 0], int),
        _arr([0.3, 0.2, 0.5]),
        -0.5,
        1.0,
    )
    _expect_child(t, got, 2, "its scores are [0.854, 1.117, 1.250]")
    got = t.call(
        "select_child",
        _arr([0.5, 0.5, 0.2]),
        _arr([2, 2, 1], int),
        _arr([0.3, 0.3, 0.4]),
        0.0,
        1.0,
    )
    _expect_child(t, got, 0, "children 0 and 1 tie for the best score: the lowest index wins")
    got = t.call(
        "select_child",
        _arr([0.0, 0.0, 0.0]),
        _arr([0, 0, 0], int),
        _arr([0.2, 0.5, 0.3]),
        0.0,
        0.0,
    )
    _expect_child(t, got, 0, "at a fresh node N = 0, every score is 0 and the tie goes to index 0")


@suite.check
def select_child_uses_normalised_values(t: CheckContext) -> None:
    """select_child ranks children by the normalised values, not by their raw q."""
    # The bounds span 4, so normalising shrinks the value gap between children 0 and 1 from 0.6
    # to 0.15, and child 1's larger prior term wins; with raw q, child 0 would.
    got = t.call(
        "select_child",
        _arr([0.6, 0.0, -0.5]),
        _arr([10, 10, 4], int),
        _arr([0.3, 0.6, 0.1]),
        -1.0,
        3.0,
    )
    _expect_child(t, got, 1, "scores [0.567, 0.584, 0.248]")


@suite.check
def select_child_breaks_ties_to_lowest_index(t: CheckContext) -> None:
    """When several children share the best score, select_child returns the lowest index."""
    # Children 1 and 3 are identical and best (scores [0.304, 1.015, 0.349, 1.015]).
    for _ in range(3):  # random tie-breaking would pass one call by luck, not three in a row
        got = t.call(
            "select_child",
            _arr([0.2, 0.6, 0.1, 0.6]),
            _arr([3, 2, 4, 2], int),
            _arr([0.1, 0.3, 0.3, 0.3]),
            0.0,
            1.0,
        )
        _expect_child(t, got, 1, "children 1 and 3 tie for the best score 1.0148")
    # Unvisited children 1 and 2 tie (their q is not read) and beat child 0.
    for _ in range(3):
        got = t.call(
            "select_child",
            _arr([0.1, 0.3, 0.9]),
            _arr([2, 0, 0], int),
            _arr([0.2, 0.4, 0.4]),
            0.0,
            1.0,
        )
        _expect_child(t, got, 1, "unvisited children 1 and 2 have the same score, 0.7072")


@suite.check
def select_child_default_c1_and_c2(t: CheckContext) -> None:
    """Without c1 and c2, select_child uses c1 = 1.25 and c2 = 19652."""
    # Two children whose scores differ by about 2e-8: a slightly smaller constant
    # c1 + log((N + c2 + 1) / c2) flips the first call, a slightly larger one the second.
    n, prior = _arr([9000, 11000], int), _arr([0.5, 0.3])
    got = t.call("select_child", _arr([0.5, 0.5078065]), n, prior, 0.0, 1.0)
    _expect_child(t, got, 0, "scores [0.51533456, 0.51533453]")
    got = t.call("select_child", _arr([0.5, 0.50780655]), n, prior, 0.0, 1.0)
    _expect_child(t, got, 1, "scores [0.51533456, 0.51533458]")


@suite.check
def select_child_uses_c1_and_c2_arguments(t: CheckContext) -> None:
    """select_child passes c1 and c2 on to the scores: each can change which child wins."""
    q, n, prior = _arr([0.9, 0.2, 0.5]), _arr([150, 10, 40], int), _arr([0.3, 0.4, 0.3])
    got = t.call("select_child", q, n, prior, 0.0, 1.0)
    _expect_child(t, got, 0, "scores [0.935, 0.848, 0.630] with the defaults")
    got = t.call("select_child", q, n, prior, 0.0, 1.0, c1=3.0)
    _expect_child(t, got, 1, "scores [0.985, 1.748, 0.811] with c1 = 3")
    got = t.call("select_child", q, n, prior, 0.0, 1.0, c2=10.0)
    _expect_child(t, got, 1, "scores [1.021, 2.411, 0.945] with c2 = 10")


@suite.check
def select_child_returns_python_int(t: CheckContext) -> None:
    """select_child returns a Python int (type int exactly, not numpy.int64)."""
    got = t.call(
        "select_child",
        _arr([0.5, 0.8, 0.0]),
        _arr([3, 1, 0], int),
        _arr([0.3, 0.2, 0.5]),
        -0.5,
        1.0,
    )
    _expect_child(t, got, 2)
    t.expect(
        _type(got) is int,
        f"returned a {_type(got).__module__}.{_type(got).__name__}; expected "
        "exactly a Python int (wrap the index in int(...))",
        got=f"{_type(got).__module__}.{_type(got).__name__}",
        expected="int",
    )


# --- visit_policy --------------------------------------------------------------------------------


@suite.check
def visit_policy_matches_worked_examples(t: CheckContext) -> None:
    """pi = n^(1/T) / sum n^(1/T): temperature 0.5 squares the counts; 0 gives a one-hot."""
    got = t.call("visit_policy", _arr([3, 1, 3, 0], int), temperature=0.5)
    _expect_f64(t, got, (0.47368421052631576, 0.05263157894736841, 0.47368421052631576, 0.0))
    got = t.call("visit_policy", _arr([3, 1, 3, 0], int), temperature=0)
    _expect_f64(t, got, (1.0, 0.0, 0.0, 0.0))


@suite.check
def visit_policy_default_temperature_is_one(t: CheckContext) -> None:
    """Without a temperature, the policy is the visit counts divided by their sum."""
    got = t.call("visit_policy", _arr([3, 1, 3, 0], int))
    _expect_f64(t, got, (0.4285714285714286, 0.14285714285714288, 0.4285714285714286, 0.0))
    got = t.call("visit_policy", _arr([5, 0, 2, 1], int))
    _expect_f64(t, got, (0.625, 0.0, 0.25, 0.125))


@suite.check
def visit_policy_raises_counts_to_one_over_temperature(t: CheckContext) -> None:
    """The exponent is 1/T: T = 2 takes square roots, T = 0.25 fourth powers."""
    got = t.call("visit_policy", _arr([4, 1, 9, 0, 16], int), temperature=2.0)
    _expect_f64(t, got, (0.2, 0.1, 0.3, 0.0, 0.4))
    got = t.call("visit_policy", _arr([2, 1, 3], int), temperature=0.25)
    _expect_f64(t, got, (0.16326530612244894, 0.010204081632653059, 0.8265306122448981))
    got = t.call("visit_policy", _arr([7, 2, 1], int), temperature=1.0)
    _expect_f64(t, got, (0.7, 0.2, 0.1))


@suite.check
def visit_policy_temperature_zero_is_one_hot_lowest_index(t: CheckContext) -> None:
    """Temperature 0 puts all the mass on the most visited child, the lowest index on ties."""
    got = t.call("visit_policy", _arr([1, 4, 2, 4], int), temperature=0)
    _expect_f64(t, got, (0.0, 1.0, 0.0, 0.0), note="children 1 and 3 tie")
    got = t.call("visit_policy", _arr([0, 7, 7], int), temperature=0.0)
    _expect_f64(t, got, (0.0, 1.0, 0.0), note="children 1 and 2 tie")
    got = t.call("visit_policy", _arr([999999, 1000000, 3], int), temperature=0)
    _expect_f64(t, got, (0.0, 1.0, 0.0))


@suite.check
def visit_policy_stable_for_small_temperature(t: CheckContext) -> None:
    """Small temperatures with large counts stay finite and accurate (work in log space)."""
    # n^(1/T) = 1e600 overflows; dividing by the sum first underflows at T = 0.001.
    got = t.call("visit_policy", _arr([1000000, 999000, 5, 0], int), temperature=0.01)
    overflow = "n ** (1 / T) overflows float64 here: work with log(n) / T, shifted by its maximum"
    _expect_f64(t, got, (0.5249916645841336, 0.47500833541586635, 0.0, 0.0), note=overflow)
    got = t.call("visit_policy", _arr([300, 300, 299, 1], int), temperature=0.001)
    _expect_f64(
        t,
        got,
        (0.4912855969783655, 0.4912855969783655, 0.01742880604326893, 0.0),
        note="(n / sum(n)) ** 1000 underflows to 0 here: shift by the largest log count instead",
    )
    got = t.call("visit_policy", _arr([250000, 600000, 599000, 0, 7], int), temperature=0.02)
    _expect_f64(
        t,
        got,
        (
            5.083245759058513e-20,
            0.5208386356335325,
            0.47916136436646745,
            0.0,
            1.1588912240862704e-247,
        ),
    )


@suite.check
def visit_policy_all_zero_counts_raise_value_error(t: CheckContext) -> None:
    """All-zero visit counts raise ValueError, at every temperature (0 included)."""
    why = "every visit count is zero, so there is no policy to return"
    t.expect_raises(ValueError, why, "visit_policy", _arr([0, 0, 0], int))
    t.expect_raises(ValueError, why, "visit_policy", _arr([0, 0], int), temperature=0)
    t.expect_raises(ValueError, why, "visit_policy", _arr([0.0, 0.0, 0.0, 0.0]), temperature=0.5)
    t.expect_raises(ValueError, why, "visit_policy", [0, 0, 0], temperature=0.01)


# --- n_step_targets ------------------------------------------------------------------------------


@suite.check
def n_step_matches_worked_examples(t: CheckContext) -> None:
    """z_t: rewards discounted for min(n, T - t) steps, plus gamma^n values[t + n] if t + n < T."""
    got = t.call(
        "n_step_targets", _arr([1.0, 0.0, 2.0, 1.0]), _arr([3.0, 2.0, 1.0, 0.5]), 3, gamma=0.9
    )
    _expect_f64(t, got, (2.9845, 2.61, 2.9, 1.0))
    got = t.call("n_step_targets", _arr([0.5, -1.0, 2.0]), _arr([1.0, 2.0, 3.0]), 5, gamma=0.5)
    _expect_f64(t, got, (0.5, 0.0, 2.0), note="n is longer than the trajectory")


@suite.check
def n_step_bootstraps_only_inside_the_trajectory(t: CheckContext) -> None:
    """values[t + n] is added only when t + n < T; from t = T - n on, rewards alone to the end."""
    got = t.call(
        "n_step_targets",
        _arr([0.5, 1.0, -0.5, 2.0, 0.25]),
        _arr([1.0, 2.0, 3.0, 4.0, 5.0]),
        2,
        gamma=0.8,
    )
    _expect_f64(t, got, (3.22, 3.16, 4.3, 2.2, 0.25))
    got = t.call("n_step_targets", _arr([0.7]), _arr([123.0]), 1)
    _expect_f64(t, got, (0.7,), note="a one-step trajectory: no bootstrap")


@suite.check
def n_step_discounts_bootstrap_by_gamma_to_the_n(t: CheckContext) -> None:
    """The bootstrap value values[t + n] is discounted by gamma^n."""
    # No rewards at all: z_t is gamma^3 * values[t + 3], then 0 once t + 3 >= T.
    got = t.call(
        "n_step_targets", _arr([0.0] * 6), _arr([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), 3, gamma=0.5
    )
    _expect_f64(t, got, (0.5, 0.625, 0.75, 0.0, 0.0, 0.0))


@suite.check
def n_step_default_gamma(t: CheckContext) -> None:
    """Without gamma, the targets use gamma = 0.997."""
    got = t.call("n_step_targets", _arr([1.0, 0.5, 0.0, 2.0]), _arr([0.3, 0.6, 0.9, 1.2]), 2)
    _expect_f64(t, got, (2.3931081, 1.6928108, 1.994, 2.0))


@suite.check
def n_step_gamma_one_and_zero(t: CheckContext) -> None:
    """gamma = 1 sums rewards undiscounted (a board game's outcome); gamma = 0 keeps rewards[t]."""
    got = t.call(
        "n_step_targets", _arr([0.0, 0.0, 0.0, 1.0]), _arr([0.2, 0.4, 0.6, 0.8]), 10, gamma=1.0
    )
    _expect_f64(t, got, (1.0, 1.0, 1.0, 1.0))
    got = t.call("n_step_targets", _arr([0.3, -1.2, 0.8]), _arr([5.0, 6.0, 7.0]), 2, gamma=0.0)
    _expect_f64(t, got, (0.3, -1.2, 0.8))


@suite.check
def n_step_ignores_unused_values_even_huge(t: CheckContext) -> None:
    """values that no target bootstraps from (indices below n) may hold anything, even ±1e300."""
    for fill in (1e300, -1e300):
        values = _arr([fill, -fill, 3.0, 4.0, 5.0])
        got = t.call("n_step_targets", _arr([0.5, 1.0, -0.5, 2.0, 0.25]), values, 2, gamma=0.8)
        _expect_f64(
            t,
            got,
            (3.22, 3.16, 4.3, 2.2, 0.25),
            note="no target reads values[0] or values[1]",
        )
        values = _arr([fill, -fill, fill])
        got = t.call("n_step_targets", _arr([0.5, -1.0, 2.0]), values, 3, gamma=0.5)
        _expect_f64(
            t,
            got,
            (0.5, 0.0, 2.0),
            note="n = T: no target reads any value",
        )


@suite.check
def n_step_n_below_one_raises_value_error(t: CheckContext) -> None:
    """n < 1 raises ValueError (a target needs at least one real reward)."""
    for n in (0, -1):
        t.expect_raises(
            ValueError,
            f"n = {n} is below 1",
            "n_step_targets",
            _arr([1.0, 2.0, 3.0]),
            _arr([0.5, 0.5, 0.5]),
            n,
            gamma=0.9,
        )


# --- rules shared by every function ---------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """No function changes its input arrays in place."""
    q = _arr([1e300, 0.45, 0.8, 0.1])  # the unvisited child's q, so an in-place where shows
    n, prior = _arr([0.0, 4.0, 2.0, 1.0]), _arr([0.1, 0.2, 0.3, 0.4])
    saved = q.copy(), n.copy(), prior.copy()
    for name in ("ucb_scores", "select_child"):
        t.call(name, q, n, prior, 0.0, 1.0)
        for arg, array, before in zip(("q", "n", "prior"), (q, n, prior), saved):
            t.expect_unchanged(arg, array, before)

    for temperature in (1.0, 0.5, 0):
        counts = _arr([6.0, 0.0, 3.0, 1.0])
        t.call("visit_policy", counts, temperature=temperature)
        t.expect_unchanged("n", counts, _arr([6.0, 0.0, 3.0, 1.0]))

    rewards, values = _arr([0.5, -0.25, 1.0, 2.0]), _arr([1e300, 0.3, 0.6, 0.9])
    t.call("n_step_targets", rewards, values, 1, gamma=0.9)
    t.expect_unchanged("rewards", rewards, _arr([0.5, -0.25, 1.0, 2.0]))
    t.expect_unchanged("values", values, _arr([1e300, 0.3, 0.6, 0.9]))


@suite.check
def returned_arrays_are_new_float64(t: CheckContext) -> None:
    """ucb_scores, visit_policy and n_step_targets return new float64 arrays, never an input."""
    q, n, prior = _arr([0.2, 0.6, 0.4]), _arr([1.0, 2.0, 1.0]), _arr([0.5, 0.25, 0.25])
    got = t.call("ucb_scores", q, n, prior, 0.0, 1.0)
    _expect_f64(
        t, got, (0.8251271973346299, 0.8083757324448766, 0.7125635986673149), q=q, n=n, prior=prior
    )
    for temperature, expected in ((1.0, (0.25, 0.5, 0.25)), (0, (0.0, 1.0, 0.0))):
        got = t.call("visit_policy", n, temperature=temperature)
        _expect_f64(t, got, expected, n=n)
    rewards, values = _arr([0.4, -0.8, 1.5]), _arr([2.0, 1.0, 0.5])
    got = t.call("n_step_targets", rewards, values, 1, gamma=0.0)
    _expect_f64(t, got, (0.4, -0.8, 1.5), rewards=rewards, values=values)
    got = t.call("n_step_targets", rewards, values, 1, gamma=1.0)
    _expect_f64(t, got, (1.4, -0.30000000000000004, 1.5), rewards=rewards, values=values)


@suite.check
def accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """Python lists and integer arrays work as inputs, and the results are still float64."""
    # Integer q (win / draw / loss) and integer bounds: no integer division, no int results.
    got = t.call(
        "ucb_scores", _arr([1, 0, -1, 1], int), [3, 1, 2, 0], [0.25, 0.25, 0.25, 0.25], -1, 1
    )
    _expect_f64(
        t, got, (1.1914209078803457, 0.8828418157606914, 0.2552278771737943, 0.7656836315213829)
    )
    got = t.call("ucb_scores", [0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0)
    _expect_f64(t, got, (0.8542048258670556, 1.1167175456005187, 1.2502543946692597))
    # A fresh node with integer q: all zeros, as floats.
    got = t.call("ucb_scores", _arr([1, -1, 0], int), _arr([0, 0, 0], int), [0.5, 0.3, 0.2], 0, 0)
    _expect_f64(t, got, (0.0, 0.0, 0.0))
    _expect_child(
        t, t.call("select_child", [0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0), 2
    )
    got = t.call("visit_policy", [2, 6, 0, 2], temperature=1.0)
    _expect_f64(t, got, (0.2, 0.6, 0.0, 0.2))
    got = t.call("visit_policy", _arr([2, 6, 0, 2], int), temperature=0)
    _expect_f64(t, got, (0.0, 1.0, 0.0, 0.0))
    got = t.call("visit_policy", _arr([2, 6, 0, 2], int), temperature=0.5)
    _expect_f64(t, got, (0.09090909090909091, 0.8181818181818182, 0.0, 0.09090909090909091))
    # Integer rewards and values with gamma = 1 keep every target an integer: still float64.
    got = t.call("n_step_targets", _arr([1, 0, 2], int), _arr([10, 20, 30], int), 1, gamma=1.0)
    _expect_f64(t, got, (21.0, 30.0, 2.0))
    got = t.call("n_step_targets", [1, 0, 2], [10, 20, 30], 1, gamma=0.5)
    _expect_f64(t, got, (11.0, 15.0, 2.0))


@suite.check
def keyword_arguments_by_spec_names(t: CheckContext) -> None:
    """Every argument can be passed by its name in the statement."""
    args = {"q": _arr([0.5, 0.8, 0.0]), "n": _arr([3, 1, 0], int), "prior": _arr([0.3, 0.2, 0.5])}
    got = t.call("ucb_scores", **args, q_min=-0.5, q_max=1.0, c1=1.25, c2=19652.0)
    _expect_f64(t, got, (0.8542048258670556, 1.1167175456005187, 1.2502543946692597))
    _expect_child(t, t.call("select_child", **args, q_min=-0.5, q_max=1.0, c1=1.25, c2=19652.0), 2)
    got = t.call("visit_policy", n=_arr([3, 1, 3, 0], int), temperature=0.5)
    _expect_f64(t, got, (0.47368421052631576, 0.05263157894736841, 0.47368421052631576, 0.0))
    got = t.call(
        "n_step_targets",
        rewards=_arr([1.0, 0.0, 2.0, 1.0]),
        values=_arr([3.0, 2.0, 1.0, 0.5]),
        n=3,
        gamma=0.9,
    )
    _expect_f64(t, got, (2.9845, 2.61, 2.9, 1.0))

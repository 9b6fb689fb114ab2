"""Checks for "Q-learning, SARSA and Expected SARSA".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

_COMMON = ("q", "states", "actions", "rewards", "next_states")
suite = Suite(
    {
        "q_learning": (*_COMMON, "dones", "alpha", "gamma"),
        "sarsa": (*_COMMON, "next_actions", "dones", "alpha", "gamma"),
        "expected_sarsa": (*_COMMON, "dones", "alpha", "gamma", "epsilon"),
    },
    optional=("alpha", "gamma", "epsilon"),
)

F, T = False, True


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _idx(data: object, dtype: object = np.int64) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _flags(data: object) -> np.ndarray:
    return np.array(data, dtype=bool)


# --- The tables and batches the checks share ----------------------------------------------------
# Each builder returns fresh arrays, so an answer that edits its inputs can't spoil later checks.


def _spec_batch() -> dict[str, list]:
    """The statement's four transitions on a 3 x 2 table: a repeated (s, a) pair, a terminal
    transition, and a last target that reads a row changed by the earlier updates."""
    return {
        "q": [[0.0, 1.0], [0.5, 0.5], [2.0, -1.0]],
        "states": [0, 1, 0, 2],
        "actions": [1, 0, 1, 1],
        "rewards": [1.0, -1.0, 0.5, 2.0],
        "next_states": [1, 2, 2, 0],
        "dones": [F, F, T, F],
    }


def _four_by_three() -> np.ndarray:
    """S = 4 states, A = 3 actions (a max over the wrong axis gives another shape or number).
    The largest entry of the table (3.0, row 1) is in neither row the single-step checks read,
    and each row's maximum differs from the others'."""
    return _arr([[0.5, -1.0, 2.0], [1.5, 3.0, -0.5], [-2.0, 0.75, 1.0], [0.25, 0.5, -0.25]])


def _ordered_batch() -> dict[str, np.ndarray]:
    """Five transitions on a 3 x 4 table: (0, 1) and (1, 0) repeat, and rows 0, 1 and 2 are
    each read after an earlier transition of the batch changed them."""
    return {
        "q": _arr([[0.0, 1.0, -0.5, 0.5], [2.0, -1.0, 0.0, 1.0], [0.5, 0.5, 3.0, -2.0]]),
        "states": _idx([0, 1, 0, 2, 1]),
        "actions": _idx([1, 0, 1, 2, 0]),
        "rewards": _arr([1.0, -2.0, 0.5, 1.0, 0.0]),
        "next_states": _idx([1, 0, 2, 1, 2]),
        "dones": _flags([F, F, F, F, F]),
    }


def _huge_terminal_row(row: tuple[float, ...] = (1e300, -1e300, 1e300)) -> dict[str, np.ndarray]:
    """State 1 is terminal and its row holds ±1e300: only done transitions lead to it. With
    `row`, the same batch with other numbers there: a check runs it with ordinary numbers
    first, so that a failure with ±1e300 can only come from those entries."""
    return {
        "q": _arr([[0.5, 1.0, -0.5], row, [2.0, 0.0, 1.0]]),
        "states": _idx([0, 2, 0]),
        "actions": _idx([1, 0, 2]),
        "rewards": _arr([1.0, 0.5, -1.0]),
        "next_states": _idx([1, 0, 1]),
        "dones": _flags([T, F, T]),
    }


# The terminal row's ordinary numbers, and what a failure with them or with ±1e300 says: the
# rule first; the advice only once the ordinary numbers passed, so that it is ±1e300 that broke.
_ORDINARY_ROW = (4.0, -2.0, 3.0)
_TERMINAL_RULE = (
    "A terminal transition's target is r_t alone: the done removes the bootstrap, not the reward"
)


def _huge_advice(bootstrap: str) -> str:
    return (
        "The same transitions with ordinary numbers in the terminal row came out right, so the "
        f"±1e300 there changed the result: leave gamma * {bootstrap} out of a terminal "
        "transition's target altogether (an if) rather than adding it and taking it away"
    )


def _int_table() -> np.ndarray:
    """Updated in place, an integer table truncates every new value."""
    return _idx([[0, 2, 1], [3, -1, 0]])


# --- q_learning ----------------------------------------------------------------------------------


@suite.check
def q_learning_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two q_learning examples (lists, called by keyword), one an integer table."""
    got = t.call("q_learning", **_spec_batch(), alpha=0.5, gamma=0.9)
    t.expect_array(got, ((0.0, 0.8625), (0.65, 0.5), (2.0, 0.888125)))
    batch = _spec_batch()
    batch["q"] = [[0, 1], [2, 2], [1, 0]]
    got = t.call("q_learning", **batch)
    t.expect_array(got, ((0.0, 1.1281999999999999), (1.799, 2.0), (1.0, 0.3116918)))


@suite.check
def q_learning_bootstraps_on_the_max_of_the_next_row(t: CheckContext) -> None:
    """The target is r + gamma * max_a' Q(s', a'): the best entry of the next state's row."""
    # One transition per call. The max over the whole table (3.0), over the current row (2.0),
    # Q(s', a) with the same action, or the row's mean all give other numbers.
    hint = "Bootstrap on the largest entry of row next_states[t], whatever action comes next"
    got = t.call(
        "q_learning",
        _four_by_three(),
        _idx([0]),
        _idx([1]),
        _arr([1.0]),
        _idx([2]),
        _flags([F]),
        0.5,
        0.9,
    )
    expected = (
        (0.5, 0.44999999999999996, 2.0),
        (1.5, 3.0, -0.5),
        (-2.0, 0.75, 1.0),
        (0.25, 0.5, -0.25),
    )
    with t.explaining(hint):
        t.expect_array(got, expected)
    got = t.call(
        "q_learning",
        _four_by_three(),
        _idx([3]),
        _idx([2]),
        _arr([-0.5]),
        _idx([0]),
        _flags([F]),
        0.5,
        0.9,
    )
    expected = ((0.5, -1.0, 2.0), (1.5, 3.0, -0.5), (-2.0, 0.75, 1.0), (0.25, 0.5, 0.525))
    with t.explaining(hint):
        t.expect_array(got, expected)


@suite.check
def q_learning_applies_transitions_in_order(t: CheckContext) -> None:
    """Each update sees the table as the earlier ones left it (pairs repeat, rows are re-read)."""
    # A batch update (q[states, actions] += ...) keeps one update of each repeated pair and
    # reads the initial rows; np.add.at keeps both but still reads the initial rows.
    got = t.call("q_learning", **_ordered_batch(), alpha=0.5, gamma=0.9)
    with t.explaining(
        "Apply the transitions one at a time, in order, each to the table as the previous "
        "ones left it"
    ):
        t.expect_array(
            got, ((0.0, 2.55, -0.5, 0.5), (1.53, -1.0, 0.0, 1.0), (0.5, 0.5, 2.45, -2.0))
        )


@suite.check
def q_learning_drops_the_bootstrap_at_a_terminal_transition(t: CheckContext) -> None:
    """Where dones[t] is True the target is the reward alone (not 0, not reward + bootstrap)."""
    # The terminal transitions lead to row 1, whose max (5.0) must not count; their rewards
    # (2.0 and 3.0) must. The middle transition is not terminal and reads row 0.
    got = t.call(
        "q_learning",
        _arr([[1.0, 0.0], [4.0, 5.0], [-1.0, 2.0]]),
        _idx([0, 2, 0]),
        _idx([0, 1, 1]),
        _arr([2.0, -1.0, 3.0]),
        _idx([1, 0, 1]),
        _flags([T, F, T]),
        0.5,
        0.9,
    )
    with t.explaining(
        "A terminal transition's target is r_t: the done removes the bootstrap, not the reward"
    ):
        t.expect_array(got, ((1.5, 1.5), (4.0, 5.0), (-1.0, 1.175)))


@suite.check
def q_learning_ignores_terminal_rows_even_huge(t: CheckContext) -> None:
    """A terminal state's row (here ±1e300) is never read, and comes back unchanged."""
    # Adding gamma * max Q(s') and subtracting it again leaves 0 instead of the reward, which
    # with the ordinary numbers of the first call goes unseen.
    got = t.call("q_learning", **_huge_terminal_row(_ORDINARY_ROW), alpha=0.5, gamma=0.9)
    with t.explaining(_TERMINAL_RULE):
        t.expect_array(got, ((0.5, 1.0, -0.75), _ORDINARY_ROW, (1.7, 0.0, 1.0)))
    got = t.call("q_learning", **_huge_terminal_row(), alpha=0.5, gamma=0.9)
    with t.explaining(_huge_advice("max Q(s')")):
        t.expect_array(got, ((0.5, 1.0, -0.75), (1e300, -1e300, 1e300), (1.7, 0.0, 1.0)))


@suite.check
def q_learning_uses_default_alpha_and_gamma(t: CheckContext) -> None:
    """Called without alpha and gamma, q_learning uses alpha = 0.1 and gamma = 0.99."""
    got = t.call(
        "q_learning",
        [[0.0, 2.0], [1.0, -1.0], [0.5, 0.5]],
        [0, 1, 2, 0],
        [1, 0, 1, 0],
        [1.0, 0.5, -1.0, 2.0],
        [1, 2, 0, 2],
        [F, F, F, T],
    )
    t.expect_array(
        got,
        ((0.2, 1.999), (0.9995, -1.0), (0.5, 0.547901)),
        what=f"{t.last_call} (alpha = 0.1, gamma = 0.99)",
    )


@suite.check
def q_learning_returns_a_new_float64_table(t: CheckContext) -> None:
    """q_learning returns a new float64 table, for an integer or a float32 table too."""
    q = _int_table()
    got = t.call(
        "q_learning",
        q,
        _idx([0, 1]),
        _idx([2, 0]),
        _arr([1.0, 0.5]),
        _idx([1, 0]),
        _flags([F, F]),
        0.5,
        0.9,
    )
    t.expect_new_float64_array(got, ((0.0, 2.0, 2.35), (2.8075, -1.0, 0.0)), q=q)
    q = _arr([[0.25, -0.5], [1.0, 0.5]], np.float32)
    got = t.call(
        "q_learning",
        q,
        _idx([1, 0]),
        _idx([0, 1]),
        _arr([1.0, -1.0]),
        _idx([0, 1]),
        _flags([F, F]),
        0.5,
        0.9,
    )
    t.expect_new_float64_array(got, ((0.25, -0.249375), (1.1125, 0.5)), q=q)


@suite.check
def q_learning_accepts_lists_and_any_integer_dtype(t: CheckContext) -> None:
    """q_learning takes int32, uint8 and int16 index arrays, integer rewards and lists."""
    with_dtypes = (
        _arr([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]]),
        _idx([1, 0, 1], np.int32),
        _idx([2, 0, 1], np.uint8),
        [1, -1, 2],
        _idx([0, 1, 0], np.int16),
        [F, F, T],
    )
    expected = ((0.4375, 0.0, 2.0), (0.5, 0.5, 1.75))
    t.expect_array(t.call("q_learning", *with_dtypes, 0.5, 0.5), expected)
    as_lists = ([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]], [1, 0, 1], [2, 0, 1], [1, -1, 2], [0, 1, 0])
    got = t.call("q_learning", *as_lists, [F, F, T], 0.5, 0.5)
    t.expect_array(got, expected)


@suite.check
def q_learning_leaves_inputs_unchanged(t: CheckContext) -> None:
    """q_learning changes none of its arguments in place (it returns a new table)."""
    batch = _ordered_batch()
    saved = {name: value.copy() for name, value in batch.items()}
    t.call("q_learning", **batch, alpha=0.5, gamma=0.9)
    for name, value in batch.items():
        t.expect_unchanged(name, value, saved[name])


# --- sarsa ---------------------------------------------------------------------------------------


@suite.check
def sarsa_matches_spec_example(t: CheckContext) -> None:
    """The statement's sarsa example: the last target reads Q(0, 0), the action taken next."""
    batch = _spec_batch()
    dones = batch.pop("dones")
    got = t.call("sarsa", **batch, next_actions=[0, 0, 1, 0], dones=dones, alpha=0.5, gamma=0.9)
    t.expect_array(got, ((0.0, 0.8625), (0.65, 0.5), (2.0, 0.5)))


@suite.check
def sarsa_bootstraps_on_the_next_action_taken(t: CheckContext) -> None:
    """The target is r + gamma * Q(s', next_actions[t]), not the max and not actions[t + 1]."""
    # Neither next action is greedy. actions[t + 1] (2), the current action at the next state
    # (Q(2, 1) = 0.75) or the max (1.0, then 3.0) all give other numbers.
    got = t.call(
        "sarsa",
        _four_by_three(),
        _idx([0, 3]),
        _idx([1, 2]),
        _arr([1.0, -0.5]),
        _idx([2, 1]),
        _idx([0, 2]),
        _flags([F, F]),
        0.5,
        0.9,
    )
    with t.explaining(
        "SARSA bootstraps on Q(next_states[t], next_actions[t]): the action that was taken"
    ):
        t.expect_array(
            got, ((0.5, -0.9, 2.0), (1.5, 3.0, -0.5), (-2.0, 0.75, 1.0), (0.25, 0.5, -0.6))
        )


@suite.check
def sarsa_drops_the_bootstrap_at_a_terminal_transition(t: CheckContext) -> None:
    """At a terminal transition the target is the reward; the next row (±1e300) is not read."""
    # First with ordinary numbers in the terminal row, then with ±1e300 (see _huge_advice).
    for row, advice in ((_ORDINARY_ROW, _TERMINAL_RULE), ((1e300, -1e300, 1e300), "")):
        batch = _huge_terminal_row(row)
        dones = batch.pop("dones")
        got = t.call(
            "sarsa", **batch, next_actions=_idx([1, 2, 0]), dones=dones, alpha=0.5, gamma=0.9
        )
        with t.explaining(advice or _huge_advice("Q(s', a')")):
            t.expect_array(got, ((0.5, 1.0, -0.75), row, (1.025, 0.0, 1.0)))


@suite.check
def sarsa_applies_transitions_in_order(t: CheckContext) -> None:
    """Each SARSA update sees the table as the earlier ones left it."""
    batch = _ordered_batch()
    dones = batch.pop("dones")
    got = t.call(
        "sarsa", **batch, next_actions=_idx([3, 1, 2, 0, 2]), dones=dones, alpha=0.5, gamma=0.9
    )
    with t.explaining(
        "Apply the transitions one at a time, in order, each to the table as the previous "
        "ones left it"
    ):
        t.expect_array(
            got,
            (
                (0.0, 2.325, -0.5, 0.5),
                (1.3583812499999999, -1.0, 0.0, 1.0),
                (0.5, 0.5, 2.293625, -2.0),
            ),
        )


@suite.check
def sarsa_uses_default_alpha_and_gamma(t: CheckContext) -> None:
    """Called without alpha and gamma, sarsa uses alpha = 0.1 and gamma = 0.99."""
    got = t.call(
        "sarsa",
        [[0.0, 2.0], [1.0, -1.0], [0.5, 0.5]],
        [0, 1, 2, 0],
        [1, 0, 1, 0],
        [1.0, 0.5, -1.0, 2.0],
        [1, 2, 0, 2],
        [1, 0, 0, 1],
        [F, F, F, T],
    )
    t.expect_array(
        got,
        ((0.2, 1.801), (0.9995, -1.0), (0.5, 0.35)),
        what=f"{t.last_call} (alpha = 0.1, gamma = 0.99)",
    )


@suite.check
def sarsa_returns_a_new_float64_table(t: CheckContext) -> None:
    """sarsa returns a new float64 table, for an integer table too."""
    q = _int_table()
    got = t.call(
        "sarsa",
        q,
        _idx([0, 1]),
        _idx([2, 0]),
        _arr([1.0, 0.5]),
        _idx([1, 0]),
        _idx([1, 2]),
        _flags([F, F]),
        0.5,
        0.9,
    )
    t.expect_new_float64_array(got, ((0.0, 2.0, 0.55), (1.9975, -1.0, 0.0)), q=q)


@suite.check
def sarsa_accepts_lists_and_any_integer_dtype(t: CheckContext) -> None:
    """sarsa takes int32, uint8 and int16 index arrays, integer rewards and lists."""
    expected = ((0.3125, 0.0, 2.0), (0.5, 0.5, 1.25))
    got = t.call(
        "sarsa",
        _arr([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]]),
        _idx([1, 0, 1], np.int32),
        _idx([2, 0, 1], np.uint8),
        [1, -1, 2],
        _idx([0, 1, 0], np.int16),
        _idx([1, 2, 0], np.uint8),
        [F, F, T],
        0.5,
        0.5,
    )
    t.expect_array(got, expected)
    as_lists = ([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]], [1, 0, 1], [2, 0, 1], [1, -1, 2], [0, 1, 0])
    got = t.call("sarsa", *as_lists, [1, 2, 0], [F, F, T], 0.5, 0.5)
    t.expect_array(got, expected)


@suite.check
def sarsa_leaves_inputs_unchanged(t: CheckContext) -> None:
    """sarsa changes none of its arguments in place (it returns a new table)."""
    batch = _ordered_batch()
    batch["next_actions"] = _idx([3, 1, 2, 0, 2])
    saved = {name: value.copy() for name, value in batch.items()}
    t.call("sarsa", **batch, alpha=0.5, gamma=0.9)
    for name, value in batch.items():
        t.expect_unchanged(name, value, saved[name])


# --- expected_sarsa ------------------------------------------------------------------------------


@suite.check
def expected_sarsa_matches_spec_examples(t: CheckContext) -> None:
    """The statement's expected_sarsa examples: epsilon = 0.2 with a tie, and epsilon = 0."""
    got = t.call("expected_sarsa", **_spec_batch(), alpha=0.5, gamma=0.9, epsilon=0.2)
    t.expect_array(got, ((0.0, 0.8625), (0.515, 0.5), (2.0, 0.8493125000000001)))
    got = t.call("expected_sarsa", **_spec_batch(), alpha=0.5, gamma=0.9, epsilon=0.0)
    t.expect_array(got, ((0.0, 0.8625), (0.65, 0.5), (2.0, 0.888125)))


def _no_ties() -> np.ndarray:
    """3 x 4, every row with a single maximum that is not its first entry."""
    return _arr([[1.0, -2.0, 0.5, 3.0], [0.0, 4.0, -1.0, 2.0], [2.5, 0.5, -0.5, 1.5]])


@suite.check
def expected_sarsa_averages_under_the_epsilon_greedy_policy(t: CheckContext) -> None:
    """Next-state value = sum_a' pi(a'|s') Q(s', a'), pi(a') = eps / A + (1 - eps) [a' greedy]."""
    # A = 4 actions and S = 3 states. Giving eps / (A - 1) to the other actions, leaving eps / A
    # off the greedy one, swapping eps and 1 - eps, the max or the plain mean all differ.
    hint = (
        "Every action gets epsilon / A, and the greedy action gets 1 - epsilon on top: the "
        "probabilities sum to 1"
    )
    got = t.call(
        "expected_sarsa",
        _no_ties(),
        _idx([0]),
        _idx([0]),
        _arr([1.0]),
        _idx([1]),
        _flags([F]),
        0.5,
        0.9,
        0.2,
    )
    expected = ((2.5525, -2.0, 0.5, 3.0), (0.0, 4.0, -1.0, 2.0), (2.5, 0.5, -0.5, 1.5))
    with t.explaining(hint):
        t.expect_array(got, expected)
    got = t.call(
        "expected_sarsa",
        _no_ties(),
        _idx([1]),
        _idx([3]),
        _arr([-1.0]),
        _idx([2]),
        _flags([F]),
        0.5,
        0.9,
        0.4,
    )
    expected = ((1.0, -2.0, 0.5, 3.0), (0.0, 4.0, -1.0, 1.355), (2.5, 0.5, -0.5, 1.5))
    with t.explaining(hint):
        t.expect_array(got, expected)


@suite.check
def expected_sarsa_splits_the_greedy_mass_among_exact_ties(t: CheckContext) -> None:
    """Actions tied exactly for the maximum share 1 - epsilon: the probabilities still sum to 1."""
    # Rows [1, 3, 3, 0] and [0.5, -1, 2, 2]: giving 1 - epsilon to each tied action counts the
    # maximum twice.
    got = t.call(
        "expected_sarsa",
        _arr([[1.0, 3.0, 3.0, 0.0], [0.5, -1.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0]]),
        _idx([2, 2]),
        _idx([1, 3]),
        _arr([0.0, 1.0]),
        _idx([0, 1]),
        _flags([F, F]),
        0.5,
        0.9,
        0.4,
    )
    with t.explaining(
        "With |G| actions tied for the maximum, each gets epsilon / A + (1 - epsilon) / |G|"
    ):
        t.expect_array(
            got, ((1.0, 3.0, 3.0, 0.0), (0.5, -1.0, 2.0, 2.0), (0.0, 1.125, 0.0, 1.1975))
        )


@suite.check
def expected_sarsa_uses_the_policy_of_the_current_table(t: CheckContext) -> None:
    """Each target's policy is epsilon-greedy in the table as it is then, not as the batch began."""
    # The spec's example, then a batch in which the first update makes action 0 greedy in row 0
    # before the second transition reads it, and row 1 changes before the last one reads it.
    hint = (
        "Compute each target from the current row Q(s', .) (its greedy action and its values), "
        "after the earlier updates of the batch"
    )
    got = t.call(
        "expected_sarsa",
        q=[[0.0, 1.0], [0.0, 0.0]],
        states=[0, 1],
        actions=[0, 0],
        rewards=[4.0, 0.0],
        next_states=[1, 0],
        dones=[T, F],
        alpha=0.5,
        gamma=1.0,
        epsilon=0.5,
    )
    with t.explaining(hint):
        t.expect_array(got, ((2.0, 1.0), (0.875, 0.0)))
    got = t.call(
        "expected_sarsa",
        _arr([[0.0, 1.0, -1.0], [0.5, 0.0, 2.0], [1.0, 1.5, 0.0]]),
        _idx([0, 1, 2, 0]),
        _idx([0, 2, 1, 1]),
        _arr([4.0, -2.0, 1.0, 0.5]),
        _idx([2, 0, 0, 1]),
        _flags([F, F, F, F]),
        0.5,
        0.9,
        0.3,
    )
    with t.explaining(hint):
        t.expect_array(
            got, ((2.585, 1.107516, -1.0), (0.5, 0.0, 0.9305999999999999), (1.0, 2.1806, 0.0))
        )


@suite.check
def expected_sarsa_spans_greedy_to_uniform_and_single_actions(t: CheckContext) -> None:
    """epsilon = 0 gives Q-learning's target, epsilon = 1 the row's plain mean; A = 1 works."""
    args = (_idx([0, 1]), _idx([0, 1]), _arr([1.0, -1.0]), _idx([1, 0]), _flags([F, F]), 0.5, 0.9)
    table = ((0.5, 2.0, -1.0), (1.0, 0.0, 3.0))
    got = t.call("expected_sarsa", _arr(table), *args, 0.0)
    with t.explaining("epsilon = 0: the max"):
        t.expect_array(got, ((2.1, 2.0, -1.0), (1.0, 0.44500000000000006, 3.0)))
    got = t.call("expected_sarsa", _arr(table), *args, 1.0)
    with t.explaining("epsilon = 1: the mean"):
        t.expect_array(got, ((1.35, 2.0, -1.0), (1.0, -0.14749999999999996, 3.0)))
    # One action per state: the only action has probability 1, whatever epsilon.
    got = t.call(
        "expected_sarsa",
        _arr([[1.5], [-0.5], [2.0]]),
        _idx([0, 1, 0]),
        _idx([0, 0, 0]),
        _arr([1.0, 2.0, -1.0]),
        _idx([2, 0, 1]),
        _flags([F, F, T]),
        0.5,
        0.9,
        0.3,
    )
    with t.explaining("With A = 1 the next value is Q(s', 0)"):
        t.expect_array(got, ((0.575,), (1.7175000000000002,), (2.0,)))


@suite.check
def expected_sarsa_drops_the_bootstrap_at_a_terminal_transition(t: CheckContext) -> None:
    """At a terminal transition the target is the reward; the next row (±1e300) is not read."""
    # First with ordinary numbers in the terminal row, then with ±1e300 (see _huge_advice).
    for row, advice in ((_ORDINARY_ROW, _TERMINAL_RULE), ((1e300, -1e300, 1e300), "")):
        got = t.call("expected_sarsa", **_huge_terminal_row(row), alpha=0.5, gamma=0.9, epsilon=0.3)
        with t.explaining(advice or _huge_advice("the next row's expectation")):
            t.expect_array(got, ((0.5, 1.0, -0.75), row, (1.6099999999999999, 0.0, 1.0)))


@suite.check
def expected_sarsa_uses_default_epsilon_alpha_and_gamma(t: CheckContext) -> None:
    """Called without them, expected_sarsa uses alpha = 0.1, gamma = 0.99 and epsilon = 0.1."""
    got = t.call(
        "expected_sarsa",
        [[0.0, 2.0], [1.0, -1.0], [0.5, 0.5]],
        [0, 1, 2, 0],
        [1, 0, 1, 0],
        [1.0, 0.5, -1.0, 2.0],
        [1, 2, 0, 2],
        [F, F, F, T],
    )
    t.expect_array(
        got,
        ((0.2, 1.9891), (0.9995, -1.0), (0.5, 0.5370748550000001)),
        what=f"{t.last_call} (alpha = 0.1, gamma = 0.99, epsilon = 0.1)",
    )


@suite.check
def expected_sarsa_returns_a_new_float64_table(t: CheckContext) -> None:
    """expected_sarsa returns a new float64 table, for an integer table too."""
    q = _int_table()
    got = t.call(
        "expected_sarsa",
        q,
        _idx([0, 1]),
        _idx([2, 0]),
        _arr([1.0, 0.5]),
        _idx([1, 0]),
        _flags([F, F]),
        0.5,
        0.9,
        0.3,
    )
    t.expect_new_float64_array(got, ((0.0, 2.0, 2.035), (2.5726, -1.0, 0.0)), q=q)


@suite.check
def expected_sarsa_accepts_lists_and_any_integer_dtype(t: CheckContext) -> None:
    """expected_sarsa takes int32, uint8 and int16 index arrays, integer rewards and lists."""
    expected = ((0.3225, 0.0, 2.0), (0.5, 0.5, 1.675))
    got = t.call(
        "expected_sarsa",
        _arr([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]]),
        _idx([1, 0, 1], np.int32),
        _idx([2, 0, 1], np.uint8),
        [1, -1, 2],
        _idx([0, 1, 0], np.int16),
        [F, F, T],
        0.5,
        0.5,
        0.3,
    )
    t.expect_array(got, expected)
    as_lists = ([[1.0, 0.0, 2.0], [0.5, -1.0, 1.5]], [1, 0, 1], [2, 0, 1], [1, -1, 2], [0, 1, 0])
    got = t.call("expected_sarsa", *as_lists, [F, F, T], 0.5, 0.5, 0.3)
    t.expect_array(got, expected)


@suite.check
def expected_sarsa_leaves_inputs_unchanged(t: CheckContext) -> None:
    """expected_sarsa changes none of its arguments in place (it returns a new table)."""
    batch = _ordered_batch()
    saved = {name: value.copy() for name, value in batch.items()}
    t.call("expected_sarsa", **batch, alpha=0.5, gamma=0.9, epsilon=0.2)
    for name, value in batch.items():
        t.expect_unchanged(name, value, saved[name])


# --- all three -----------------------------------------------------------------------------------


@suite.check
def no_transitions_give_a_copy_of_the_table(t: CheckContext) -> None:
    """With T = 0 transitions each function returns a new float64 copy of q."""
    empty = (_idx([]), _idx([]), _arr([]), _idx([]))
    for name, extra in (("q_learning", ()), ("sarsa", (_idx([]),)), ("expected_sarsa", ())):
        q = _arr([[1.5, -2.0], [0.0, 4.0]])
        got = t.call(name, q, *empty, *extra, _flags([]), 0.5, 0.9)
        t.expect_new_float64_array(got, ((1.5, -2.0), (0.0, 4.0)), q=q)
        q = _int_table()
        got = t.call(name, q, *empty, *extra, _flags([]))
        t.expect_new_float64_array(got, ((0.0, 2.0, 1.0), (3.0, -1.0, 0.0)), q=q)
    got = t.call("q_learning", [[0.5, 1.0]], [], [], [], [], [])
    t.expect_new_float64_array(got, ((0.5, 1.0),))

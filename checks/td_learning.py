"""Checks for "TD learning: Monte Carlo returns, TD(0) and n-step returns".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "discounted_returns": ("rewards", "dones", "gamma"),
        "td0": ("values", "states", "rewards", "next_states", "dones", "alpha", "gamma"),
        "n_step_returns": ("rewards", "values", "dones", "n", "gamma"),
    },
    optional=("gamma", "alpha"),
)

F, T = False, True


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _idx(data: object, dtype: object = np.int64) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _flags(data: object) -> np.ndarray:
    return np.array(data, dtype=bool)


# --- discounted_returns --------------------------------------------------------------------------


@suite.check
def returns_match_spec_examples(t: CheckContext) -> None:
    """The statement's two discounted_returns examples (lists, called by keyword)."""
    got = t.call(
        "discounted_returns",
        rewards=[1.0, 0.0, 2.0, 1.0, 1.0],
        dones=[F, T, F, F, T],
        gamma=0.9,
    )
    t.expect_array(got, (1.0, 0.0, 3.71, 1.9, 1.0))
    got = t.call("discounted_returns", rewards=[1.0, 0.0, 2.0, 1.0, 1.0], dones=[F, T, F, F, F])
    t.expect_array(got, (1.0, 0.0, 3.9701, 1.99, 1.0))


@suite.check
def returns_restart_after_each_episode_end(t: CheckContext) -> None:
    """Three episodes laid end to end (one of a single step): no return crosses an episode end."""
    # Summing straight through the dones gives 1.52 instead of 0.98 at t = 0; the episode of one
    # step (t = 3) must return its own reward, 1.5.
    got = t.call(
        "discounted_returns",
        _arr([0.5, -1.0, 2.0, 1.5, 0.0, 3.0, -0.5]),
        _flags([F, F, T, T, F, F, T]),
        0.8,
    )
    with t.explaining(
        "Where dones[t] is True the sum starts again: G_t = r_t + gamma * (1 - d_t) * G_{t+1}"
    ):
        t.expect_array(got, (0.9800000000000001, 0.6000000000000001, 2.0, 1.5, 2.08, 2.6, -0.5))


@suite.check
def returns_keep_the_reward_of_the_step_that_ends_an_episode(t: CheckContext) -> None:
    """The step whose done is True returns its own reward (G_t = r_t), not 0."""
    # Large rewards on the done steps (4.0 and -3.0): masking the whole return with (1 - d)
    # gives 0 there and changes every earlier return of the episode.
    got = t.call("discounted_returns", _arr([1.0, 4.0, 2.0, -3.0]), _flags([F, T, F, T]), 0.5)
    with t.explaining(
        "The done multiplies only what comes after the step: the step's own reward always counts"
    ):
        t.expect_array(got, (3.0, 4.0, 0.5, -3.0))


@suite.check
def returns_read_each_steps_own_done(t: CheckContext) -> None:
    """dones[t] belongs to step t: the episode ends after step t's reward (not one step later)."""
    # Episodes end after steps 2 and 4. Reading dones[t + 1] at step t (the convention of
    # Baselines' and CleanRL's rollout buffers) cuts after steps 1 and 3 instead: G_1 = 2.0.
    # The data ends with a done, so every return here depends on where the dones are read.
    got = t.call(
        "discounted_returns", _arr([1.0, 2.0, 3.0, 4.0, 5.0]), _flags([F, F, T, F, T]), 0.5
    )
    with t.explaining(
        "dones[t] is True for the step whose reward ended the episode (here steps 2 and 4), "
        "not for the first step of the next one"
    ):
        t.expect_array(got, (2.75, 3.5, 3.0, 6.5, 5.0))


@suite.check
def returns_of_an_unfinished_episode_sum_what_is_there(t: CheckContext) -> None:
    """An episode cut off by the end of the data (dones[-1] False) sums the rewards it has."""
    got = t.call(
        "discounted_returns", _arr([2.0, -1.0, 0.5, 1.0, 3.0]), _flags([F, T, F, F, F]), 0.9
    )
    hint = "No bootstrap and no error: the last episode's returns are its discounted reward sums"
    with t.explaining(hint):
        t.expect_array(got, (1.1, -1.0, 3.83, 3.7, 3.0))
    got = t.call("discounted_returns", _arr([2.5]), _flags([F]), 0.9)
    with t.explaining(hint):
        t.expect_array(got, (2.5,))


@suite.check
def returns_use_default_gamma_0_99(t: CheckContext) -> None:
    """Called without gamma, discounted_returns uses gamma = 0.99."""
    got = t.call("discounted_returns", _arr([1.0, 1.0, 1.0, 2.0]), _flags([F, F, F, T]))
    t.expect_array(got, (4.910698, 3.9502, 2.98, 2.0), what=f"{t.last_call} (gamma = 0.99)")


@suite.check
def returns_are_new_float64_arrays(t: CheckContext) -> None:
    """discounted_returns returns a new float64 array, for float32 and integer rewards too."""
    rewards, dones = _arr([1.5, -0.5, 2.0]), _flags([F, T, F])
    got = t.call("discounted_returns", rewards, dones, 0.6)
    t.expect_new_float64_array(got, (1.2, -0.5, 2.0), rewards=rewards, dones=dones)
    rewards32 = rewards.astype(np.float32)
    got = t.call("discounted_returns", rewards32, dones, 0.6)
    t.expect_new_float64_array(got, (1.2, -0.5, 2.0), rewards=rewards32)
    # Integer rewards: a result allocated like the rewards (np.zeros_like) truncates 3.5 to 3.
    rewards_int = _idx([3, -1, 4], np.int32)
    got = t.call("discounted_returns", rewards_int, _flags([F, F, T]), 0.5)
    t.expect_new_float64_array(got, (3.5, 1.0, 4.0), rewards=rewards_int)


@suite.check
def returns_accept_lists_and_integer_arrays(t: CheckContext) -> None:
    """discounted_returns takes plain lists (ints in rewards, bools in dones) and int64 arrays."""
    got = t.call("discounted_returns", [1, 2, 0, 3], [F, T, F, F], 0.5)
    t.expect_new_float64_array(got, (2.0, 2.0, 1.5, 3.0))
    got = t.call("discounted_returns", _idx([1, 2, 0, 3]), _flags([F, T, F, F]), 0.5)
    t.expect_new_float64_array(got, (2.0, 2.0, 1.5, 3.0))


@suite.check
def returns_leave_inputs_unchanged(t: CheckContext) -> None:
    """discounted_returns does not change rewards or dones in place."""
    rewards, dones = _arr([0.5, 1.0, -2.0, 1.0]), _flags([F, T, F, F])
    saved = rewards.copy(), dones.copy()
    t.call("discounted_returns", rewards, dones, 0.9)
    t.expect_unchanged("rewards", rewards, saved[0])
    t.expect_unchanged("dones", dones, saved[1])


# --- td0 -----------------------------------------------------------------------------------------


@suite.check
def td0_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two td0 examples (lists, called by keyword)."""
    got = t.call(
        "td0",
        values=[0.0, 0.0, 0.0],
        states=[0, 1, 0],
        rewards=[1.0, 2.0, 3.0],
        next_states=[1, 2, 1],
        dones=[F, T, F],
        alpha=0.5,
        gamma=0.9,
    )
    t.expect_array(got, (2.2, 1.0, 0.0))
    got = t.call(
        "td0",
        values=[1.0, 2.0],
        states=[1, 1, 1],
        rewards=[1.0, 0.5, 0.0],
        next_states=[1, 1, 1],
        dones=[F, F, F],
    )
    t.expect_array(got, (1.0, 2.143756098))


@suite.check
def td0_moves_a_value_alpha_of_the_way_to_its_target(t: CheckContext) -> None:
    """One transition: V(s) <- V(s) + alpha * (r + gamma * V(s') - V(s)); no other entry moves."""
    # V(s) is not 0 in either call, so dropping "- V(s)" or weighting the old value by alpha
    # shows; the second call has a negative reward and bootstraps from a lower-numbered state.
    hint = "The TD error is r + gamma * V(next state) - V(state); the value moves alpha times it"
    got = t.call(
        "td0", _arr([0.5, 2.0, -1.0]), _idx([0]), _arr([1.0]), _idx([1]), _flags([F]), 0.25, 0.9
    )
    with t.explaining(hint):
        t.expect_array(got, (1.075, 2.0, -1.0))
    got = t.call(
        "td0", _arr([0.5, 2.0, -1.0]), _idx([2]), _arr([-0.5]), _idx([0]), _flags([F]), 0.25, 0.9
    )
    with t.explaining(hint):
        t.expect_array(got, (0.5, 2.0, -0.7625))


@suite.check
def td0_applies_transitions_in_order(t: CheckContext) -> None:
    """Each update sees the table as the earlier ones left it (states repeat, rows are re-read)."""
    # State 0 is updated twice and state 1 is read as a next state after its own update. A batch
    # update (V[states] += ...) keeps only the last update of state 0 and reads the initial V;
    # np.add.at keeps both but still reads the initial V.
    got = t.call(
        "td0",
        _arr([0.0, 1.0, 2.0, 0.5]),
        _idx([0, 1, 0, 2, 1]),
        _arr([1.0, -1.0, 0.5, 2.0, 0.0]),
        _idx([1, 2, 1, 0, 3]),
        _flags([F, F, F, F, F]),
        0.5,
        0.9,
    )
    with t.explaining(
        "Apply the transitions one at a time, in order, each to the table as the previous "
        "ones left it"
    ):
        t.expect_array(got, (1.13, 0.675, 2.5084999999999997, 0.5))


@suite.check
def td0_self_loop_reads_the_value_before_its_update(t: CheckContext) -> None:
    """A transition from a state to itself computes its target from the value before the update."""
    # Twice 0 -> 0. Updating V(0) towards the reward first and then adding gamma * V(0) reads a
    # half-updated value (2.5 instead of 2.75 after the first step).
    got = t.call(
        "td0",
        _arr([3.0, 1.0]),
        _idx([0, 0]),
        _arr([1.0, -2.0]),
        _idx([0, 0]),
        _flags([F, F]),
        0.5,
        0.5,
    )
    with t.explaining(
        "In a self-loop both V(s) and V(next state) in the TD error are the value from before "
        "this transition's update"
    ):
        t.expect_array(got, (1.0625, 1.0))


@suite.check
def td0_bootstraps_from_the_given_next_state(t: CheckContext) -> None:
    """The bootstrap reads V(next_states[t]); the transitions need not follow each other."""
    # next_states [1, 3, 2] are not states[t + 1] = [2, 1]: reading the next transition's state,
    # or the state's own value, gives other numbers.
    got = t.call(
        "td0",
        _arr([1.0, -1.0, 4.0, 0.0]),
        _idx([0, 2, 1]),
        _arr([0.5, 1.0, -0.5]),
        _idx([1, 3, 2]),
        _flags([F, F, F]),
        0.5,
        0.9,
    )
    with t.explaining(
        "Bootstrap from V(next_states[t]): the batch may be any transitions, not one trajectory"
    ):
        t.expect_array(got, (0.30000000000000004, 0.375, 2.5, 0.0))


@suite.check
def td0_does_not_bootstrap_through_a_done(t: CheckContext) -> None:
    """Where dones[t] is True the target is the reward alone; V(next_states[t]) is not read."""
    # Both done transitions leave state 0 for state 1, whose value 5.0 must not count, and their
    # rewards must: multiplying the whole target by (1 - d) gives 0.25 instead of 2.25 at state
    # 0, and bootstrapping through the dones 4.1625. The transition in between (not done) does
    # read V(1).
    got = t.call(
        "td0",
        _arr([1.0, 5.0, -2.0]),
        _idx([0, 2, 0]),
        _arr([2.0, 1.0, 3.0]),
        _idx([1, 1, 2]),
        _flags([T, F, T]),
        0.5,
        0.9,
    )
    with t.explaining(
        "A done transition's target is r_t alone: gamma * (1 - d_t) * V(next state) is 0 there, "
        "and the reward still counts"
    ):
        t.expect_array(got, (2.25, 5.0, 1.75))


@suite.check
def td0_ignores_unused_entries_even_huge(t: CheckContext) -> None:
    """Terminal states' entries (±1e300) are never read and come back unchanged."""

    # States 1 and 2 are only reached by done transitions. The same transitions run first with
    # ordinary numbers there, so that the second call fails only where ±1e300 changed the
    # result: adding gamma * V(s') to the target and subtracting it again leaves 0 instead of
    # the reward (1e300 swamps it), which with ordinary numbers goes unseen.
    def transitions() -> tuple[np.ndarray, ...]:
        return (
            _idx([0, 3, 0, 3]),
            _arr([1.0, 0.5, -1.0, 2.0]),
            _idx([1, 0, 2, 2]),
            _flags([T, F, T, T]),
        )

    got = t.call("td0", _arr([0.5, 4.0, -3.0, 2.0]), *transitions(), 0.5, 0.9)
    with t.explaining("At a done the target is r_t alone, and V(next state) is not read"):
        t.expect_array(got, (-0.125, 4.0, -3.0, 1.79375))
    got = t.call("td0", _arr([0.5, 1e300, -1e300, 2.0]), *transitions(), 0.5, 0.9)
    with t.explaining(
        "The same transitions with ordinary numbers in the terminal entries came out right, so "
        "the ±1e300 there changed the result: leave V(next state) out of a done's target "
        "altogether (an if, or np.where) rather than adding it and taking it away"
    ):
        t.expect_array(got, (-0.125, 1e300, -1e300, 1.79375))


@suite.check
def td0_uses_default_alpha_and_gamma(t: CheckContext) -> None:
    """Called without alpha and gamma, td0 uses alpha = 0.1 and gamma = 0.99."""
    got = t.call(
        "td0", [0.0, 1.0, -1.0], [0, 1, 2, 0], [1.0, 0.5, -0.5, 2.0], [1, 2, 0, 2], [F, F, T, F]
    )
    t.expect_array(got, (0.28505, 0.851, -0.95), what=f"{t.last_call} (alpha = 0.1, gamma = 0.99)")


@suite.check
def td0_without_transitions_returns_a_copy(t: CheckContext) -> None:
    """With T = 0 transitions td0 returns a new float64 copy of the table."""
    got = t.call("td0", [1.5, -2.0], [], [], [], [])
    t.expect_new_float64_array(got, (1.5, -2.0))
    values = _arr([0.75, 3.0, -1.0])
    got = t.call("td0", values, _idx([]), _arr([]), _idx([]), _flags([]), 0.5, 0.9)
    t.expect_new_float64_array(got, (0.75, 3.0, -1.0), values=values)
    table = _idx([3, 1])
    got = t.call("td0", table, _idx([]), _arr([]), _idx([]), _flags([]))
    t.expect_new_float64_array(got, (3.0, 1.0), values=table)


@suite.check
def td0_returns_a_new_float64_table(t: CheckContext) -> None:
    """td0 returns a new float64 table, for an integer or float32 table too."""
    # An integer table updated in place truncates each new value (1.4 becomes 1).
    values = _idx([0, 2, 1])
    got = t.call(
        "td0", values, _idx([0, 1]), _arr([1.0, 0.5]), _idx([1, 2]), _flags([F, F]), 0.5, 0.9
    )
    t.expect_new_float64_array(got, (1.4, 1.7, 1.0), values=values)
    values = _arr([0.25, -0.5, 1.0], np.float32)
    got = t.call(
        "td0", values, _idx([1, 2]), _arr([1.0, 0.5]), _idx([2, 0]), _flags([F, F]), 0.5, 0.9
    )
    t.expect_new_float64_array(got, (0.25, 0.7, 0.8625), values=values)


@suite.check
def td0_accepts_lists_and_any_integer_dtype(t: CheckContext) -> None:
    """td0 takes lists, int32 and uint8 state arrays, integer rewards and a list of dones."""
    got = t.call(
        "td0",
        _arr([1.0, 0.0, 2.0]),
        _idx([2, 0, 1], np.int32),
        [1, -1, 2],
        _idx([0, 2, 2], np.uint8),
        [F, F, T],
        0.5,
        0.5,
    )
    t.expect_new_float64_array(got, (0.4375, 1.0, 1.75))
    got = t.call("td0", [1.0, 0.0, 2.0], [2, 0, 1], [1, -1, 2], [0, 2, 2], [F, F, T], 0.5, 0.5)
    t.expect_new_float64_array(got, (0.4375, 1.0, 1.75))


@suite.check
def td0_leaves_inputs_unchanged(t: CheckContext) -> None:
    """td0 changes none of its arguments in place (it returns a new table)."""
    inputs = {
        "values": _arr([0.0, 1.0, 2.0, 0.5]),
        "states": _idx([0, 1, 0, 2]),
        "rewards": _arr([1.0, -1.0, 0.5, 2.0]),
        "next_states": _idx([1, 2, 1, 0]),
        "dones": _flags([F, F, T, F]),
    }
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("td0", **inputs, alpha=0.5, gamma=0.9)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])


# --- n_step_returns ------------------------------------------------------------------------------


@suite.check
def n_step_matches_spec_examples(t: CheckContext) -> None:
    """The statement's n_step_returns examples (lists, called by keyword), n = 2 and n = 1."""
    got = t.call(
        "n_step_returns",
        rewards=[1.0, 0.0, 2.0, 1.0, 1.0],
        values=[0.5, 0.4, 0.3, 0.2, 0.1, 9.0],
        dones=[F, T, F, F, F],
        n=2,
        gamma=0.9,
    )
    t.expect_array(got, (1.0, 0.0, 2.981, 9.190000000000001, 9.1))
    got = t.call(
        "n_step_returns",
        rewards=[1.0, 0.0, 2.0, 1.0],
        values=[1e300, 0.4, 1e300, 0.2, -1e300],
        dones=[F, T, F, T],
        n=1,
        gamma=0.5,
    )
    t.expect_array(got, (1.2, 0.0, 2.1, 1.0))


# One episode of six steps that ends at the last step, so only n decides where a window stops.
_SIX_REWARDS = (1.0, 2.0, -1.0, 0.5, 3.0, 1.0)
_SIX_VALUES = (0.2, -0.4, 1.0, 0.6, -0.8, 0.3, 7.0)
_SIX_DONES = (F, F, F, F, F, T)


@suite.check
def n_step_windows_take_n_rewards_then_bootstrap(t: CheckContext) -> None:
    """G_t sums n discounted rewards, then adds gamma^n * values[t + n] (n = 1, 2 and 3)."""
    # Taking n + 1 or n - 1 rewards, or bootstrapping with gamma^(n - 1) or from values[t + n - 1],
    # changes every return that does not reach the episode's end.
    expected = {
        1: (0.6799999999999999, 2.8, -0.52, -0.14000000000000012, 3.24, 1.0),
        2: (3.24, 1.584, -1.112, 3.0920000000000005, 3.8, 1.0),
        3: (2.2672, 1.1103999999999998, 1.4736000000000002, 3.5400000000000005, 3.8, 1.0),
    }
    for n, want in expected.items():
        got = t.call(
            "n_step_returns", _arr(_SIX_REWARDS), _arr(_SIX_VALUES), _flags(_SIX_DONES), n, 0.8
        )
        with t.explaining(
            "A window of n steps adds r_t, ..., gamma^(n-1) r_{t+n-1}, then gamma^n values[t+n]"
        ):
            t.expect_array(got, want)


@suite.check
def n_step_windows_stop_after_a_done(t: CheckContext) -> None:
    """A window that meets a done keeps that step's reward, then stops: no bootstrap after it."""
    # n = 3 with episodes ending at steps 1, 4 and 5, so that every window ends at a done (the
    # one from step 2 at its third reward, as n runs out) and none at the end of the data:
    # windows running on into the next episode, or bootstrapping from the value after the done,
    # give other numbers.
    got = t.call(
        "n_step_returns",
        _arr([1.0, 0.5, 2.0, -1.0, 1.5, 0.5]),
        _arr([0.3, 0.7, 2.0, -0.5, 4.0, 1.2, 2.5]),
        _flags([F, T, F, F, T, T]),
        3,
        0.9,
    )
    hint = (
        "Every window here ends at a done: it keeps the rewards up to that step's, then "
        "stops, and adds no value after it"
    )
    with t.explaining(hint):
        t.expect_array(got, (1.45, 0.5, 2.3150000000000004, 0.3500000000000001, 1.5, 0.5))
    # n larger than the data with a final done: the Monte Carlo returns of discounted_returns.
    got = t.call(
        "n_step_returns",
        _arr([1.0, 0.5, 2.0, -1.0, 1.5]),
        _arr([0.3, 0.7, 2.0, -0.5, 4.0, 1.2]),
        _flags([F, T, F, F, T]),
        10,
        0.9,
    )
    with t.explaining(hint):
        t.expect_array(got, (1.45, 0.5, 2.3150000000000004, 0.3500000000000001, 1.5))


@suite.check
def n_step_bootstraps_from_the_last_value_when_the_data_ends(t: CheckContext) -> None:
    """A window cut by the end of the data (no done) bootstraps with gamma^m * values[T]."""
    # No done at all, and every window reaches the end of the data, values[T] = 5.0. With n = 3
    # and T = 3 the window of t = 0 takes m = 3 rewards (n runs out as the data does), t = 1
    # only 2 and t = 2 only 1: the bootstrap is gamma^m values[T], not gamma^n values[T], and
    # not nothing (the end of the data is a cut, not the end of an episode). n = 10 > T = 4 cuts
    # every window.
    hint = (
        "The end of the data is not an episode end: bootstrap from values[T] with gamma to the "
        "power of the number of rewards actually taken"
    )
    got = t.call(
        "n_step_returns",
        _arr([-0.5, 2.0, 0.5]),
        _arr([0.2, 0.3, 0.4, 5.0]),
        _flags([F, F, F]),
        3,
        0.9,
    )
    with t.explaining(hint):
        t.expect_array(got, (5.3500000000000005, 6.500000000000001, 5.0))
    rewards, values, dones = [1.0, -0.5, 2.0, 0.5], [0.1, 0.2, 0.3, 0.4, 5.0], [F, F, F, F]
    got = t.call("n_step_returns", _arr(rewards), _arr(values), _flags(dones), 10, 0.9)
    with t.explaining(hint):
        t.expect_array(got, (5.815000000000001, 5.3500000000000005, 6.500000000000001, 5.0))


@suite.check
def n_step_ignores_unused_values_even_huge(t: CheckContext) -> None:
    """values[0], the value after a done and values[T] after a final done may be ±1e300."""
    # None of the ±1e300 entries is ever used; adding a bootstrap and subtracting it again, or
    # multiplying 1e300 by a discount and back, leaves rounding garbage or 0 instead. The same
    # windows run first with ordinary numbers in the unused entries, so that the second call
    # fails only where ±1e300 changed the result.
    rewards, dones = (2.0, 1.0, -1.0, 0.5, 1.0), (F, T, F, F, T)
    got = t.call(
        "n_step_returns",
        _arr(rewards),
        _arr([3.0, 0.5, -2.0, 0.25, 2.0, 4.0]),
        _flags(dones),
        2,
        0.5,
    )
    with t.explaining(
        "A window adds gamma^m values[t + m] only if it did not stop at a done; values[0] is "
        "never used"
    ):
        t.expect_array(got, (2.5, 1.0, -0.25, 1.0, 1.0))
    got = t.call(
        "n_step_returns",
        _arr(rewards),
        _arr([1e300, 0.5, -1e300, 0.25, 2.0, 1e300]),
        _flags(dones),
        2,
        0.5,
    )
    with t.explaining(
        "The same windows with ordinary numbers in the unused entries came out right, so the "
        "±1e300 there changed the result: leave a value that is not used out of the sum "
        "altogether (an if, or np.where) rather than adding it and taking it away"
    ):
        t.expect_array(got, (2.5, 1.0, -0.25, 1.0, 1.0))


@suite.check
def n_step_rejects_n_below_1(t: CheckContext) -> None:
    """n_step_returns raises ValueError when n < 1 (the statement's example, then n = -2)."""
    t.expect_raises(
        ValueError,
        "n = 0: a window must take at least one reward",
        "n_step_returns",
        rewards=[1.0, 2.0],
        values=[0.0, 0.0, 0.0],
        dones=[F, F],
        n=0,
    )
    t.expect_raises(
        ValueError,
        "n = -2: a window must take at least one reward",
        "n_step_returns",
        _arr([0.5, 1.0, 0.0]),
        _arr([1.0, 2.0, 3.0, 4.0]),
        _flags([F, T, F]),
        -2,
        0.9,
    )


@suite.check
def n_step_uses_default_gamma_0_99(t: CheckContext) -> None:
    """Called without gamma, n_step_returns uses gamma = 0.99."""
    got = t.call(
        "n_step_returns", [1.0, 0.0, 2.0, 1.0], [0.5, 0.25, -1.0, 2.0, 4.0], [F, F, F, F], 2
    )
    t.expect_array(
        got, (0.01990000000000003, 3.9402, 6.9104, 4.96), what=f"{t.last_call} (gamma = 0.99)"
    )


@suite.check
def n_step_returns_new_float64_arrays(t: CheckContext) -> None:
    """n_step_returns returns a new float64 array, for integer and float32 inputs too."""
    # Integer rewards and values: a result allocated like the rewards truncates 1.5 to 1.
    rewards, values = _idx([2, -1, 3]), _idx([1, 0, 2, 4])
    got = t.call("n_step_returns", rewards, values, _flags([F, T, F]), 2, 0.5)
    t.expect_new_float64_array(got, (1.5, -1.0, 5.0), rewards=rewards, values=values)
    rewards = _arr([0.5, 1.5, -1.0], np.float32)
    values = _arr([0.25, 1.0, 0.5, 2.0], np.float32)
    got = t.call("n_step_returns", rewards, values, _flags([F, F, F]), 2, 0.5)
    t.expect_new_float64_array(got, (1.375, 1.5, 0.0), rewards=rewards, values=values)


@suite.check
def n_step_accepts_lists_and_numpy_integer_n(t: CheckContext) -> None:
    """n_step_returns takes plain lists (ints and bools) and n as a numpy integer."""
    got = t.call("n_step_returns", [2, -1, 3], [1, 0, 2, 4], [F, T, F], 2, 0.5)
    t.expect_new_float64_array(got, (1.5, -1.0, 5.0))
    got = t.call(
        "n_step_returns",
        _arr([1.0, 2.0, 0.5]),
        _arr([0.0, 1.0, -1.0, 3.0]),
        _flags([F, F, T]),
        np.int64(2),
        0.5,
    )
    t.expect_new_float64_array(got, (1.75, 2.25, 0.5))


@suite.check
def n_step_leaves_inputs_unchanged(t: CheckContext) -> None:
    """n_step_returns does not change rewards, values or dones in place."""
    inputs = {
        "rewards": _arr([1.0, 0.5, -1.0, 2.0]),
        "values": _arr([0.5, 1.0, 1e300, 0.5, 2.0]),
        "dones": _flags([F, T, F, F]),
    }
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("n_step_returns", **inputs, n=2, gamma=0.9)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

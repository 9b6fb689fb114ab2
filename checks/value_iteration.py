"""Checks for "Dynamic programming: policy evaluation, greedy policies and value iteration".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

from typing import Any

import numpy as np

from practice.checking import CheckContext, CheckFailed, Suite

suite = Suite(
    {
        "policy_evaluation": ("P", "R", "policy", "gamma", "theta", "terminal"),
        "greedy_policy": ("P", "R", "V", "gamma", "terminal"),
        "value_iteration": ("P", "R", "gamma", "theta", "terminal"),
    },
    optional=("gamma", "theta", "terminal"),
)

# Taken at import, before any learner code runs.
_ndarray = np.ndarray
_issubdtype = np.issubdtype
_integer = np.integer
_tolist = np.ndarray.tolist
_type = type

F, T = False, True


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


# --- the models ----------------------------------------------------------------------------------
# Each function returns fresh arrays, so an answer that edits its inputs can't spoil later checks.


def _corridor() -> dict[str, Any]:
    """The statement's corridor: states 0..3, state 3 terminal; action 0 goes left (a wall at
    state 0), action 1 right; -1 a step. Its terminal row is a valid self-loop with reward 0."""
    return {
        "P": [
            [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]],
            [[1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]],
            [[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]],
            [[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 1.0]],
        ],
        "R": [[-1.0, -1.0], [-1.0, -1.0], [-1.0, -1.0], [0.0, 0.0]],
    }


def _two_states() -> dict[str, Any]:
    """The statement's two-state model, no terminal state."""
    return {
        "P": [[[0.5, 0.5], [0.0, 1.0]], [[1.0, 0.0], [0.2, 0.8]]],
        "R": [[1.0, 0.0], [-1.0, 2.0]],
    }


def _square() -> dict[str, np.ndarray]:
    """S = A = 3, no terminal state, stochastic and asymmetric: summing P over its first axis
    instead of its last, or reducing q over the states instead of the actions, keeps every
    shape and changes every number."""
    return {
        "P": _arr(
            [
                [[0.6, 0.4, 0.0], [0.0, 0.5, 0.5], [0.2, 0.0, 0.8]],
                [[1.0, 0.0, 0.0], [0.1, 0.3, 0.6], [0.0, 1.0, 0.0]],
                [[0.3, 0.3, 0.4], [0.0, 0.0, 1.0], [0.5, 0.5, 0.0]],
            ]
        ),
        "R": _arr([[1.0, 0.0, 2.0], [-1.0, 0.5, 0.0], [0.0, 3.0, -2.0]]),
    }


SQUARE_POLICY = ((0.2, 0.5, 0.3), (0.6, 0.1, 0.3), (0.0, 0.25, 0.75))


def _benign_terminal() -> dict[str, np.ndarray]:
    """State 2 is terminal, but its rows are a valid self-loop paying 1 per step: sweeping it
    like the others would make it worth 1 / (1 - gamma) = 10 and lift the states leading to it."""
    return {
        "P": _arr(
            [
                [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]],
                [[0.0, 1.0, 0.0], [0.5, 0.0, 0.5]],
                [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
            ]
        ),
        "R": _arr([[1.0, 0.0], [0.5, 2.0], [1.0, 1.0]]),
        "terminal": _arr([F, F, T], bool),
    }


def _garbage_terminal() -> dict[str, np.ndarray]:
    """State 1 (not the last) is terminal and its rows of P, R and the policy hold +-1e300 and
    rows that are not distributions; state 0's action 0 and state 2's action 0 lead into it."""
    return {
        "P": _arr(
            [
                [[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]],
                [[1e300, -1e300, 0.0, 2.0], [0.25, 0.25, 0.25, 0.25]],
                [[0.0, 0.3, 0.0, 0.7], [1.0, 0.0, 0.0, 0.0]],
                [[0.0, 0.0, 0.0, 1.0], [0.0, 1.0, 0.0, 0.0]],
            ]
        ),
        "R": _arr([[2.0, 0.5], [1e300, -1e300], [1.0, -0.5], [0.2, 1.5]]),
        "terminal": _arr([F, T, F, F], bool),
    }


GARBAGE_POLICY = ((0.4, 0.6), (1e300, -1e300), (0.5, 0.5), (0.9, 0.1))


def _one_state(reward: float = 1.0) -> dict[str, np.ndarray]:
    """One state, one action, a self-loop: V_k = r (1 + gamma + ... + gamma^(k-1)). With
    gamma = 0.5 and r = 1 the changes are 1, 0.5, 0.25, 0.125, ..., exact in binary."""
    return {"P": _arr([[[1.0]]]), "R": _arr([[reward]])}


# --- helpers -------------------------------------------------------------------------------------


def _expect_values(t: CheckContext, got: object, expected: object, note: str = "") -> None:
    """A float64 array of values; `note` says what the case is about."""
    what = f"{t.last_call} [{note}]" if note else ""
    t.expect_array(got, expected, what=what)
    t.expect_float64(got, what=what)


def _expect_policy(t: CheckContext, got: object, expected: tuple, what: str = "") -> None:
    """An array of the expected actions (its integer dtype is judged by the checks that say so)."""
    subject = what or t.last_call
    if _type(got) is not _ndarray:
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        t.fail(f"returned a {kind}; expected a numpy array of actions", got, _arr(expected, int))
    if tuple(got.shape) != (len(expected),):
        raise CheckFailed(
            f"{subject} returned an array of shape {tuple(got.shape)}; expected shape "
            f"({len(expected)},), one action per state"
        )
    actions = _tolist(got)
    if actions != list(expected):
        wrong = [s for s in range(len(expected)) if actions[s] != expected[s]]
        raise CheckFailed(
            f"{subject} chose {actions}; expected {list(expected)} (states {wrong} differ)",
            got=str(actions),
            expected=str(list(expected)),
        )


def _expect_integer_dtype(t: CheckContext, got: object, what: str) -> None:
    if _type(got) is _ndarray and not _issubdtype(got.dtype, _integer):
        raise CheckFailed(
            f"{what} is an array of dtype {got.dtype}; expected an integer array of actions "
            "(np.argmax gives one; np.zeros(S) is a float array: use np.zeros(S, dtype=int))",
            got=str(got.dtype),
            expected="an integer dtype",
        )


def _vi(t: CheckContext, *args: Any, **kwargs: Any) -> tuple[Any, Any, str]:
    """Call value_iteration; fail unless it returns a pair. Returns (V, policy, call text)."""
    got = t.call("value_iteration", *args, **kwargs)
    call = t.last_call
    if _type(got) is not tuple or len(got) != 2:
        kind = f"a tuple of {len(got)} items" if _type(got) is tuple else _type(got).__name__
        raise CheckFailed(
            f"{call} returned {kind}; expected a tuple (V, policy) of two arrays "
            "(end with `return V, policy`)"
        )
    return got[0], got[1], call


def _expect_vi(
    t: CheckContext, values: tuple, actions: tuple, *args: Any, note: str = "", **kwargs: Any
) -> None:
    v, policy, call = _vi(t, *args, **kwargs)
    where = f"{call} [{note}]" if note else call
    t.expect_array(v, values, what=f"{where}, V:")
    t.expect_float64(v, what=f"{where}, V:")
    _expect_policy(t, policy, actions, what=f"{where}, policy:")


# --- policy_evaluation ---------------------------------------------------------------------------
# The order matters to an answer whose sweeps never stop: the time limit ends the run at that
# check, and the checks after it are not run. So within each function the checks that cannot
# loop come first (one sweep, theta = 1e9, or a single state), then those with gamma < 1, then
# gamma = 1, where a wrong backup need not converge, and last those whose terminal rows hold
# +-1e300 (a sweep that reads them gives NaN, and NaN never compares below theta);
# greedy_policy has no sweeps. The functions keep the statement's order.


@suite.check
def evaluation_starts_from_zero(t: CheckContext) -> None:
    """V_0 = 0, so a huge theta stops after one sweep: the policy's expected immediate reward."""
    # gamma = 0 reaches the same values (the second sweep changes nothing).
    expected = (0.8, -0.5499999999999999, -0.75)
    got = t.call("policy_evaluation", **_square(), policy=_arr(SQUARE_POLICY), theta=1e9)
    _expect_values(t, got, expected, "theta = 1e9: one sweep")
    got = t.call("policy_evaluation", **_square(), policy=_arr(SQUARE_POLICY), gamma=0.0)
    _expect_values(t, got, expected, "gamma = 0")


@suite.check
def evaluation_returns_the_last_sweep(t: CheckContext) -> None:
    """The answer is V_k, the sweep whose change fell below theta, not the V_{k-1} before it."""
    # Changes 1, 0.5, 0.25: the third sweep (V = 1.75) is the first below theta = 0.3.
    got = t.call("policy_evaluation", **_one_state(), policy=_arr([[1.0]]), gamma=0.5, theta=0.3)
    _expect_values(t, got, (1.75,), "V_3; V_2 is 1.5")
    got = t.call("policy_evaluation", **_one_state(), policy=_arr([[1.0]]), gamma=0.5, theta=0.2)
    _expect_values(t, got, (1.875,), "V_4; V_3 is 1.75")


@suite.check
def evaluation_stops_at_the_first_change_below_theta(t: CheckContext) -> None:
    """The sweeps stop at the first one whose largest change is strictly below theta."""
    # One state, gamma = 0.5: the changes are 1, 0.5, 0.25, 0.125, 0.0625. A change equal to
    # theta does not stop the sweeps ("<=" stops one sweep early).
    got = t.call("policy_evaluation", **_one_state(), policy=_arr([[1.0]]), gamma=0.5, theta=0.125)
    _expect_values(t, got, (1.9375,), "the change 0.125 is not below theta = 0.125")
    # Three states: the largest change falls below theta = 1 a sweep before the sum does.
    got = t.call("policy_evaluation", **_square(), policy=_arr(SQUARE_POLICY), gamma=0.8, theta=1.0)
    _expect_values(t, got, (0.8, -0.5499999999999999, -0.75), "the largest change, not the sum")
    # A reward of -1: the values fall, the changes are -1, -0.5, -0.25, -0.125, and it is their
    # size that must fall below theta (the largest signed change, -1, is below it at once).
    got = t.call(
        "policy_evaluation", **_one_state(-1.0), policy=_arr([[1.0]]), gamma=0.5, theta=0.25
    )
    _expect_values(t, got, (-1.875,), "falling values: the size of the change, |-0.25|")


@suite.check
def evaluation_uses_default_gamma_and_theta(t: CheckContext) -> None:
    """Called without gamma and theta, policy_evaluation uses gamma = 0.9 and theta = 1e-8."""
    # A reward of 0.001: the changes 0.001 * 0.9^k fall below 1e-8 at k = 110, below 1e-6 at
    # k = 66; the two answers differ by about 1e-6, far beyond the tolerance.
    got = t.call("policy_evaluation", **_one_state(0.001), policy=_arr([[1.0]]))
    _expect_values(t, got, (0.009999916647515827,), "gamma = 0.9, theta = 1e-8")


@suite.check
def evaluation_sweeps_are_synchronous(t: CheckContext) -> None:
    """Sweep k computes every V_k(s) from V_{k-1} only, not from values updated in that sweep."""
    # A loose theta stops the sweeps early, where updating in place gives other numbers.
    got = t.call("policy_evaluation", **_square(), policy=_arr(SQUARE_POLICY), gamma=0.8, theta=0.5)
    _expect_values(t, got, (0.476, -0.3407999999999999, -0.8249999999999998), "theta = 0.5")


@suite.check
def evaluation_averages_over_actions_and_next_states(t: CheckContext) -> None:
    """V(s) = sum_a pi(a|s) [R(s, a) + gamma * sum_s' P(s, a, s') V(s')], on the right axes."""
    got = t.call("policy_evaluation", **_square(), policy=_arr(SQUARE_POLICY), gamma=0.8)
    _expect_values(
        t, got, (0.21916601850585452, -0.6742367500463682, -1.1081515147725685), "S = A = 3"
    )


@suite.check
def evaluation_matches_spec_examples(t: CheckContext) -> None:
    """The statement's examples: the corridor, the strict stop (1.875) and the two-state model."""
    got = t.call(
        "policy_evaluation",
        **_corridor(),
        policy=[[0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5]],
        gamma=1.0,
        theta=1e-10,
        terminal=[F, F, F, T],
    )
    _expect_values(t, got, (-11.999999999117478, -9.999999999292271, -5.99999999960724, 0.0))
    got = t.call("policy_evaluation", P=[[[1.0]]], R=[[1.0]], policy=[[1.0]], gamma=0.5, theta=0.25)
    _expect_values(t, got, (1.875,))
    got = t.call("policy_evaluation", **_two_states(), policy=[[0.5, 0.5], [0.25, 0.75]])
    _expect_values(t, got, (9.460352335422165, 10.121145286964017), "default gamma and theta")


@suite.check
def evaluation_accepts_lists_and_integer_inputs(t: CheckContext) -> None:
    """Integer rewards, an integer (one-hot) policy and a list for terminal give float values."""
    model = _benign_terminal()
    got = t.call(
        "policy_evaluation",
        _tolist(model["P"]),
        _arr([[1, 0], [0, 2], [1, 1]], np.int64),
        _arr([[1, 0], [0, 1], [1, 0]], np.int64),
        0.9,
        1e-8,
        [F, F, T],
    )
    _expect_values(t, got, (1.0, 2.45, 0.0), "R and policy are integer arrays")


@suite.check
def evaluation_terminal_states_are_worth_zero(t: CheckContext) -> None:
    """A terminal state is worth 0: moving into it pays R(s, a) and nothing more."""
    got = t.call(
        "policy_evaluation", **_benign_terminal(), policy=_arr([[0.5, 0.5], [0.3, 0.7], [0.5, 0.5]])
    )
    _expect_values(t, got, (1.8062048364316832, 2.9026774230219834, 0.0), "state 2 is terminal")


@suite.check
def evaluation_ignores_garbage_in_terminal_rows(t: CheckContext) -> None:
    """A terminal state's rows of P, R and policy are never read: even +-1e300 is harmless."""
    got = t.call("policy_evaluation", **_garbage_terminal(), policy=_arr(GARBAGE_POLICY))
    expected = (2.021713118866081, 0.0, 1.7068761512185402, 1.7368420695768254)
    _expect_values(t, got, expected, "state 1 is terminal; its rows hold +-1e300")


# --- greedy_policy -------------------------------------------------------------------------------


@suite.check
def greedy_matches_spec_example(t: CheckContext) -> None:
    """The statement's example: a tie in state 0 (action 1 wins), V ignored at terminal state 2."""
    got = t.call(
        "greedy_policy",
        P=[
            [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [0.0, 1.0, 0.0]],
            [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
            [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
        ],
        R=[[0.5, 0.0, 0.0], [1.0, 1.0, 1.0], [0.0, 0.0, 0.0]],
        V=[0.0, 1.0, 50.0],
        gamma=1.0,
        terminal=[F, F, T],
    )
    _expect_policy(t, got, (1, 0, 0))


@suite.check
def greedy_ties_go_to_the_lowest_action(t: CheckContext) -> None:
    """Exact ties go to the lowest action; values 1e-12 apart are not tied."""
    # Deterministic transitions, so tied actions tie exactly: state 0 ties actions 1 and 2,
    # state 1 ties all three; in state 2 action 1 pays 1e-12 more than action 0.
    got = t.call(
        "greedy_policy",
        _arr(
            [
                [[0.0, 1.0, 0.0], [0.0, 1.0, 0.0], [0.0, 1.0, 0.0]],
                [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
                [[0.0, 0.0, 1.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]],
            ]
        ),
        _arr([[0.0, 1.0, 1.0], [0.5, 0.5, 0.5], [1.0, 1.0 + 1e-12, 0.0]]),
        _arr([0.0, 2.0, 1.0]),
    )
    _expect_policy(t, got, (1, 0, 1))


@suite.check
def greedy_reads_terminal_values_as_zero(t: CheckContext) -> None:
    """V(s') counts as 0 at a terminal state s', whatever V holds there."""
    # State 2 is terminal. With V(2) = 100 taken at face value, state 0 would head for it;
    # with V(2) = -100, state 1 would avoid it.
    p = [
        [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]],
        [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]],
        [[0.0, 0.0, 1.0]] * 2,
    ]
    r = [[0.5, 0.0], [2.0, 1.0], [0.0, 0.0]]
    for v in ([0.0, 1.0, 100.0], [0.0, 1.0, -100.0]):
        got = t.call("greedy_policy", _arr(p), _arr(r), _arr(v), terminal=_arr([F, F, T], bool))
        _expect_policy(t, got, (1, 0, 0))


@suite.check
def greedy_gives_terminal_states_action_0(t: CheckContext) -> None:
    """Terminal states get action 0; their rows (here +-1e300) are not read."""
    got = t.call(
        "greedy_policy",
        _arr(
            [
                [[1e300, 0.0, 2.0], [0.5, 0.5, 0.5], [0.0, 3.0, 0.0]],
                [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
                [[0.0, 1.0, 0.0], [-1e300, 1e300, 0.0], [1.0, 1.0, 1.0]],
            ]
        ),
        _arr([[-1e300, 5.0, 1e300], [1.0, 0.5, 1.2], [0.0, 0.0, 7.0]]),
        _arr([3.0, 2.0, -4.0]),
        0.5,
        _arr([T, F, T], bool),
    )
    _expect_policy(t, got, (0, 1, 0))


@suite.check
def greedy_uses_reward_plus_discounted_next_value(t: CheckContext) -> None:
    """pi(s) = argmax_a [R(s, a) + gamma * sum_s' P(s, a, s') V(s')], the argmax per state."""
    # S = A = 3. Leaving out R, leaving out gamma, or taking the argmax over the states each
    # change some action.
    for v, gamma, expected in (
        ([1.0, 4.0, -2.0], 0.5, (0, 2, 1)),
        ([0.0, 3.0, 1.0], 0.5, (2, 2, 1)),
        ([0.0, 3.0, 1.0], 0.3, (2, 1, 1)),
    ):
        got = t.call("greedy_policy", **_square(), V=_arr(v), gamma=gamma)
        _expect_policy(t, got, expected)


@suite.check
def greedy_default_gamma_is_0_9(t: CheckContext) -> None:
    """Called without gamma, greedy_policy uses gamma = 0.9."""
    # State 0: staying pays 9.6; moving pays 0.5 + gamma * 10, which wins only if gamma > 0.91.
    got = t.call(
        "greedy_policy",
        _arr([[[1.0, 0.0], [0.0, 1.0]], [[0.0, 1.0], [1.0, 0.0]]]),
        _arr([[9.6, 0.5], [0.0, 1.0]]),
        _arr([0.0, 10.0]),
    )
    _expect_policy(t, got, (0, 0))


@suite.check
def greedy_returns_an_integer_array(t: CheckContext) -> None:
    """greedy_policy returns a numpy array of integer dtype, one action per state."""
    for terminal in (None, [F, F, T]):
        got = t.call("greedy_policy", **_square(), V=_arr([2.0, -1.0, 0.5]), terminal=terminal)
        _expect_policy(t, got, (2, 0, 0) if terminal else (2, 0, 1))
        _expect_integer_dtype(t, got, f"{t.last_call} returned a policy that")


# --- value_iteration -----------------------------------------------------------------------------


@suite.check
def value_iteration_starts_from_zero(t: CheckContext) -> None:
    """V_0 = 0, so a huge theta stops after one sweep: the best immediate reward of each state."""
    _expect_vi(t, (2.0, 0.5, 3.0), (2, 1, 1), **_square(), theta=1e9, note="theta = 1e9")
    _expect_vi(t, (2.0, 0.5, 3.0), (2, 1, 1), **_square(), gamma=0.0, note="gamma = 0")


@suite.check
def value_iteration_stopping_rule(t: CheckContext) -> None:
    """Stop at the first sweep whose largest change is strictly below theta, and return it."""
    # One state, gamma = 0.5: changes 1, 0.5, 0.25, 0.125.
    _expect_vi(t, (1.875,), (0,), **_one_state(), gamma=0.5, theta=0.25, note="0.25 is not < 0.25")
    _expect_vi(t, (1.75,), (0,), **_one_state(), gamma=0.5, theta=0.3, note="V_3, not V_2 = 1.5")
    # A reward of -1: the changes are -1, -0.5, -0.25, ...; their size is compared with theta.
    _expect_vi(
        t,
        (-1.875,),
        (0,),
        **_one_state(-1.0),
        gamma=0.5,
        theta=0.25,
        note="falling values: the size of the change, |-0.25|",
    )


@suite.check
def value_iteration_uses_default_gamma_and_theta(t: CheckContext) -> None:
    """Called without gamma and theta, value_iteration uses gamma = 0.9 and theta = 1e-8."""
    _expect_vi(t, (0.009999916647515827,), (0,), **_one_state(0.001), note="gamma 0.9, theta 1e-8")


@suite.check
def value_iteration_returns_values_and_policy(t: CheckContext) -> None:
    """value_iteration returns a tuple (V, policy): float64 values, integer actions."""
    # Integer rewards: V must still be float (np.zeros_like(R[:, 0]) would be an int array).
    model = _benign_terminal()
    v, policy, call = _vi(
        t, model["P"], _arr([[1, 0], [0, 2], [1, 1]], np.int64), 0.9, 1e-8, [F, F, T]
    )
    t.expect_array(v, (3.0252100724718103, 3.361344530043292, 0.0), what=f"{call}, V:")
    t.expect_float64(v, what=f"{call}, V:")
    _expect_policy(t, policy, (1, 1, 0), what=f"{call}, policy:")
    _expect_integer_dtype(t, policy, f"{call}: the policy")


@suite.check
def value_iteration_backs_up_the_best_action(t: CheckContext) -> None:
    """V_k(s) = max_a [R(s, a) + gamma * sum_s' P(s, a, s') V_{k-1}(s')], the max per state."""
    _expect_vi(
        t,
        (13.809523773952485, 11.585212997010126, 14.999999964428675),
        (2, 1, 1),
        **_square(),
        gamma=0.8,
        note="S = A = 3",
    )


@suite.check
def value_iteration_policy_is_greedy_for_the_returned_values(t: CheckContext) -> None:
    """The policy is greedy for the V returned, not for the V before the last sweep."""
    # Stopped after two sweeps at V = [1, 1.9, 0]: staying on is worth 0.9 * 1.9 = 1.71 > 1,
    # although the argmax inside the last sweep (against V = [1, 1, 0]) said "take the 1 now".
    _expect_vi(
        t,
        (1.0, 1.9, 0.0),
        (1, 0, 0),
        _arr([[[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]], [[0.0, 1.0, 0.0]] * 2, [[0.0, 0.0, 1.0]] * 2]),
        _arr([[1.0, 0.0], [1.0, 1.0], [0.0, 0.0]]),
        0.9,
        0.95,
        _arr([F, F, T], bool),
    )


@suite.check
def value_iteration_sweeps_are_synchronous(t: CheckContext) -> None:
    """Sweep k computes every V_k(s) from V_{k-1} only, not from values updated in that sweep."""
    _expect_vi(
        t,
        (9.877383782400003, 7.6539131392, 11.067840000000002),
        (2, 1, 1),
        **_square(),
        gamma=0.8,
        theta=1.0,
        note="theta = 1",
    )


@suite.check
def value_iteration_matches_spec_examples(t: CheckContext) -> None:
    """The statement's examples: the corridor, with garbage in its terminal rows, and more."""
    _expect_vi(
        t, (-3.0, -2.0, -1.0, 0.0), (1, 1, 1, 0), **_corridor(), gamma=1.0, terminal=[F, F, F, T]
    )
    garbage = _corridor()
    garbage["P"][3] = [[0.3, 0.3, 0.3, 0.3], [5.0, 0.0, 0.0, 0.0]]
    garbage["R"][3] = [1e300, -1e300]
    _expect_vi(
        t,
        (-3.0, -2.0, -1.0, 0.0),
        (1, 1, 1, 0),
        **garbage,
        gamma=1.0,
        terminal=[F, F, F, T],
        note="garbage in the terminal rows",
    )
    _expect_vi(
        t,
        (1.0, 1.9, 0.0),
        (1, 0, 0),
        P=[
            [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]],
            [[0.0, 1.0, 0.0], [0.0, 1.0, 0.0]],
            [[0.0, 0.0, 1.0]] * 2,
        ],
        R=[[1.0, 0.0], [1.0, 1.0], [0.0, 0.0]],
        gamma=0.9,
        theta=0.95,
        terminal=[F, F, T],
    )
    _expect_vi(
        t,
        (16.16438347211202, 17.534246485810655),
        (0, 1),
        **_two_states(),
        note="default gamma and theta, no terminal state",
    )


@suite.check
def value_iteration_terminal_states_are_worth_zero(t: CheckContext) -> None:
    """A terminal state is worth 0, in every sweep and in the answer; its rows are not read."""
    _expect_vi(t, (4.4999999153297905, 4.9999999153297905, 0.0), (1, 0, 0), **_benign_terminal())
    _expect_vi(
        t,
        (2.5339999408493608, 0.0, 2.2599999408493607, 1.9999999154990868),
        (1, 0, 0, 0),
        **_garbage_terminal(),
        note="state 1 is terminal; its rows hold +-1e300",
    )


# --- all three -----------------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    model = _garbage_terminal()
    inputs = {**model, "policy": _arr(GARBAGE_POLICY)}
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call(
        "policy_evaluation", inputs["P"], inputs["R"], inputs["policy"], terminal=inputs["terminal"]
    )
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

    v = _arr([3.0, 50.0, -1.0, 2.0])
    inputs = {**_garbage_terminal(), "V": v}
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("greedy_policy", inputs["P"], inputs["R"], v, 0.9, inputs["terminal"])
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

    inputs = _garbage_terminal()
    saved = {name: value.copy() for name, value in inputs.items()}
    t.call("value_iteration", **inputs)
    for name, value in inputs.items():
        t.expect_unchanged(name, value, saved[name])

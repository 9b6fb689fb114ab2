"""Checks for "DQN: targets, Double DQN, the Huber loss and soft target updates".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

from typing import Any

import numpy as np

from practice.checking import CheckContext, Suite

suite = Suite(
    {
        "dqn_targets": ("rewards", "dones", "next_q_target", "gamma"),
        "double_dqn_targets": ("rewards", "dones", "next_q_online", "next_q_target", "gamma"),
        "huber_loss": ("pred", "target", "delta"),
        "soft_update": ("target_params", "online_params", "tau"),
    },
    optional=("gamma", "delta", "tau"),
)

# Taken when this module loads, before any learner code runs.
_ndarray = np.ndarray
_float64_scalar = np.float64
_asarray = np.asarray
_type = type
_len = len

T, F = True, False


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _expect_params(
    t: CheckContext, got: Any, expected: tuple, *, inputs: dict[str, Any] | None = None
) -> None:
    """soft_update returned a list of new float64 arrays matching `expected`, one per parameter;
    a 0-d parameter may come back as a 0-d array or a numpy float64. No element shares memory
    with an array of `inputs` (the learner's parameter name -> its list of arrays)."""
    call = t.last_call
    if _type(got) is not list:
        kind = f"a {_type(got).__module__}.{_type(got).__qualname__}"
        if _type(got) is tuple:
            kind = "a tuple"
        t.fail(
            f"returned {kind}; expected a list with one array per parameter "
            "(build it with [...] or list.append)",
            got,
            "a list",
        )
    if _len(got) != _len(expected):
        t.fail(
            f"returned a list of {_len(got)} items; expected {_len(expected)}, one per parameter",
            got,
            f"{_len(expected)} arrays",
        )
    for j in range(_len(expected)):
        item = got[j]
        if _type(item) is _float64_scalar:
            item = _asarray(item)
        where = f"{call}, element {j} of the list:"
        t.expect_array(item, expected[j], what=where)
        t.expect_float64(item, what=where)
        for name, arrays in (inputs or {}).items():
            for k, array in enumerate(arrays):
                t.expect_new_array(got[j], what=where, **{f"{name}[{k}]": array})


# Several checks below call first with ordinary inputs and then with the inputs their subject
# is about (±1e300 in terminal rows, lists and integers, a default left out). The first call's
# note states the rule; the second's tells what to do, and it is reached only when the first
# passed, so that its advice meets only an answer that those inputs broke.
_TARGETS = "y_i = r_i where dones[i] is True (its row is not read), r_i + gamma * {} elsewhere"
_HUGE = (
    "The same transitions with ordinary numbers in the terminal rows came out right, so the "
    "±1e300 there changed the result: select the terminal targets with np.where rather than "
    "adding gamma * {} and subtracting it again"
)
_CONVERT = (
    "The same numbers as float64 arrays came out right: convert with np.asarray(x, dtype=float), "
    "and dones with dtype=bool (~ does not work on a Python list, and an integer array keeps no "
    "fractions)"
)


def _default(name: str, value: str) -> str:
    return f"The same call with {name}={value} given came out right: the default {name} is {value}"


# --- dqn_targets ---------------------------------------------------------------------------------


def _spec_batch() -> dict[str, Any]:
    """The worked examples' three transitions; the second ends its episode."""
    return {
        "rewards": [1.0, 0.5, -1.0],
        "dones": [F, T, F],
        "next_q_target": [[1.0, 3.0, 2.0], [5.0, 2.0, 0.0], [0.5, -0.5, 0.25]],
    }


@suite.check
def dqn_targets_match_spec_examples(t: CheckContext) -> None:
    """The statement's dqn_targets examples (lists, by keyword): the default gamma, then 0.9."""
    with t.explaining("y_i = r_i + gamma * (1 - d_i) * max_a Q_target(s'_i, a)"):
        got = t.call("dqn_targets", **_spec_batch())
        t.expect_array(got, (3.9699999999999998, 0.5, -0.505))
        batch = _spec_batch()
        batch["next_q_target"][1] = [1e300, 1e300, 1e300]
        got = t.call("dqn_targets", **batch, gamma=0.9)
        t.expect_array(got, (3.7, 0.5, -0.55))


@suite.check
def dqn_targets_take_the_max_over_each_next_states_actions(t: CheckContext) -> None:
    """The bootstrap is the largest entry of each transition's own row of next_q_target."""
    # B == A == 3: a max over axis 0 keeps the shape (3,) and only the numbers tell; a max over
    # the whole table, or the mean of the row, gives other numbers too. Then B = 4, A = 2.
    with t.explaining(
        "next_q_target has one row per transition and one column per action: take "
        ".max(axis=1), one number per row"
    ):
        got = t.call(
            "dqn_targets",
            _arr([0.5, -1.0, 2.0]),
            _arr([F, F, F], bool),
            _arr([[1.0, 5.0, 2.0], [4.0, 0.0, 3.0], [-1.0, -2.0, 6.0]]),
            gamma=0.9,
        )
        t.expect_array(got, (5.0, 2.6, 7.4))
        got = t.call(
            "dqn_targets",
            _arr([0.0, 1.0, -0.5, 2.0]),
            _arr([F, F, F, F], bool),
            _arr([[-3.0, -1.0], [2.0, 0.5], [0.0, 0.0], [-0.5, 4.0]]),
            gamma=0.5,
        )
        t.expect_array(got, (-0.5, 2.0, -0.5, 4.0))


@suite.check
def dqn_targets_keep_the_reward_and_drop_the_bootstrap_at_terminals(t: CheckContext) -> None:
    """Where dones is True the target is the reward alone; that row (even ±1e300) is never read."""
    # Bootstrapping through the terminal rows, or masking the whole target instead of the
    # bootstrap (the terminal rewards are lost), shows with ordinary numbers there. Then the
    # terminal rows hold 1e300 and -1e300: adding gamma * 1e300 and subtracting it again loses
    # the reward in the rounding.
    for rule, first, second in (
        (
            _TARGETS,
            [[4.0, 2.0], [0.5, 1.0], [-3.0, 5.0], [-2.0, -4.0]],
            [[-3.0, 2.0], [6.0, 1.0]],
        ),
        (
            _HUGE,
            [[1e300, 1e300], [0.5, 1.0], [-1e300, 5.0], [-2.0, -4.0]],
            [[-1e300, 1e300], [1e300, 1e300]],
        ),
    ):
        with t.explaining(rule.format("max_a Q_target(s'_i, a)")):
            got = t.call(
                "dqn_targets",
                _arr([1.5, -2.0, 0.25, 3.0]),
                _arr([T, F, T, F], bool),
                _arr(first),
                gamma=0.8,
            )
            t.expect_array(got, (1.5, -1.2, 0.25, 1.4))
            got = t.call("dqn_targets", _arr([-1.0, 0.5]), _arr([T, T], bool), _arr(second))
            t.expect_array(got, (-1.0, 0.5))


@suite.check
def dqn_targets_use_default_gamma_0_99(t: CheckContext) -> None:
    """Called without gamma, dqn_targets uses gamma = 0.99."""
    args = ([0.0, 2.0], [F, F], [[10.0, -1.0, 3.0], [0.5, 1.5, 1.0]])
    with t.explaining(_TARGETS.format("max_a Q_target(s'_i, a)")):
        got = t.call("dqn_targets", _arr(args[0]), _arr(args[1], bool), _arr(args[2]), 0.99)
        t.expect_array(got, (9.9, 3.485))
    with t.explaining(_default("gamma", "0.99")):
        got = t.call("dqn_targets", _arr(args[0]), _arr(args[1], bool), _arr(args[2]))
        t.expect_array(got, (9.9, 3.485))


@suite.check
def dqn_targets_accept_lists_and_integer_arrays(t: CheckContext) -> None:
    """Integer rewards and Q-values (lists, int64 and int32 arrays) give float64 targets."""
    with t.explaining(_TARGETS.format("max_a Q_target(s'_i, a)")):
        floats = (_arr([1.0, 0.0, -2.0]), _arr([F, T, F], bool), _arr([[1, 3], [2, 2], [0, -1]]))
        got = t.call("dqn_targets", *floats, gamma=0.5)
        t.expect_new_float64_array(got, (2.5, 0.0, -2.0))
    with t.explaining(_CONVERT):
        got = t.call("dqn_targets", [1, 0, -2], [F, T, F], [[1, 3], [2, 2], [0, -1]], gamma=0.5)
        t.expect_new_float64_array(got, (2.5, 0.0, -2.0))
        rewards = _arr([1, 0, -2], np.int64)
        dones = _arr([F, T, F], bool)
        q = _arr([[1, 3], [2, 2], [0, -1]], np.int32)
        got = t.call("dqn_targets", rewards, dones, q, gamma=0.5)
        t.expect_new_float64_array(got, (2.5, 0.0, -2.0), rewards=rewards, next_q_target=q)


# --- double_dqn_targets --------------------------------------------------------------------------


@suite.check
def double_dqn_matches_spec_example(t: CheckContext) -> None:
    """The statement's double_dqn_targets example (lists, by keyword, gamma=0.9)."""
    with t.explaining("a* = argmax of the online row; y = r + gamma * (1 - d) * Q_target(s', a*)"):
        got = t.call(
            "double_dqn_targets",
            rewards=[1.0, 0.5, -1.0],
            dones=[F, T, F],
            next_q_online=[[2.0, 1.0, 3.0], [0.0, 9.0, 1.0], [-1.0, 0.0, 0.0]],
            next_q_target=[[1.0, 3.0, 2.0], [5.0, 2.0, 0.0], [0.5, -0.5, 0.25]],
            gamma=0.9,
        )
        t.expect_array(got, (2.8, 0.5, -1.45))


@suite.check
def double_dqn_selects_with_online_and_scores_with_target(t: CheckContext) -> None:
    """The online network picks the action, the target network gives its value."""
    # In each row the online argmax, the target argmax, the online max and the target max all
    # differ, so choosing with the target net (plain DQN), scoring with the online net, or the
    # two swapped each give other numbers.
    with t.explaining(
        "Take a* = next_q_online.argmax(axis=1), then read next_q_target at (i, a*_i); "
        "never the target network's own max"
    ):
        got = t.call(
            "double_dqn_targets",
            _arr([0.5, -1.0]),
            _arr([F, F], bool),
            _arr([[1.0, 2.0, 0.5], [3.0, -1.0, 2.0]]),
            _arr([[4.0, 0.0, 1.0], [-1.0, 2.5, 0.5]]),
            gamma=0.9,
        )
        t.expect_array(got, (0.5, -1.9))


@suite.check
def double_dqn_breaks_ties_at_the_lowest_index(t: CheckContext) -> None:
    """When online values tie exactly, the lowest tied action is scored (as np.argmax picks)."""
    # The tied actions have different target values, so the last tied index, or the best target
    # value among the tied actions, gives other numbers.
    with t.explaining("On an exact tie take the first maximum, which is what np.argmax returns"):
        got = t.call(
            "double_dqn_targets",
            _arr([0.0, 1.0, -1.0]),
            _arr([F, F, F], bool),
            _arr([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0], [0.5, -1.0, 0.5]]),
            _arr([[9.0, 5.0, -2.0], [1.0, 4.0, 7.0], [-3.0, 6.0, 2.0]]),
            gamma=0.5,
        )
        t.expect_array(got, (2.5, 1.5, -2.5))


@suite.check
def double_dqn_scores_one_action_per_transition(t: CheckContext) -> None:
    """Each transition reads its own row at its own chosen action: a result of shape (B,)."""
    # B == A == 3: Q_target[:, a*] is (3, 3), a (B, 1) result broadcasts to (3, 3), and an
    # argmax over axis 0 keeps (3,) with the wrong numbers.
    with t.explaining(
        "Index rows and actions together: next_q_target[np.arange(B), a_star] has shape (B,); "
        "next_q_target[:, a_star] takes every row at every chosen action"
    ):
        got = t.call(
            "double_dqn_targets",
            _arr([1.0, 0.0, -1.0]),
            _arr([F, F, F], bool),
            _arr([[0.0, 1.0, 2.0], [2.0, 1.0, 0.0], [1.0, 2.0, 0.0]]),
            _arr([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]),
            gamma=0.5,
        )
        t.expect_array(got, (2.5, 2.0, 3.0))


@suite.check
def double_dqn_never_reads_terminal_rows(t: CheckContext) -> None:
    """Where dones is True the target is the reward, whatever both networks' rows hold."""
    # Ordinary numbers in the terminal rows first, then ±1e300 (see _HUGE).
    for rule, online, target in (
        (
            _TARGETS,
            [[0.0, 1.0], [2.0, -1.0], [-3.0, 4.0]],
            [[3.0, -2.0], [-5.0, 6.0], [7.0, 8.0]],
        ),
        (
            _HUGE,
            [[0.0, 1.0], [1e300, -1e300], [-1e300, 1e300]],
            [[3.0, -2.0], [-1e300, 1e300], [1e300, 1e300]],
        ),
    ):
        with t.explaining(rule.format("Q_target(s'_i, a*_i)")):
            got = t.call(
                "double_dqn_targets",
                _arr([2.0, -0.5, 1.0]),
                _arr([F, T, T], bool),
                _arr(online),
                _arr(target),
                gamma=0.9,
            )
            t.expect_array(got, (0.19999999999999996, -0.5, 1.0))


@suite.check
def double_dqn_uses_default_gamma_0_99(t: CheckContext) -> None:
    """Called without gamma, double_dqn_targets uses gamma = 0.99."""
    args = ([1.0, -1.0], [F, F], [[0.2, 0.1], [0.0, 0.3]], [[5.0, 7.0], [2.0, -4.0]])
    with t.explaining(_TARGETS.format("Q_target(s'_i, a*_i)")):
        got = t.call(
            "double_dqn_targets",
            _arr(args[0]),
            _arr(args[1], bool),
            _arr(args[2]),
            _arr(args[3]),
            0.99,
        )
        t.expect_array(got, (5.95, -4.96))
    with t.explaining(_default("gamma", "0.99")):
        got = t.call(
            "double_dqn_targets", _arr(args[0]), _arr(args[1], bool), _arr(args[2]), _arr(args[3])
        )
        t.expect_array(got, (5.95, -4.96))


@suite.check
def double_dqn_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """Integer rewards and Q-values (lists, int64 and int32 arrays) give float64 targets."""
    online, target = [[1, 4], [2, 0], [3, 3]], [[5, -1], [2, 7], [1, 6]]
    with t.explaining(_TARGETS.format("Q_target(s'_i, a*_i)")):
        got = t.call(
            "double_dqn_targets",
            _arr([3.0, -1.0, 0.0]),
            _arr([F, F, T], bool),
            _arr(online),
            _arr(target),
            gamma=0.5,
        )
        t.expect_new_float64_array(got, (2.5, 0.0, 0.0))
    with t.explaining(_CONVERT):
        got = t.call("double_dqn_targets", [3, -1, 0], [F, F, T], online, target, gamma=0.5)
        t.expect_new_float64_array(got, (2.5, 0.0, 0.0))
        rewards, dones = _arr([3, -1, 0], np.int64), _arr([F, F, T], bool)
        online_arr, target_arr = _arr(online, np.int32), _arr(target, np.int64)
        got = t.call("double_dqn_targets", rewards, dones, online_arr, target_arr, gamma=0.5)
        t.expect_new_float64_array(
            got,
            (2.5, 0.0, 0.0),
            rewards=rewards,
            next_q_online=online_arr,
            next_q_target=target_arr,
        )


# --- huber_loss ----------------------------------------------------------------------------------

_HUBER = (
    "x = pred - target; 0.5 x^2 where |x| <= delta, delta * (|x| - 0.5 delta) elsewhere; "
    "the mean over every element"
)


@suite.check
def huber_matches_spec_examples(t: CheckContext) -> None:
    """The statement's two huber_loss examples (lists, by keyword): delta = 1, then delta = 2."""
    with t.explaining(_HUBER):
        got = t.call("huber_loss", pred=[0.0, 0.0, 0.0, 1.0], target=[0.5, 2.0, -3.0, 1.0])
        t.expect_float(got, 1.03125)
        got = t.call(
            "huber_loss", pred=[0.0, 0.0, 0.0, 1.0], target=[0.5, 2.0, -3.0, 1.0], delta=2.0
        )
        t.expect_float(got, 1.53125)


@suite.check
def huber_is_quadratic_inside_and_linear_outside(t: CheckContext) -> None:
    """With delta = 1: 0.5 x^2 for |x| <= 1, |x| - 0.5 beyond, for negative errors too."""
    # Errors 0.2, -0.9, 2.5, -3.0 and 1.0 (on the boundary). Clipping the error itself
    # (0.5 * clip(x)^2), x - 0.5 without |.|, a threshold on x instead of |x|, x^2 without the
    # 0.5, or the mean squared error each give another number.
    with t.explaining(
        "Both branches use |x|: the test is |x| <= delta and the linear branch is "
        "delta * (|x| - 0.5 * delta), which is never negative"
    ):
        got = t.call(
            "huber_loss",
            _arr([0.2, -0.4, 3.0, -2.5, 0.0]),
            _arr([0.0, 0.5, 0.5, 0.5, -1.0]),
            delta=1.0,
        )
        t.expect_float(got, 1.085)


@suite.check
def huber_scales_both_branches_with_delta(t: CheckContext) -> None:
    """With delta = 2.5 and 0.25 the linear branch is delta * (|x| - 0.5 delta), not divided."""
    # smooth_l1_loss(beta) is this loss divided by beta; delta * |x| - 0.5 * delta (delta^2
    # missing) and |x| - 0.5 * delta (no factor delta) give other numbers when delta != 1.
    with t.explaining(
        "Huber's loss at delta: 0.5 x^2 inside, delta * (|x| - 0.5 * delta) outside. "
        "PyTorch's smooth_l1_loss with beta = delta is this loss divided by delta"
    ):
        pred, target = _arr([0.0, 0.0, 0.0, 0.0]), _arr([1.0, -3.0, 4.0, 0.1])
        got = t.call("huber_loss", pred, target, 2.5)
        t.expect_float(got, 2.93875)
        got = t.call("huber_loss", pred, target, delta=0.25)
        t.expect_float(got, 0.4778125)


@suite.check
def huber_uses_default_delta_1(t: CheckContext) -> None:
    """Called without delta, huber_loss uses delta = 1."""
    with t.explaining(_HUBER):
        got = t.call("huber_loss", _arr([1.5, -0.5, 0.0]), _arr([0.0, 0.25, -2.0]), 1.0)
        t.expect_float(got, 0.9270833333333334)
    with t.explaining(_default("delta", "1.0")):
        got = t.call("huber_loss", _arr([1.5, -0.5, 0.0]), _arr([0.0, 0.25, -2.0]))
        t.expect_float(got, 0.9270833333333334)


@suite.check
def huber_averages_over_every_element(t: CheckContext) -> None:
    """huber_loss is the mean over all elements of inputs of any shape (2-D, 3-D, 0-d)."""
    with t.explaining("Take the mean over every element (np.mean without an axis), not a sum"):
        got = t.call(
            "huber_loss",
            _arr([[0.0, 2.0, -1.0], [0.5, 0.5, 4.0]]),
            _arr([[0.5, 0.0, 1.0], [0.5, -0.5, 0.0]]),
        )
        t.expect_float(got, 1.1875)
        got = t.call(
            "huber_loss",
            _arr([[[1.0, -1.0], [0.0, 3.0]], [[2.0, 2.0], [-0.5, 0.0]]]),
            _arr([[[0.0, 0.0], [0.0, 0.0]], [[0.0, 4.0], [0.0, 0.25]]]),
            delta=1.5,
        )
        t.expect_float(got, 1.03515625)
        got = t.call("huber_loss", _arr(3.0), _arr(0.5))
        t.expect_float(got, 2.0)


@suite.check
def huber_returns_a_python_float(t: CheckContext) -> None:
    """huber_loss returns a Python float (type float exactly, not numpy.float64)."""
    got = t.call("huber_loss", _arr([0.25, 4.0]), _arr([-0.25, 1.0]))
    t.expect_float(got, 1.3125, exact_type=True)


@suite.check
def huber_accepts_lists_and_integer_arrays(t: CheckContext) -> None:
    """huber_loss takes Python lists and integer arrays, and an integer delta."""
    with t.explaining(_HUBER):
        got = t.call("huber_loss", _arr([1.0, 2.0, 3.0]), _arr([0.0, 0.0, 5.0]), delta=1.0)
        t.expect_float(got, 1.1666666666666667)
        got = t.call("huber_loss", _arr([1.0, 2.0, 3.0]), _arr([0.0, 0.0, 5.0]), 2.0)
        t.expect_float(got, 1.5)
    with t.explaining(
        "The same numbers as float64 arrays came out right: convert with np.asarray(x, "
        "dtype=float) first (lists don't subtract element by element)"
    ):
        got = t.call("huber_loss", [1, 2, 3], [0, 0, 5], delta=1)
        t.expect_float(got, 1.1666666666666667)
        got = t.call("huber_loss", _arr([1, 2, 3], np.int64), _arr([0, 0, 5], np.int32), 2)
        t.expect_float(got, 1.5)


# --- soft_update ---------------------------------------------------------------------------------

_SOFT = "Element j is tau * online_params[j] + (1 - tau) * target_params[j]"


def _spec_params() -> dict[str, Any]:
    """The worked examples' two parameters: a 2 x 2 weight and a bias, as nested lists."""
    return {
        "target_params": [[[1.0, 2.0], [3.0, 4.0]], [0.5, -0.5]],
        "online_params": [[[0.0, 0.0], [1.0, 1.0]], [1.5, 0.5]],
    }


@suite.check
def soft_update_matches_spec_examples(t: CheckContext) -> None:
    """The statement's three soft_update examples: tau = 0.1, the default 0.005, and tau = 1."""
    with t.explaining(_SOFT):
        got = t.call("soft_update", **_spec_params(), tau=0.1)
        _expect_params(
            t, got, (((0.9, 1.8), (2.8000000000000003, 3.7)), (0.6000000000000001, -0.4))
        )
        got = t.call("soft_update", **_spec_params())
        _expect_params(t, got, (((0.995, 1.99), (2.9899999999999998, 3.985)), (0.505, -0.495)))
        got = t.call("soft_update", **_spec_params(), tau=1.0)
        _expect_params(t, got, (((0.0, 0.0), (1.0, 1.0)), (1.5, 0.5)))


@suite.check
def soft_update_moves_the_target_by_tau_towards_online(t: CheckContext) -> None:
    """theta' <- tau * theta + (1 - tau) * theta': tau weighs the online network, not the target."""
    with t.explaining(
        "tau is the share of the online parameters: with tau = 0.25 the result is a quarter "
        "of the way from the target to the online values"
    ):
        got = t.call("soft_update", [[2.0, -4.0], [1.0]], [[6.0, 8.0], [-3.0]], tau=0.25)
        _expect_params(t, got, ((3.0, -1.0), (0.0,)))


@suite.check
def soft_update_uses_default_tau_0_005(t: CheckContext) -> None:
    """Called without tau, soft_update uses tau = 0.005."""
    with t.explaining(_SOFT):
        got = t.call("soft_update", [[100.0, -20.0]], [[300.0, 180.0]], 0.005)
        _expect_params(t, got, ((101.0, -19.0),))
    with t.explaining(_default("tau", "0.005")):
        got = t.call("soft_update", [[100.0, -20.0]], [[300.0, 180.0]])
        _expect_params(t, got, ((101.0, -19.0),))


@suite.check
def soft_update_returns_a_list_of_new_float64_arrays(t: CheckContext) -> None:
    """A list (even for tuples in), one new float64 array per parameter, float32 ones included."""
    with t.explaining(
        "Return a list with one np.asarray(..., dtype=float)-based array per parameter, in the "
        "order of the inputs"
    ):
        target = (_arr([[1.0, 0.0, -1.0]]), _arr([2.0, 2.0]), _arr([[0.5], [1.5]]))
        online = (_arr([[3.0, 2.0, 1.0]]), _arr([0.0, 4.0]), _arr([[-0.5], [2.5]]))
        got = t.call("soft_update", target, online, tau=0.5)
        _expect_params(
            t,
            got,
            (((2.0, 1.0, 0.0),), (1.0, 3.0), ((0.0,), (2.0,))),
            inputs={"target_params": target, "online_params": online},
        )
        target32 = [_arr([1.0, -2.0], np.float32)]
        online32 = [_arr([0.5, 0.25], np.float32)]
        got = t.call("soft_update", target32, online32, tau=0.5)
        _expect_params(t, got, ((0.75, -0.875),))


@suite.check
def soft_update_never_returns_an_input_array(t: CheckContext) -> None:
    """tau = 1 and tau = 0 still give new arrays, sharing no memory with either input."""
    # tau = 1 is the hard copy of the Nature DQN: handing back the online arrays themselves
    # would make the target network change with every later step of the online one.
    # The values first, under the rule; the memory only then, under the advice.
    for tau, expected in (
        (1.0, (((0.0, 0.0), (1.0, 1.0)), (1.5, 0.5))),
        (0.0, (((1.0, 2.0), (3.0, 4.0)), (0.5, -0.5))),
    ):
        target = [_arr([[1.0, 2.0], [3.0, 4.0]]), _arr([0.5, -0.5])]
        online = [_arr([[0.0, 0.0], [1.0, 1.0]]), _arr([1.5, 0.5])]
        got = t.call("soft_update", target, online, tau=tau)
        with t.explaining(_SOFT):
            _expect_params(t, got, expected)
        with t.explaining(
            "Even when tau is 1 or 0, compute new arrays (tau * online + (1 - tau) * target, "
            "or a .copy()): never return an input array"
        ):
            _expect_params(
                t, got, expected, inputs={"target_params": target, "online_params": online}
            )


@suite.check
def soft_update_accepts_nested_lists_and_integer_parameters(t: CheckContext) -> None:
    """Parameters as nested Python lists or integer arrays, with an integer tau, give float64."""
    with t.explaining(_SOFT):
        target = [_arr([[1, 2], [3, 4]]), _arr([5])]
        online = [_arr([[0, 0], [2, 2]]), _arr([9])]
        got = t.call("soft_update", target, online, tau=1.0)
        _expect_params(t, got, (((0.0, 0.0), (2.0, 2.0)), (9.0,)))
    with t.explaining(
        "The same numbers as float64 arrays came out right: convert each parameter with "
        "np.asarray(p, dtype=float) (tau * a Python list is an error, and integer arrays stay "
        "integers when tau is the integer 1)"
    ):
        got = t.call("soft_update", [[[1, 2], [3, 4]], [5]], [[[0, 0], [2, 2]], [9]], tau=1)
        _expect_params(t, got, (((0.0, 0.0), (2.0, 2.0)), (9.0,)))
        target = [_arr([[1, 2], [3, 4]], np.int64), _arr([5], np.int32)]
        online = [_arr([[0, 0], [2, 2]], np.int64), _arr([9], np.int32)]
        got = t.call("soft_update", target, online, tau=1)
        _expect_params(
            t,
            got,
            (((0.0, 0.0), (2.0, 2.0)), (9.0,)),
            inputs={"target_params": target, "online_params": online},
        )
        got = t.call("soft_update", [[1, 3]], [[2, 0]], 0.5)
        _expect_params(t, got, ((1.5, 1.5),))


@suite.check
def soft_update_keeps_0d_parameters_0d(t: CheckContext) -> None:
    """A 0-d parameter (a scalar) comes back 0-d: a 0-d float64 array or a numpy float64."""
    with t.explaining(
        "Keep each parameter's shape: np.asarray(2.0) is 0-d, np.atleast_1d or [p] would make "
        "it (1,); a Python float is not an array"
    ):
        got = t.call("soft_update", [2.0, [1.0, 3.0]], [4.0, [0.0, 0.0]], tau=0.25)
        _expect_params(t, got, (2.5, (0.75, 2.25)))
        target, online = [_arr(-1.0), _arr([[2.0]])], [_arr(3.0), _arr([[6.0]])]
        got = t.call("soft_update", target, online, tau=0.5)
        _expect_params(
            t, got, (1.0, ((4.0,),)), inputs={"target_params": target, "online_params": online}
        )


# --- all four ------------------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the four functions changes its input arrays (or the lists holding them) in place."""

    # Each function's inputs are checked right after its own call, so that a change is laid
    # at the door of the function that made it.
    def batch(**more: np.ndarray) -> dict[str, np.ndarray]:
        return {
            "rewards": _arr([1.0, 0.5, -1.0]),
            "dones": _arr([F, T, F], bool),
            **more,
            "next_q_target": _arr([[1.0, 3.0, 2.0], [1e300, 1e300, 1e300], [0.5, -0.5, 0.25]]),
        }

    online = _arr([[2.0, 1.0, 3.0], [0.0, 9.0, 1.0], [-1.0, 0.0, 0.0]])
    for name, inputs in (
        ("dqn_targets", batch()),
        ("double_dqn_targets", batch(next_q_online=online)),
    ):
        saved = {key: value.copy() for key, value in inputs.items()}
        t.call(name, **inputs, gamma=0.9)
        for key, value in inputs.items():
            t.expect_unchanged(key, value, saved[key])

    pred, target = _arr([0.0, 0.0, 0.0, 1.0]), _arr([0.5, 2.0, -3.0, 1.0])
    saved_loss = pred.copy(), target.copy()
    t.call("huber_loss", pred, target)
    t.expect_unchanged("pred", pred, saved_loss[0])
    t.expect_unchanged("target", target, saved_loss[1])

    target_params = [_arr([[1.0, 2.0], [3.0, 4.0]]), _arr([0.5, -0.5])]
    online_params = [_arr([[0.0, 0.0], [1.0, 1.0]]), _arr([1.5, 0.5])]
    items = list(target_params), list(online_params)
    saved_params = [p.copy() for p in target_params], [p.copy() for p in online_params]
    t.call("soft_update", target_params, online_params, tau=0.1)
    for given, before in zip((target_params, online_params), items):
        t.expect(
            _len(given) == _len(before) and all(a is b for a, b in zip(given, before)),
            f"{t.last_call} changed the lists it was given (items replaced, added or removed); "
            "build and return a new list",
        )
    for j in range(2):
        t.expect_unchanged(f"target_params[{j}]", target_params[j], saved_params[0][j])
        t.expect_unchanged(f"online_params[{j}]", online_params[j], saved_params[1][j])

"""Checks for "DPO and IPO: preference losses from log-probabilities".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import math

import numpy as np

from practice.checking import CheckContext, CheckFailed, Suite

DPO_ARGS = ("policy_chosen", "policy_rejected", "ref_chosen", "ref_rejected")

suite = Suite(
    {
        "sequence_logps": ("token_logps", "mask"),
        "dpo_loss": (*DPO_ARGS, "beta", "label_smoothing"),
        "ipo_loss": (*DPO_ARGS, "beta"),
    },
    optional=("beta", "label_smoothing"),
)

# Taken before any learner code runs, so patching numpy, math or builtins changes nothing here.
_ndarray = np.ndarray
_tolist = np.ndarray.tolist
_isfinite = math.isfinite
_isinstance = isinstance
_type = type
_tuple_len = tuple.__len__
_tuple_item = tuple.__getitem__
_float, _abs, _len, _all, _zip = float, abs, len, all, zip
_NUMBER_TYPES = (float, int, np.float64, np.float32)
# What a learner's code may raise when it meets a Python list or an integer array unprepared.
_CONVERSION_ERRORS = (TypeError, ValueError, AttributeError, IndexError)


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


def _pairs(*columns: list[float]) -> dict[str, np.ndarray]:
    """The four (N,) sequence log-prob arrays, by the statement's argument names."""
    return {name: _arr(column) for name, column in _zip(DPO_ARGS, columns)}


# The statement's worked examples: two preference pairs, and one set of large margins.
def _spec_pairs() -> dict[str, np.ndarray]:
    return _pairs([-12.5, -30.0], [-14.0, -28.5], [-13.0, -29.0], [-13.5, -29.5])


def _spec_large_margins() -> dict[str, np.ndarray]:
    # beta = 1: h = +1e4 for the first pair, -1e4 for the second.
    return _pairs([-10.0, -10010.0], [-30.0, -30.0], [-10010.0, -10.0], [-30.0, -30.0])


# --- private helpers ---------------------------------------------------------------------------


def _is_number(value: object) -> bool:
    return _type(value) in _NUMBER_TYPES


def _close(value: object, target: float) -> bool:
    if not _is_number(value):
        return False
    x = _float(value)  # type: ignore[arg-type]
    return _isfinite(x) and _abs(x - target) <= 1e-9 + 1e-6 * _abs(target)


def _all_close(got: np.ndarray, expected: tuple[float, ...]) -> bool:
    """A float array of expected's length close to it element by element (no learner code)."""
    values = _tolist(got)
    same_length = _len(values) == _len(expected)
    return same_length and _all(_close(g, e) for g, e in _zip(values, expected))


def _expect_float(
    t: CheckContext,
    got: object,
    expected: float,
    *,
    what: str = "",
    known_mistakes: tuple[tuple[float, str], ...] = (),
) -> None:
    """expect_float, and when the number is what a known mistake gives, say which mistake."""
    try:
        t.expect_float(got, expected, what=what)
    except CheckFailed as failure:
        hints = [hint for value, hint in known_mistakes if _close(got, value)]
        if _is_number(got) and not _isfinite(_float(got)):  # type: ignore[arg-type]
            hints.append(_OVERFLOW_HINT)
        if not hints:
            raise
        message = failure.message + "\n" + "\n".join(hints)
        raise CheckFailed(message, failure.got, failure.expected) from None


_OVERFLOW_HINT = (
    "The result is not finite: a margin h of ±1e4 overflows exp() or gives log(0). Write "
    "-log(sigmoid(x)) as np.logaddexp(0, -x), which never leaves log space."
)


def _call_accepting(t: CheckContext, name: str, *args: object, **kwargs: object) -> object:
    """Call with lists or integer arrays; a crash there gets a hint about converting."""
    try:
        return t.call(name, *args, **kwargs)
    except _CONVERSION_ERRORS as exc:
        raise CheckFailed(
            f"{t.last_call} raised {type(exc).__name__}: {exc}\nInputs may arrive as Python "
            "lists or integer arrays: convert each with np.asarray(x, dtype=float) "
            "(and a mask with np.asarray(mask, dtype=bool)) before computing.",
            "an exception",
            "a result",
        ) from None


def _dpo_parts(t: CheckContext, got: object) -> tuple[object, object, object]:
    """dpo_loss returns a tuple (loss, chosen_rewards, rejected_rewards)."""
    if not (_isinstance(got, tuple) and _tuple_len(got) == 3):
        kind = _type(got).__name__
        raise CheckFailed(
            f"{t.last_call} returned a {kind}; expected a tuple of three values "
            "(loss, chosen_rewards, rejected_rewards)",
            f"a {kind}",
            "a tuple (loss, chosen_rewards, rejected_rewards)",
        )
    return _tuple_item(got, 0), _tuple_item(got, 1), _tuple_item(got, 2)


def _expect_dpo(
    t: CheckContext,
    got: object,
    loss: float,
    chosen: tuple[float, ...],
    rejected: tuple[float, ...],
    known_mistakes: tuple[tuple[float, str], ...] = (),
) -> tuple[object, object, object]:
    """Check the rewards first (their mistakes are simpler), then the loss."""
    call = t.last_call
    got_loss, got_chosen, got_rejected = _dpo_parts(t, got)
    if _type(got_chosen) is _ndarray and _type(got_rejected) is _ndarray:
        swapped = got_chosen.shape == got_rejected.shape == (_len(chosen),)
        if swapped and got_chosen.dtype.kind == got_rejected.dtype.kind == "f":
            if (
                _all_close(got_chosen, rejected)
                and _all_close(got_rejected, chosen)
                and not _all_close(got_chosen, chosen)
            ):
                negated = _all_close(got_chosen, tuple(-x for x in chosen))
                raise CheckFailed(
                    f"{call} returned the rewards in the wrong order"
                    + (" (or with the wrong sign)" if negated else "")
                    + ": the tuple is (loss, chosen_rewards, rejected_rewards), each reward "
                    "beta * (policy - ref)",
                    f"({_tolist(got_chosen)}, {_tolist(got_rejected)})",
                    f"({list(chosen)}, {list(rejected)})",
                )
    for name, value, want in (
        ("chosen_rewards", got_chosen, chosen),
        ("rejected_rewards", got_rejected, rejected),
    ):
        try:
            t.expect_array(value, want, what=f"{name} from {call}:")
        except CheckFailed as failure:
            factor = _common_factor(value, want)
            if factor is None:
                raise
            if _close(factor, -1.0):
                note = f"Your {name} have the wrong sign: beta * (policy - ref), not ref - policy."
            else:
                note = (
                    f"Your rewards are {factor:.6g} times the expected ones: {name} = "
                    "beta * (policy - ref), with the beta that was passed (default 0.1)."
                )
            raise CheckFailed(f"{failure.message}\n{note}", failure.got, failure.expected) from None
    _expect_float(t, got_loss, loss, what=f"the loss from {call}", known_mistakes=known_mistakes)
    return got_loss, got_chosen, got_rejected


def _common_factor(got: object, expected: tuple[float, ...]) -> float | None:
    """The factor k if got == k * expected element by element (k != 1), else None."""
    if _type(got) is not _ndarray or got.dtype.kind != "f" or got.shape != (_len(expected),):
        return None
    values = _tolist(got)
    pairs = [(g, e) for g, e in _zip(values, expected) if e != 0.0]
    if not pairs or not _all(_isfinite(g) for g in values):
        return None
    k = pairs[0][0] / pairs[0][1]
    if _close(k, 1.0) or _close(k, 0.0):
        return None
    return k if _all_close(got, tuple(k * e for e in expected)) else None


def _with_note(note: str, check: object, *args: object, **kwargs: object) -> None:
    """Run one expectation; if it fails, add `note` (a likely cause) to its message."""
    try:
        check(*args, **kwargs)  # type: ignore[operator]
    except CheckFailed as failure:
        raise CheckFailed(f"{failure.message}\n{note}", failure.got, failure.expected) from None


def _passes(check: object) -> bool:
    """Whether an expectation (learner call included) holds, for diagnosing another failure."""
    try:
        check()  # type: ignore[operator]
    except (CheckFailed, Exception):
        return False
    return True


_DPO_DEFAULTS_NOTE = (
    "Passing beta=0.1 and label_smoothing=0.0 explicitly gives the right result, so your "
    "defaults differ from the statement's: def dpo_loss(..., beta=0.1, label_smoothing=0.0)."
)
_IPO_DEFAULT_NOTE = (
    "Passing beta=0.1 explicitly gives the right result, so your default differs from the "
    "spec's: def ipo_loss(..., beta=0.1)."
)


# --- sequence_logps ----------------------------------------------------------------------------


@suite.check
def sequence_logps_matches_spec_example(t: CheckContext) -> None:
    """sequence_logps adds each row's valid token log-probs (the statement's example)."""
    got = t.call(
        "sequence_logps",
        _arr([[-0.5, -1.25, 0.0], [-2.0, -0.75, 99.0]]),
        _arr([[True, True, False], [True, False, False]], bool),
    )
    # Forgetting the mask gives [-1.75, 96.25]; averaging gives [-0.875, -2.0].
    t.expect_array(got, (-1.75, -2.0))


@suite.check
def sequence_logps_sums_valid_tokens_per_row(t: CheckContext) -> None:
    """Each row's sum covers exactly its masked-in tokens, wherever they sit, and is not a mean."""
    # 5 rows of 5 tokens (so summing down axis 0 still has the right shape, but wrong values);
    # row 4's valid tokens are in the middle (a prompt masked out in front), so taking "the first
    # |o_i| tokens" fails; row 5 sums to -761.5, where exp(sum) underflows to 0, so a product of
    # probabilities followed by log gives -inf.
    got = t.call(
        "sequence_logps",
        _arr(
            [
                [-0.25, -1.5, -0.75, -2.0, -0.125],
                [-3.0, -0.5, -0.0625, -1.0, -4.0],
                [-0.375, 5.0, 7.0, -9.0, 2.0],
                [6.0, 3.0, -1.25, -0.5, 8.0],
                [-300.0, -250.0, -210.0, -1.5, 0.0],
            ]
        ),
        _arr(
            [
                [True, True, True, False, False],
                [True, True, True, True, True],
                [True, False, False, False, False],
                [False, False, True, True, False],
                [True, True, True, True, False],
            ],
            bool,
        ),
    )
    t.expect_array(got, (-2.5, -8.5625, -0.375, -1.75, -761.5))


@suite.check
def sequence_logps_ignores_padding_even_huge(t: CheckContext) -> None:
    """Padding (mask False) may hold any finite value, even ±1e300, without any effect."""
    mask = _arr([[True, True, False, False], [True, False, False, False]], bool)
    for low, high in ((1e300, 1e300), (-1e300, -1e300), (1e300, -1e300), (-7.5, 3.0)):
        logps = _arr([[-0.5, -1.25, low, high], [-2.0, high, low, high]])
        got = t.call("sequence_logps", logps, mask)
        t.expect_array(got, (-1.75, -2.0), what=f"with padding {low:g} and {high:g}, {t.last_call}")
        printed = t.output_text()
        if "Warning" in printed:
            raise CheckFailed(
                f"{t.last_call} printed a numpy warning for padded tokens; replace padding with "
                "np.where(mask, x, 0.0) before any arithmetic (exp, log, ...)",
                printed[:300],
                "no warning",
            )


@suite.check
def sequence_logps_accepts_lists_and_int_arrays(t: CheckContext) -> None:
    """Lists (and a list of bools as mask) and integer arrays work; the result is float64."""
    got = _call_accepting(
        t,
        "sequence_logps",
        [[-0.5, -0.25, -2.5], [-1.0, -0.125, -0.0]],
        [[True, False, True], [True, True, True]],
    )
    t.expect_array(got, (-3.0, -1.125))
    ints = _arr([[-3, -1, -4, -1], [-5, -9, -2, -6]], np.int64)
    mask = _arr([[True, True, False, False], [True, True, True, True]], bool)
    got = _call_accepting(t, "sequence_logps", ints, mask)
    t.expect_new_float64_array(got, (-4.0, -22.0), token_logps=ints, mask=mask)


@suite.check
def sequence_logps_returns_new_float64_array_of_shape_n(t: CheckContext) -> None:
    """The result is a new float64 array of shape (N,), also for one row or one column."""
    logps = _arr([[-0.7, -1.1, -0.2, 4.0]])
    mask = _arr([[True, True, True, False]], bool)
    got = t.call("sequence_logps", logps, mask)
    # shape (1,), not a 0-d array or a Python float
    t.expect_new_float64_array(got, (-2.0,), token_logps=logps, mask=mask)
    column = _arr([[-0.7], [-1.1], [-0.2]])
    ones = _arr([[True], [True], [True]], bool)
    got = t.call("sequence_logps", column, ones)
    t.expect_new_float64_array(got, (-0.7, -1.1, -0.2), token_logps=column, mask=ones)


# --- dpo_loss ----------------------------------------------------------------------------------


@suite.check
def dpo_loss_matches_spec_example(t: CheckContext) -> None:
    """The statement's DPO example, positionally with the defaults (beta=0.1, no smoothing)."""
    expected = (0.7212677647275814, (0.05, -0.1), (-0.05, 0.1))
    mistakes = (
        (1.4425355294551628, "That is the sum over pairs; the loss is their mean."),
        (-0.7212677647275814, "That has the wrong sign: the loss is -log_sigmoid(h)."),
        (0.6712677647275813, "That is the loss of -h: h is chosen minus rejected."),
    )
    try:
        _expect_dpo(t, t.call("dpo_loss", *_spec_pairs().values()), *expected, mistakes)
    except CheckFailed as failure:
        pairs = _spec_pairs().values()
        explicit = lambda: t.call("dpo_loss", *pairs, beta=0.1, label_smoothing=0.0)  # noqa: E731
        if not _passes(lambda: _expect_dpo(t, explicit(), *expected)):
            raise failure from None
        raise CheckFailed(
            f"{failure.message}\n{_DPO_DEFAULTS_NOTE}", failure.got, failure.expected
        ) from None


@suite.check
def dpo_loss_label_smoothing_example(t: CheckContext) -> None:
    """The statement's conservative-DPO example: beta=0.5, label_smoothing=0.1 by keyword."""
    got = t.call("dpo_loss", **_spec_pairs(), beta=0.5, label_smoothing=0.1)
    _expect_dpo(
        t,
        got,
        0.8686693358491647,
        (0.25, -0.5),
        (-0.25, 0.5),
        known_mistakes=(
            (0.8936693358491647, "That is the loss without label smoothing (label_smoothing=0)."),
            (
                0.6686693358491648,
                "label_smoothing weights the wrong term: (1 - ls) goes with -log_sigmoid(h), "
                "ls with -log_sigmoid(-h).",
            ),
            (
                0.9249193358491646,
                'That is TRL\'s "robust" loss (divided by 1 - 2 ls); this exercise asks for '
                "conservative DPO: (1 - ls) (-log_sigmoid(h)) + ls (-log_sigmoid(-h)).",
            ),
        ),
    )


@suite.check
def dpo_rewards_are_beta_times_log_ratios(t: CheckContext) -> None:
    """chosen_rewards = beta (policy_chosen - ref_chosen), and the same for the rejected."""
    # Three pairs where chosen and rejected log-ratios differ in size and sign.
    pairs = _pairs(
        [-8.0, -15.5, -22.25], [-9.5, -14.0, -20.0], [-8.75, -16.0, -21.0], [-9.0, -15.0, -23.5]
    )
    got = t.call("dpo_loss", **pairs, beta=0.3)
    _expect_dpo(t, got, 0.9782005528242873, (0.225, 0.15, -0.375), (-0.15, 0.3, 1.05))


@suite.check
def dpo_loss_label_smoothing_weights_the_flipped_label(t: CheckContext) -> None:
    """loss = mean(-(1 - ls) log_sigmoid(h) - ls log_sigmoid(-h)) for several ls and beta."""
    pairs = _pairs(
        [-20.0, -7.5, -41.0], [-22.5, -6.0, -40.0], [-21.0, -8.0, -39.5], [-21.5, -7.0, -42.0]
    )
    # h = [0.4, -0.1, -0.7] at beta = 0.2. ls = 0.5 makes the loss even in h; TRL's "robust"
    # loss divides by 1 - 2 ls, which is 0 there.
    cases = (
        (0.2, 0.25, 0.7535326537863272),
        (0.2, 0.5, 0.7201993204529938),
        (2.0, 0.25, 2.4441076939632693),
    )
    for beta, ls, loss in cases:
        got = t.call("dpo_loss", **pairs, beta=beta, label_smoothing=ls)
        got_loss, _, _ = _dpo_parts(t, got)
        _expect_float(t, got_loss, loss, what=f"the loss from {t.last_call}")
    # label_smoothing alone, with the default beta = 0.1
    got = t.call("dpo_loss", **pairs, label_smoothing=0.3)
    _expect_dpo(t, got, 0.713326890937885, (0.1, 0.05, -0.15), (-0.1, 0.1, 0.2))


@suite.check
def dpo_loss_defaults_are_beta_0_1_and_no_smoothing(t: CheckContext) -> None:
    """Called without beta and label_smoothing, dpo_loss uses beta=0.1 and label_smoothing=0.0."""
    pairs = _pairs(
        [-4.0, -11.0, -6.5], [-5.5, -10.0, -9.0], [-4.5, -12.5, -7.0], [-5.0, -9.5, -8.0]
    )
    rewards = ((0.05, 0.15, 0.05), (-0.05, -0.05, -0.1))
    explicit = t.call("dpo_loss", **pairs, beta=0.1, label_smoothing=0.0)
    _expect_dpo(t, explicit, 0.6211641924148982, *rewards)
    got = t.call("dpo_loss", *pairs.values())
    _with_note(
        _DPO_DEFAULTS_NOTE,
        _expect_dpo,
        t,
        got,
        0.6211641924148982,
        *rewards,
        known_mistakes=(
            (0.3914032259377431, "Your default beta looks like 0.5; the default is 0.1."),
            (0.21386765884798262, "Your default beta looks like 1.0; the default is 0.1."),
            (0.6361641924148983, "Your default label_smoothing is not 0.0."),
            (0.6286641924148982, "Your default label_smoothing is not 0.0."),
        ),
    )


@suite.check
def dpo_loss_stable_for_large_margins(t: CheckContext) -> None:
    """Margins h up to ±1e4 give a finite, exact loss (log-sigmoid computed without overflow)."""
    # The statement's example: h = +1e4 and -1e4 with beta = 1; the loss is (0 + 1e4) / 2.
    got = t.call("dpo_loss", *_spec_large_margins().values(), beta=1.0)
    _expect_dpo(t, got, 5000.0, (10000.0, -10000.0), (0.0, 0.0))
    # h = [1e4, 4995.5, -1288] with ls = 0.2: every large term must come out exact, also the
    # smoothing term -log_sigmoid(-h), which overflows where -log_sigmoid(h) does not.
    pairs = _pairs(
        [-6.0, -9.0, -1500.0],
        [-10012.0, -7000.0, -3.0],
        [-10006.0, -3009.0, -12.0],
        [-12.0, -9.0, -1091.0],
    )
    got = t.call("dpo_loss", **pairs, beta=0.5, label_smoothing=0.2)
    _expect_dpo(t, got, 1343.1666666666667, (5000.0, 1500.0, -744.0), (-5000.0, -3495.5, 544.0))
    # h = [-1e4, -800, -34.45] with the default beta: the loss is about -mean(h).
    pairs = _pairs(
        [-50010.0, -4.0, -350.0],
        [-20.0, -3000.0, -5.0],
        [-10.0, -4.0, -8.0],
        [-50020.0, -11000.0, -7.5],
    )
    got = t.call("dpo_loss", *pairs.values())
    _expect_dpo(t, got, 3611.4833333333336, (-5000.0, 0.0, -34.2), (5000.0, 800.0, 0.25))


@suite.check
def dpo_loss_takes_arguments_in_spec_order(t: CheckContext) -> None:
    """Positional order (policy_chosen, policy_rejected, ref_chosen, ref_rejected), and names."""
    columns = (
        [-8.0, -15.5, -22.25],
        [-9.5, -14.0, -20.0],
        [-8.75, -16.0, -21.0],
        [-9.0, -15.0, -23.5],
    )
    expected = (0.918200552824287, (0.225, 0.15, -0.375), (-0.15, 0.3, 1.05))
    # Every argument by name, in a shuffled order: only the names matter.
    pairs = _pairs(*columns)
    got = t.call(
        "dpo_loss",
        label_smoothing=0.15,
        ref_rejected=pairs["ref_rejected"],
        ref_chosen=pairs["ref_chosen"],
        beta=0.3,
        policy_rejected=pairs["policy_rejected"],
        policy_chosen=pairs["policy_chosen"],
    )
    _expect_dpo(t, got, *expected)
    # The same call by position: now only the order matters. (Swapping policy_rejected and
    # ref_chosen leaves h, and so the loss, unchanged; the rewards still show it.)
    got = t.call("dpo_loss", *_pairs(*columns).values(), 0.3, 0.15)
    _with_note(
        "With keyword arguments the result is right, so your parameters are in another order; "
        "the statement's is dpo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, "
        "beta=0.1, label_smoothing=0.0).",
        _expect_dpo,
        t,
        got,
        *expected,
    )


@suite.check
def dpo_loss_accepts_lists_and_int_arrays(t: CheckContext) -> None:
    """Python lists and integer arrays work as inputs; the rewards come back as float64."""
    got = _call_accepting(
        t,
        "dpo_loss",
        [-7.5, -3.25],
        [-8.0, -2.5],
        [-7.0, -3.75],
        [-9.0, -2.0],
        beta=0.25,
        label_smoothing=0.05,
    )
    _expect_dpo(t, got, 0.7339063420093417, (-0.125, 0.125), (0.25, -0.125))
    ints = {
        name: _arr(column, np.int64)
        for name, column in _zip(
            DPO_ARGS, ([-12, -30, -7], [-14, -28, -9], [-13, -29, -8], [-13, -30, -6])
        )
    }
    got = _call_accepting(t, "dpo_loss", *ints.values())
    _, chosen, rejected = _expect_dpo(
        t, got, 0.6551697887500239, (0.1, -0.1, 0.1), (-0.1, 0.2, -0.3)
    )
    # _expect_dpo compared the rewards' values; what is left is their dtype and memory.
    for name, rewards in (("chosen_rewards", chosen), ("rejected_rewards", rejected)):
        t.expect_float64(rewards, what=f"{name} from {t.last_call}")
        t.expect_new_array(rewards, what=f"{name} from {t.last_call}", **ints)


@suite.check
def dpo_loss_returns_python_float_and_new_float64_arrays(t: CheckContext) -> None:
    """The loss is a Python float; both rewards are new float64 arrays of shape (N,), even N=1."""
    pairs = _pairs([-5.5], [-6.25], [-6.0], [-5.0])
    got = t.call("dpo_loss", **pairs, beta=0.2)
    loss, chosen, rejected = _expect_dpo(t, got, 0.533382155418777, (0.1,), (-0.25,))
    t.expect_float(loss, 0.533382155418777, exact_type=True, what=f"the loss from {t.last_call}")
    # _expect_dpo compared the rewards' values; what is left is their dtype and memory.
    for name, rewards in (("chosen_rewards", chosen), ("rejected_rewards", rejected)):
        t.expect_float64(rewards, what=f"{name} from {t.last_call}")
        t.expect_new_array(rewards, what=f"{name} from {t.last_call}", **pairs)


# --- ipo_loss ----------------------------------------------------------------------------------


@suite.check
def ipo_loss_matches_spec_example(t: CheckContext) -> None:
    """The statement's IPO example, positionally with the default beta=0.1 (target margin 5)."""
    got = t.call("ipo_loss", *_spec_pairs().values())
    # x = [1, -2]; the target 1 / (2 beta) = 5.
    mistakes = (
        (25.525, "beta went into x: the IPO margin x has no beta, beta only sets the target."),
        (112.5, "The target is 1 / (2 beta) = 5, not 1 / beta = 10."),
        (2.5525, "The target is 1 / (2 beta); 1 / 2 * beta is beta / 2."),
        (30.25, "That squares the mean margin; the loss is the mean of the squares."),
        (65.0, "That is the sum over pairs; the loss is their mean."),
    )
    try:
        _expect_float(t, got, 32.5, known_mistakes=mistakes)
    except CheckFailed as failure:
        pairs = _spec_pairs().values()
        if not _passes(lambda: _expect_float(t, t.call("ipo_loss", *pairs, beta=0.1), 32.5)):
            raise failure from None
        raise CheckFailed(
            f"{failure.message}\n{_IPO_DEFAULT_NOTE}", failure.got, failure.expected
        ) from None


@suite.check
def ipo_loss_beta_sets_only_the_target(t: CheckContext) -> None:
    """beta sets the target 1/(2 beta) and nothing else: the margin x carries no beta."""
    got = t.call("ipo_loss", **_spec_pairs(), beta=0.5)  # target 1, x = [1, -2]
    _expect_float(t, got, 4.5, known_mistakes=((2.125, "beta went into x: x has no beta in IPO."),))
    pairs = _pairs(
        [-18.0, -25.5, -9.0], [-21.0, -24.0, -16.5], [-19.5, -26.0, -10.0], [-20.0, -22.5, -12.0]
    )
    got = t.call("ipo_loss", **pairs, beta=0.05)  # target 10, x = [2.5, 2, 5.5]
    _expect_float(t, got, 46.833333333333336)


@suite.check
def ipo_loss_penalises_margins_on_both_sides_of_the_target(t: CheckContext) -> None:
    """A margin above the target costs as much as one equally far below it (a square, no hinge)."""
    # beta = 0.25: the target is 2. Here x = [2.5, 2, 5.5]: all at or above the target.
    pairs = _pairs(
        [-18.0, -25.5, -9.0], [-21.0, -24.0, -16.5], [-19.5, -26.0, -10.0], [-20.0, -22.5, -12.0]
    )
    got = t.call("ipo_loss", **pairs, beta=0.25)
    _expect_float(
        t,
        got,
        4.166666666666667,
        known_mistakes=((0.0, "Margins above 1/(2 beta) cost something too: no max(0, ...)."),),
    )
    # x = [2, -4.5, -1, -1.5]: at and below the target.
    pairs = _pairs(
        [-3.0, -10.0, -6.0, -1.0],
        [-9.0, -4.0, -6.5, -2.0],
        [-4.0, -9.0, -5.5, -1.5],
        [-8.0, -7.5, -7.0, -4.0],
    )
    got = t.call("ipo_loss", **pairs, beta=0.25)
    _expect_float(t, got, 15.875)


@suite.check
def ipo_loss_default_beta_is_0_1(t: CheckContext) -> None:
    """Called without beta, ipo_loss uses beta=0.1 (target margin 5)."""
    pairs = _pairs(
        [-3.0, -10.0, -6.0, -1.0],
        [-9.0, -4.0, -6.5, -2.0],
        [-4.0, -9.0, -5.5, -1.5],
        [-8.0, -7.5, -7.0, -4.0],
    )
    _expect_float(t, t.call("ipo_loss", **pairs, beta=0.1), 44.375)
    _with_note(
        _IPO_DEFAULT_NOTE,
        _expect_float,
        t,
        t.call("ipo_loss", *pairs.values()),
        44.375,
        known_mistakes=(
            (15.875, "Your default beta looks like 0.25; the default is 0.1."),
            (10.375, "Your default beta looks like 0.5; the default is 0.1."),
            (8.375, "Your default beta looks like 1.0; the default is 0.1."),
        ),
    )


@suite.check
def ipo_loss_accepts_lists_and_int_arrays(t: CheckContext) -> None:
    """Python lists and integer arrays work as inputs."""
    got = _call_accepting(
        t, "ipo_loss", [-7.5, -3.25], [-8.0, -2.5], [-7.0, -3.75], [-9.0, -2.0], beta=0.25
    )
    _expect_float(t, got, 6.625)
    ints = [
        _arr(column, np.int64)
        for column in ([-12, -30, -7], [-14, -28, -9], [-13, -29, -8], [-13, -30, -6])
    ]
    _expect_float(t, _call_accepting(t, "ipo_loss", *ints), 24.666666666666668)


@suite.check
def ipo_loss_returns_python_float(t: CheckContext) -> None:
    """ipo_loss returns a Python float (type float exactly, not numpy.float64), even for N=1."""
    got = t.call("ipo_loss", **_pairs([-5.5], [-6.25], [-6.0], [-5.0]), beta=0.2)
    t.expect_float(got, 0.5625, exact_type=True)


# --- every function ----------------------------------------------------------------------------


@suite.check
def inputs_are_not_modified(t: CheckContext) -> None:
    """None of the three functions changes its input arrays in place."""
    logps = _arr([[-0.5, -1.25, 1e300], [-2.0, -1e300, 7.0]])  # padding, so zeroing it would show
    mask = _arr([[True, True, False], [True, False, False]], bool)
    saved = logps.copy(), mask.copy()
    t.call("sequence_logps", logps, mask)
    t.expect_unchanged("token_logps", logps, saved[0])
    t.expect_unchanged("mask", mask, saved[1])

    for name, kwargs in (("dpo_loss", {"beta": 0.5, "label_smoothing": 0.1}), ("ipo_loss", {})):
        pairs = _pairs(
            [-3.5, -9.0, -1.25], [-4.0, -8.5, -2.0], [-3.0, -10.0, -1.5], [-4.5, -8.0, -2.5]
        )
        before = {key: value.copy() for key, value in pairs.items()}
        t.call(name, **pairs, **kwargs)
        for key, value in pairs.items():
            t.expect_unchanged(key, value, before[key])

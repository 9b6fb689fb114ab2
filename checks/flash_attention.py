"""Checks for "FlashAttention: the online softmax, tiled attention and merging partial results",
written as data.

Every case is in flash_attention.toml and every expected value in flash_attention.expected.json
(computed from the reference by `practice regen flash-attention`). Four rows are code: an empty
block of keys and attention with no key need arrays with a zero-length axis, which no list can
write, and folding a block in pieces or merging two halves chains several calls. This file is
served to browsers, so it must never contain or import the reference solution.
"""

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}
# Taken before any learner code runs.
_type, _len, _tuple, _range = type, len, tuple, range
_array, _zeros, _full, _ndarray = np.array, np.zeros, np.full, np.ndarray
_inf = float("inf")


def _cases(t: CheckContext, name: str):
    """The row's cases that this run asks for, each with its call's arguments by name and its
    stored expected value."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        _, _, by_name = call_arguments(suite.data, case)
        yield case, by_name, expected_for(suite.data, row, case)
    t.case = t.about = ""


def _arrays_of(t: CheckContext, got, count: int, names: str):
    """The learner's tuple of `count` arrays, as new float arrays for the next call (their own
    values, so that a later call cannot change what was judged)."""
    ok = _type(got) is _tuple and _len(got) == count
    ok = ok and all(_type(part) is _ndarray for part in got)
    t.expect(ok, f"returned {_type(got).__name__}; expected a tuple {names} of {count} arrays", got)
    return _tuple(_array(part, dtype=float) for part in got)


def _splits(length: int) -> list[tuple[int, ...]]:
    """Every way to cut `length` keys into consecutive pieces, one key at a time first and the
    whole block at once last."""
    if length == 0:
        return [()]
    ways = [(first,) + rest for first in _range(1, length + 1) for rest in _splits(length - first)]
    return sorted(ways, key=lambda way: (-_len(way), way))


@suite.check
def update_with_an_empty_block_changes_nothing(t: CheckContext) -> None:
    """Each case's state against its block cut to no key: the same state, as new arrays."""
    for case, args, _ in _cases(t, "update_with_an_empty_block_changes_nothing"):
        m, sums, acc = args["m"], args["l"], args["acc"]
        s_block = _array(args["s_block"][..., :0])
        v_block = _array(args["v_block"][..., :0, :])
        want = (m.tolist(), sums.tolist(), acc.tolist())
        got = t.call("online_softmax_update", m, sums, acc, s_block, v_block)
        t.expect_arrays(got, want, rtol=case.rtol, atol=case.atol)
        for part in got:
            t.expect_float64(part)
            t.expect_new_array(part, m=m, l=sums, acc=acc, s_block=s_block, v_block=v_block)


@suite.check
def update_folds_the_same_state_whatever_the_split(t: CheckContext) -> None:
    """Each case's block folded in every split into pieces: the stored one-update state."""
    for case, args, expected in _cases(t, "update_folds_the_same_state_whatever_the_split"):
        s, v = args["s_block"], args["v_block"]
        for way in _splits(s.shape[-1]):
            state, start = (_array(args["m"]), _array(args["l"]), _array(args["acc"])), 0
            for size in way:
                stop = start + size
                piece_s, piece_v = _array(s[..., start:stop]), _array(v[..., start:stop, :])
                got = t.call("online_softmax_update", *state, piece_s, piece_v)
                state, start = _arrays_of(t, got, 3, "(m, l, acc)"), stop
            pieces = " + ".join(str(size) for size in way)
            what = f"folding s_block in pieces of {pieces} keys, the last call {t.last_call}"
            t.expect_arrays(got, expected, rtol=case.rtol, atol=case.atol, what=what)


@suite.check
def tiled_with_no_keys_gives_zeros_and_minus_inf(t: CheckContext) -> None:
    """Each case's q against k and v cut to no key: zeros (..., Lq, dv) and lse -inf (..., Lq)."""
    for case, args, _ in _cases(t, "tiled_with_no_keys_gives_zeros_and_minus_inf"):
        q, k, v = args["q"], args["k"], args["v"]
        k0 = _zeros(k.shape[:-2] + (0, k.shape[-1]))
        v0 = _zeros(v.shape[:-2] + (0, v.shape[-1]))
        kwargs = {"causal": args["causal"]} if "causal" in args else {}
        want = (
            _zeros(q.shape[:-1] + (v.shape[-1],)).tolist(),
            _full(q.shape[:-1], -_inf).tolist(),
        )
        got = t.call("tiled_attention", q, k0, v0, args["block_size"], **kwargs)
        t.expect_arrays(got, want, rtol=case.rtol, atol=case.atol)
        for part in got:
            t.expect_float64(part)


@suite.check
def merge_of_tiled_halves_is_tiled_over_all_keys(t: CheckContext) -> None:
    """Each case's keys cut at every position a, both parts through tiled_attention and then
    merge_attention: the stored tiled_attention over all keys."""
    for case, args, expected in _cases(t, "merge_of_tiled_halves_is_tiled_over_all_keys"):
        q, k, v, size = args["q"], args["k"], args["v"], args["block_size"]
        mask = args.get("mask")
        keys = k.shape[-2]
        for a in _range(keys + 1):
            parts = []
            for lo, hi in ((0, a), (a, keys)):
                kwargs = {} if mask is None else {"mask": _array(mask[..., lo:hi])}
                got = t.call(
                    "tiled_attention",
                    _array(q),
                    _array(k[..., lo:hi, :]),
                    _array(v[..., lo:hi, :]),
                    size,
                    **kwargs,
                )
                parts.append(_arrays_of(t, got, 2, "(out, lse)"))
            (out1, lse1), (out2, lse2) = parts
            got = t.call("merge_attention", out1, lse1, out2, lse2)
            what = (
                f"merging tiled_attention over keys [0, {a}) with tiled_attention over keys "
                f"[{a}, {keys}): {t.last_call}"
            )
            t.expect_arrays(got, expected, rtol=case.rtol, atol=case.atol, what=what)

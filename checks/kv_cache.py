"""Checks for "KV cache: incremental decoding, multi-query and grouped-query attention", as data.

Every case is in kv_cache.toml and every expected value in kv_cache.expected.json (computed
from the reference by `practice regen kv-cache`). Three rows are code: two need arrays with a
zero-length axis (an empty cache, attention with no key), which no list can write, and compare
with the stored results of their own cases; one asks for exactly a Python int, which no result
kind says. This file is served to browsers, so it must never contain or import the
reference solution.
"""

import numpy as np

from practice.cases import call_arguments, expected_for, suite_from_data
from practice.checking import CheckContext
from practice.compare import format_argument

suite = suite_from_data(__file__)
_rows = {row.name: row for row in suite.data.rows}
# Taken before any learner code runs.
_type, _array, _zeros, _tuple = type, np.array, np.zeros, tuple


def _cases(t: CheckContext, name: str):
    """The row's cases that this run asks for, each with its call's arguments by name and its
    stored expected value."""
    row = _rows[name]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        _, _, by_name = call_arguments(suite.data, case)
        yield case, by_name, _array(expected_for(suite.data, row, case), dtype=float)
    t.case = t.about = ""


def _no_positions(x: np.ndarray) -> np.ndarray:
    """An array like x with its position axis (-2) cut to length 0: (..., G, 0, d)."""
    return _zeros(x.shape[:-2] + (0, x.shape[-1]))


def _call_text(name: str, *args: np.ndarray, **kwargs: object) -> str:
    """The call as the learner could type it; an array with no element is written as
    np.zeros(shape), which keeps the axes a printed empty list loses."""

    def text(value: object) -> str:
        if _type(value) is np.ndarray and value.size == 0:
            return f"np.zeros({value.shape})"
        return format_argument(value)

    parts = [text(a) for a in args] + [f"{k}={text(v)}" for k, v in kwargs.items()]
    return f"{name}({', '.join(parts)})"


@suite.check
def gqa_with_no_keys_gives_zeros(t: CheckContext) -> None:
    """The same q against k and v cut to no position: the stored output of a v of zeros."""
    for case, args, expected in _cases(t, "gqa_with_no_keys_gives_zeros"):
        k, v = _no_positions(args["k"]), _no_positions(args["v"])
        kwargs = {"causal": args["causal"]} if "causal" in args else {}
        got = t.call("grouped_query_attention", args["q"], k, v, **kwargs)
        what = _call_text("grouped_query_attention", args["q"], k, v, **kwargs)
        t.expect_array(got, expected.tolist(), rtol=case.rtol, atol=case.atol, what=what)
        t.expect_float64(got, what=what)


def _splits(length: int) -> list[tuple[int, ...]]:
    """Every way to cut `length` positions into chunks, one position at a time first and the
    whole sequence at once last."""
    if length == 0:
        return [()]
    ways = [(first,) + rest for first in range(1, length + 1) for rest in _splits(length - first)]
    return sorted(ways, key=lambda way: (-len(way), way))


@suite.check
def decode_step_from_an_empty_cache_rebuilds_causal_attention(t: CheckContext) -> None:
    """Each stored full attention, rebuilt chunk by chunk from an empty cache."""
    name = "decode_step_from_an_empty_cache_rebuilds_causal_attention"
    for case, args, expected in _cases(t, name):
        q, k, v = args["q"], args["k"], args["v"]
        for way in _splits(q.shape[-2]):
            cache_k, cache_v, start = _no_positions(k), _no_positions(v), 0
            for n in way:
                end = start + n
                q_new = _array(q[..., start:end, :])
                k_new = _array(k[..., start:end, :])
                v_new = _array(v[..., start:end, :])
                got = t.call("decode_step", q_new, k_new, v_new, cache_k, cache_v)
                what = _call_text("decode_step", q_new, k_new, v_new, cache_k, cache_v)
                want = (
                    expected[..., start:end, :].tolist(),
                    k[..., :end, :].tolist(),
                    v[..., :end, :].tolist(),
                )
                t.expect_arrays(got, want, rtol=case.rtol, atol=case.atol, what=what)
                for i, part in enumerate(got):
                    where = f"{what}, item {i} of the tuple it returned,"
                    t.expect_float64(part, what=where)
                    t.expect_new_array(
                        part,
                        what=where,
                        q_new=q_new,
                        k_new=k_new,
                        v_new=v_new,
                        cache_k=cache_k,
                        cache_v=cache_v,
                    )
                # The next step starts from the caches so far (copies: the learner's own
                # arrays are judged above, not trusted below).
                cache_k, cache_v, start = _array(k[..., :end, :]), _array(v[..., :end, :]), end


@suite.check
def kv_cache_bytes_returns_a_python_int(t: CheckContext) -> None:
    """The stored size, then exactly a Python int."""
    row = _rows["kv_cache_bytes_returns_a_python_int"]
    for case in row.cases:
        if t.only_case not in ("", row.name, case.id):
            continue
        t.case, t.about = case.id, case.about
        args, kwargs, _ = call_arguments(suite.data, case)
        got = t.call("kv_cache_bytes", *args, **kwargs)
        t.expect_value(got, expected_for(suite.data, row, case))
        kind = f"{_type(got).__module__}.{_type(got).__name__}"
        t.expect(
            _type(got) is int,
            f"returned a {kind}; expected exactly a Python int (a number of bytes is whole, "
            "and a Python int never overflows)",
            got=kind,
            expected="int",
        )
    t.case = t.about = ""

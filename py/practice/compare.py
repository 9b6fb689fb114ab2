"""Compare what learner code returned with expected values, and say how they differ.

Comparisons run in plain Python on `ndarray.tolist()` and use references captured at import,
so patching numpy or builtins from learner code cannot make a wrong answer look right.
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from .explain import shape_words

__all__ = [
    "CheckFailed",
    "Expected",
    "format_value",
    "format_argument",
    "format_call",
    "array_mismatch",
    "float_mismatch",
    "value_mismatch",
    "exact_array_mismatch",
    "differing",
    "shape_of",
    "observe",
    "observe_result",
    "observed_alike",
    "numbers_in",
]

# Private references, taken before learner code exists.
_ndarray = np.ndarray
_tolist = np.ndarray.tolist
_generic = np.generic
_isfinite = math.isfinite
_isnan = math.isnan
_abs = abs
_float = float
_type = type
_len = len
_range = range
_isinstance = isinstance
_REAL_SCALARS = (int, float, np.float64, np.float32, np.float16, np.int64, np.int32)

Expected = Any  # a float, or nested tuples of floats


class CheckFailed(Exception):
    """A check's expectation did not hold; carries what a student needs to fix it."""

    def __init__(self, message: str, got: str = "", expected: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.got = got
        self.expected = expected
        self.advice = ""  # what to do, set only where the failure is the advice's own mistake
        self.values: dict[str, Any] | None = None  # both arrays in full (explain.value_grid)


def shape_of(value: Expected) -> tuple[int, ...]:
    """The shape of nested tuples, like numpy's."""
    shape = []
    while _isinstance(value, (tuple, list)):
        shape.append(_len(value))
        value = value[0] if value else None
    return tuple(shape)


def _flatten(value: Any) -> list[Any]:
    if _isinstance(value, (tuple, list)):
        out: list[Any] = []
        for item in value:
            out += _flatten(item)
        return out
    return [value]


def _index(flat: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    idx = []
    for size in reversed(shape):
        idx.append(flat % size)
        flat //= size
    return tuple(reversed(idx))


def format_value(value: Any, limit: int = 400) -> str:
    """A short, safe description of a value for messages (never the learner's own __repr__)."""
    if _type(value) is _ndarray:
        shape, dtype = tuple(value.shape), str(value.dtype)
        if value.size <= 24 and value.dtype.kind in "biuf":
            text = np.array2string(value, precision=8, separator=", ")
            text = " ".join(text.split())
            # numpy's own repr leaves out the default dtypes too
            return (
                f"array({text})"
                if dtype in ("float64", "bool")
                else f"array({text}, dtype={dtype})"
            )
        return f"array of shape {shape}, dtype {dtype}"
    if _type(value) in (float, int, bool) or _type(value) in _REAL_SCALARS:
        return f"{_float(value)!r}" if _type(value) is not bool else repr(value)
    if value is None:
        return "None"
    if _isinstance(value, tuple) and shape_of(value):
        text = repr(value)
        if _len(text) <= limit:
            return text
        return f"{_len(_flatten(value))} numbers, shape {shape_of(value)}"
    if _type(value) in (list, str, bytes, dict):
        text = _literal(value, limit)
        if text is not None:
            return text
        unit = {list: "items", str: "characters", bytes: "bytes", dict: "items"}[_type(value)]
        return f"a {_type(value).__name__} of {_len(value)} {unit}"
    return f"a {_type(value).__module__}.{_type(value).__qualname__} object"


# The dtypes np.array gives a list of floats, ints or bools on this platform (ints are int32
# in 32-bit WebAssembly), so a pasted np.array([...]) is the same array without a dtype=.
_float64, _default_int, _bool = np.dtype("float64"), np.array([0]).dtype, np.dtype("bool")
_LITERAL_TYPES = (int, float, bool, str, bytes, type(None))


def _literal(value: Any, budget: int) -> str | None:
    """Python source that rebuilds `value` (numbers, strings, lists and tuples of them) in at
    most `budget` characters, or None. Only exact built-in types, so no learner-defined repr
    runs; non-finite floats are written as numpy's names, so the text still runs."""
    kind = _type(value)
    if kind is float and not _isfinite(value):
        text = "np.nan" if _isnan(value) else ("np.inf" if value > 0 else "-np.inf")
    elif kind in _LITERAL_TYPES:
        text = repr(value) if kind not in (str, bytes) or _len(value) <= budget else None
    elif kind is dict:
        if _len(value) > budget // 6:  # each item takes at least 6 characters: "1: 2, "
            return None
        items = []
        for key, item in value.items():
            key_text, item_text = _literal(key, budget), _literal(item, budget)
            if key_text is None or item_text is None:
                return None
            budget -= _len(key_text) + _len(item_text) + 4
            items.append(f"{key_text}: {item_text}")
        text = "{" + ", ".join(items) + "}"
    elif kind is list or kind is tuple:
        if _len(value) > budget // 3:  # each item takes at least 3 characters: "1, "
            return None
        items = []
        for item in value:
            item_text = _literal(item, budget)
            if item_text is None:
                return None
            budget -= _len(item_text) + 2
            items.append(item_text)
        if kind is list:
            text = f"[{', '.join(items)}]"
        else:
            text = f"({items[0]},)" if _len(items) == 1 else f"({', '.join(items)})"
    else:
        return None
    return text if text is not None and _len(text) <= budget else None


def format_argument(value: Any, limit: int = 400) -> str:
    """An argument of a call as the learner could type it: `np.array([[1.0, 2.0]])`, `[1, 2]`,
    `'mean'`, `3`; so a failing call can be pasted into their own code and run again. Too long
    to read, or not a plain value: the short description of `format_value`."""
    text = None
    if _type(value) is _ndarray and value.dtype.kind in "biuf" and value.size <= 60:
        numbers = _literal(_tolist(value), limit)
        if numbers is not None:
            dtype = value.dtype
            plain = dtype == _float64 or dtype == _default_int or dtype == _bool
            text = f"np.array({numbers})" if plain else f"np.array({numbers}, dtype=np.{dtype})"
    elif _isinstance(value, _generic) and value.dtype.kind in "biuf":
        text = repr(value)  # numpy 2 writes np.float64(0.5), np.int64(3)...
    else:
        text = _literal(value, limit)
    if text is not None and _len(text) <= limit:
        return text
    if _type(value) is tuple:
        return f"a tuple of {_len(value)} items"
    return format_value(value, limit)


def format_call(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """`kl_k3(np.array([...]), np.array([...]))`: the call as typed, large arrays described."""
    parts = [format_argument(a) for a in args]
    parts += [f"{k}={format_argument(v)}" for k, v in kwargs.items()]
    return f"{name}({', '.join(parts)})"


def _tolerance_text(rtol: float, atol: float) -> str:
    return f"|got − expected| ≤ {atol:g} + {rtol:g}·|expected|"


def array_mismatch(got: Any, expected: Expected, rtol: float, atol: float) -> str | None:
    """None when `got` is a float ndarray matching `expected`; otherwise what is wrong."""
    if _type(got) is not _ndarray:
        return f"returned {format_value(got)}; expected a numpy array (np.ndarray)"
    if got.dtype.kind != "f":
        return f"returned an array of dtype {got.dtype}; expected a float array"
    want_shape = shape_of(expected)
    if tuple(got.shape) != want_shape:
        return shape_words(tuple(got.shape), want_shape)  # before any value: shapes first
    got_flat = _flatten(_tolist(got))
    want_flat = _flatten(expected)
    worst, worst_excess, bad = -1, -1.0, 0
    for i in _range(_len(want_flat)):
        excess = _excess(got_flat[i], want_flat[i], rtol, atol)
        if excess > 0:
            bad += 1
            if excess > worst_excess:
                worst, worst_excess = i, excess
    if not bad:
        return None
    g, e = got_flat[worst], want_flat[worst]
    where = list(_index(worst, want_shape)) if want_shape else []
    return (
        f"{bad} of {_len(want_flat)} elements differ (shape {want_shape}, dtype {got.dtype}); "
        f"worst at index {where}: got {g!r}, expected {e!r} "
        f"(tolerance: {_tolerance_text(rtol, atol)})"
    )


def _excess(got: float, want: float, rtol: float, atol: float) -> float:
    """How far `got` is outside the tolerance around `want` (> 0: it differs). A non-finite
    expected value is met only by itself: -inf by -inf, nan by nan."""
    if not _isfinite(want):
        same = got == want or (_isnan(got) and _isnan(want))
        return 0.0 if same else math.inf
    if not _isfinite(got):
        return math.inf
    return _abs(got - want) - (atol + rtol * _abs(want))


def differing(got: Any, expected: Expected, rtol: float, atol: float) -> list[tuple[int, ...]]:
    """The indices where an array `got` (of expected's shape) differs; [()] for a number that
    differs; [] when nothing differs or the two cannot be compared element by element."""
    if _type(got) is _ndarray and got.dtype.kind in "biuf":
        shape = shape_of(expected)
        if tuple(got.shape) != shape:
            return []
        got_flat, want_flat = _flatten(_tolist(got)), _flatten(expected)
        return [
            _index(i, shape)
            for i in _range(_len(want_flat))
            if _excess(_float(got_flat[i]), _float(want_flat[i]), rtol, atol) > 0
        ]
    if _type(got) in _REAL_SCALARS and _type(expected) in (int, float):
        return [()] if _excess(_float(got), _float(expected), rtol, atol) > 0 else []
    return []


class _Items(tuple):
    """A dict's items in order, as _plain_value compares them."""


def _plain_value(value: Any) -> Any:
    """Lists and tuples as tuples, a dict as its items in order, for an exact comparison; None
    for anything but plain values (so no learner-defined __eq__ ever runs)."""
    kind = _type(value)
    if kind in (int, float, bool, str, bytes, type(None)):
        return value
    if kind is dict:
        pairs = [(_plain_value(k), _plain_value(v)) for k, v in value.items()]
        if any(k is None or v is None for k, v in pairs):
            return None
        return _Items(pairs)
    if kind is list or kind is tuple:
        items = tuple(_plain_value(item) for item in value)
        return None if any(i is None and v is not None for i, v in zip(items, value)) else items
    return None


def _same(got: Any, want: Any) -> bool:
    """Exact equality of plain values: a bool is not an int, a list matches a tuple, a dict
    matches only a dict with the same items in the same order."""
    if _isinstance(got, _Items) != _isinstance(want, _Items):
        return False
    if _isinstance(got, tuple) and _isinstance(want, tuple):
        return _len(got) == _len(want) and all(_same(g, w) for g, w in zip(got, want))
    if (_type(got) is bool) != (_type(want) is bool):
        return False
    return _type(got) is not tuple and _type(want) is not tuple and got == want


def _show(value: Any) -> str:
    text = repr(tuple(value) if _isinstance(value, _Items) else value)
    return text if _len(text) <= 200 else text[:197] + "..."


def value_mismatch(got: Any, expected: Any) -> str | None:
    """None when `got` is the plain value `expected` (lists and tuples alike); else why not."""
    plain, want = _plain_value(got), _plain_value(expected)
    if plain is None and got is not None:
        return f"returned {format_value(got)}; expected {format_value(expected)}"
    if _same(plain, want):
        return None
    if _isinstance(want, _Items) and not _isinstance(plain, _Items):
        return f"returned {format_value(got)}; expected a dict"
    if _isinstance(want, tuple) and _isinstance(plain, tuple):
        if _len(plain) != _len(want):
            return f"returned {_len(plain)} items; expected {_len(want)}"
        where = "item" if _isinstance(want, _Items) else "index"
        for i, (g, e) in enumerate(zip(plain, want)):
            if not _same(g, e):
                return f"differs first at {where} {i}: got {_show(g)}, expected {_show(e)}"
    return f"returned {format_value(got)}; expected {format_value(expected)}"


def exact_array_mismatch(got: Any, expected: Expected) -> str | None:
    """None when `got` is an array of bools (ints) like `expected`, equal everywhere."""
    if _type(got) is not _ndarray:
        return f"returned {format_value(got)}; expected a numpy array (np.ndarray)"
    flat = _flatten(expected)
    want_bool = bool(flat) and _type(flat[0]) is bool
    if want_bool and got.dtype.kind != "b":
        return f"returned an array of dtype {got.dtype}; expected a bool array"
    if not want_bool and flat and got.dtype.kind not in "iu":
        return f"returned an array of dtype {got.dtype}; expected an integer array"
    want_shape = shape_of(expected)
    if tuple(got.shape) != want_shape:
        return f"returned an array of shape {tuple(got.shape)}; expected shape {want_shape}"
    got_flat = _flatten(_tolist(got))
    bad = [i for i in _range(_len(flat)) if got_flat[i] != flat[i]]
    if not bad:
        return None
    where = list(_index(bad[0], want_shape))
    return (
        f"{_len(bad)} of {_len(flat)} elements differ (shape {want_shape}); first at index "
        f"{where}: got {got_flat[bad[0]]!r}, expected {flat[bad[0]]!r}"
    )


def float_mismatch(got: Any, expected: float, rtol: float, atol: float) -> str | None:
    """None when `got` is a real number close to `expected`; otherwise what is wrong."""
    if _type(got) not in _REAL_SCALARS or _type(got) is bool:
        if _type(got) is _ndarray:
            return f"returned {format_value(got)}; expected a single number (a Python float)"
        return f"returned {format_value(got)}; expected a Python float"
    value = _float(got)
    if _excess(value, expected, rtol, atol) > 0:
        return (
            f"got {value!r}, expected {expected!r} "
            f"(difference {_abs(value - expected):.3g}; tolerance: {_tolerance_text(rtol, atol)})"
        )
    return None


# --- observations: what a check saw of a learner's value ------------------------------------
# A check records the value behind each failed expectation (checking.CheckContext) so that a
# failing answer can be compared with the known wrong answers (practice.diagnosis). Recorded as
# plain JSON data, made without running any of the learner's code: exact types only, numbers
# read through ndarray.tolist.

OBSERVED_DIGITS = 10  # kept of each number; far below any tolerance the matching uses
OBSERVED_ITEMS = 32  # items of a list or tuple
OBSERVED_ARRAY = 512  # values of an array; a bigger one is sampled evenly
_NUMPY_SCALARS = {
    np.float64: "np.f8",
    np.float32: "np.f4",
    np.float16: "np.f2",
    np.bool_: "np.b",
    **{t: "np.i" for t in (np.int8, np.int16, np.int32, np.int64)},
    **{t: "np.u" for t in (np.uint8, np.uint16, np.uint32, np.uint64)},
}


def _dtype_code(dtype: Any) -> str:
    """A dtype as matching tells them apart: float widths matter, integer widths don't
    (numpy's default int is int64 under CPython and int32 in the browser)."""
    kind = dtype.kind
    return f"f{dtype.itemsize}" if kind == "f" else kind


def _number(value: Any) -> Any:
    """A number as JSON keeps it: rounded to OBSERVED_DIGITS, non-finite ones as strings."""
    if _type(value) is bool:
        return value
    if _type(value) is int and _abs(value) < 2**53:
        return value
    value = _float(value)
    if not _isfinite(value):
        return "nan" if _isnan(value) else ("inf" if value > 0 else "-inf")
    return _float(f"{value:.{OBSERVED_DIGITS}g}")


def observe(value: Any) -> dict[str, Any]:
    """What a value is, as data to compare later: its kind, shape and numbers."""
    kind = _type(value)
    if kind is _ndarray:
        seen: dict[str, Any] = {"t": "ndarray", "d": _dtype_code(value.dtype)}
        seen["s"] = list(value.shape)
        if value.dtype.kind in "biuf":
            flat = _flatten(_tolist(value))
            if _len(flat) > OBSERVED_ARRAY:
                step = _len(flat) / OBSERVED_ARRAY
                flat = [flat[int(i * step)] for i in _range(OBSERVED_ARRAY)]
            seen["v"] = [_number(x) for x in flat]
        return seen
    if kind in (bool, int, float):
        return {"t": kind.__name__, "v": _number(value)}
    if kind in _NUMPY_SCALARS:
        number = bool(value) if kind is np.bool_ else _float(value)
        return {"t": _NUMPY_SCALARS[kind], "v": _number(number)}
    if value is None:
        return {"t": "None"}
    if kind is list or kind is tuple:
        items = [observe(value[i]) for i in _range(min(_len(value), OBSERVED_ITEMS))]
        return {"t": kind.__name__, "n": _len(value), "v": items}
    if kind is str:
        return {"t": "str"}  # text, a warning above all, holds file names and line numbers
    if kind is bytes:
        return {"t": "bytes", "n": _len(value), "v": list(value[:OBSERVED_ITEMS])}
    if kind is dict:
        items = list(value.items())[:OBSERVED_ITEMS]
        return {"t": "dict", "n": _len(value), "v": [[observe(k), observe(v)] for k, v in items]}
    return {"t": f"{kind.__module__}.{kind.__qualname__}"}


def observe_result(value: Any) -> dict[str, Any]:
    """`observe`, with a string's text too: a result compared exactly (a decoded text) is what
    tells one wrong answer from another."""
    if _type(value) is str:
        return {"t": "str", "s": value[:OBSERVED_ARRAY]}
    return observe(value)


def _close(want: Any, got: Any, rtol: float, atol: float) -> bool:
    if _type(want) is str or _type(got) is str or _type(want) is bool or _type(got) is bool:
        return want == got  # non-finite numbers, booleans
    return _abs(got - want) <= atol + rtol * _abs(want)


def observed_alike(want: Any, got: Any, rtol: float, atol: float) -> bool:
    """Two observations (`observe`) of the same kind and shape whose numbers agree within the
    tolerance, |got - want| <= atol + rtol * |want|, as a check compares a value with the
    expected one."""
    if _type(want) is not _type(got):
        return False
    if _type(want) is dict:
        if want.keys() != got.keys():
            return False
        return all(observed_alike(want[k], got[k], rtol, atol) for k in want)
    if _type(want) is list:
        if _len(want) != _len(got):
            return False
        return all(observed_alike(w, g, rtol, atol) for w, g in zip(want, got))
    if _type(want) in (int, float):
        return _close(want, got, rtol, atol)
    return want == got


# A number not inside a name (kl_k3, float64): digits, a point, an exponent; or nan, inf.
_NUMBER = re.compile(
    r"(?<![\w.])[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.])|\b(?:nan|inf)\b"
)


def numbers_in(text: str, limit: int = 400) -> tuple[str, list[Any]]:
    """A message as its words and its numbers apart ("got #, expected #", [0.5, 1.0]), so that
    two messages can be compared with a tolerance on the numbers they quote."""
    numbers: list[Any] = []

    def take(match: re.Match[str]) -> str:
        numbers.append(_number(_float(match.group(0))))
        return "#"

    return _NUMBER.sub(take, text[:limit]), numbers

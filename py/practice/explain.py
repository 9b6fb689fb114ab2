"""The learner's words for what went wrong: shapes in words, values side by side, numpy's errors
explained with the learner's own arrays.

One home for these sentences, so the terminal (practice.cli) and the page (web/results.js) show
the same: the runner puts them in the result object, the front ends only lay them out. Nothing
here runs learner code: values are read through ndarray.tolist and exact built-in types.
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

__all__ = [
    "shape_words",
    "value_grid",
    "grid_text",
    "SHOWN_ELEMENTS",
    "frame_arrays",
    "explain_numpy_error",
    "explain_exception",
]

SHOWN_ELEMENTS = 64  # outputs up to this size are shown whole, got beside expected
_ndarray = np.ndarray
_tolist = np.ndarray.tolist


def _count(n: int, word: str) -> str:
    names = {1: "one", 2: "two", 3: "three", 4: "four"}
    return f"{names.get(n, str(n))} {word}{'s' if n != 1 else ''}"


def shape_words(got: tuple[int, ...], want: tuple[int, ...]) -> str:
    """`got shape (2, 2, 2), expected (2, 2): one axis too many, of size 2, at the end`."""
    head = f"got shape {got}, expected {want}"
    if len(got) > len(want):
        extra = len(got) - len(want)
        if got[: len(want)] == want:
            sizes = ", ".join(str(s) for s in got[len(want) :])
            return f"{head}: {_count(extra, 'axis')} too many, of size {sizes}, at the end"
        if got[extra:] == want:
            sizes = ", ".join(str(s) for s in got[:extra])
            return f"{head}: {_count(extra, 'axis')} too many, of size {sizes}, at the start"
        return f"{head}: {_count(extra, 'axis')} too many"
    if len(got) < len(want):
        missing = len(want) - len(got)
        if want[: len(got)] == got:
            sizes = ", ".join(str(s) for s in want[len(got) :])
            return f"{head}: {_count(missing, 'axis')} missing at the end (of size {sizes})"
        if want[missing:] == got:
            sizes = ", ".join(str(s) for s in want[:missing])
            return f"{head}: {_count(missing, 'axis')} missing at the start (of size {sizes})"
        return f"{head}: {_count(missing, 'axis')} missing"
    if sorted(got) == sorted(want) and got != want:
        return f"{head}: the same sizes in another order (axes swapped or transposed?)"
    wrong = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if len(wrong) == 1:
        i = wrong[0]
        return f"{head}: axis {i} has size {got[i]} instead of {want[i]}"
    return f"{head}: axes {', '.join(map(str, wrong))} have other sizes"


def _number(value: Any) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return f"{value:.8g}"
    return str(value)


def value_grid(got: Any, expected: Any, wrong: list[tuple[int, ...]]) -> dict[str, Any] | None:
    """Both arrays in full, as text cells, with the differing elements' indices: what the page
    draws as a table (highlighting them) and the terminal as aligned rows (marking them with
    `*`, which survives NO_COLOR). None for outputs over SHOWN_ELEMENTS or of more than two
    axes."""
    if type(got) is not _ndarray or got.ndim > 2 or got.size > SHOWN_ELEMENTS or not got.size:
        return None
    if tuple(got.shape) != _shape(expected) or got.dtype.kind not in "biuf":
        return None  # a shape mistake is said in words (shape_words), not drawn
    rows_got = _tolist(got) if got.ndim == 2 else [_tolist(got)] if got.ndim == 1 else None
    if rows_got is None:
        return None
    rows_want = [list(r) for r in expected] if got.ndim == 2 else [list(expected)]
    marks = {tuple(i) if got.ndim == 2 else (0, *i) for i in wrong}
    non_finite = []
    for r, row in enumerate(rows_got):
        for c, value in enumerate(row):
            if isinstance(value, float) and not math.isfinite(value):
                where = f"[{r}, {c}]" if got.ndim == 2 else f"[{c}]"
                non_finite.append(
                    f"{_number(value)} at {where}, expected {_number(rows_want[r][c])}"
                )
    return {
        "got": [[_number(v) for v in row] for row in rows_got],
        "expected": [[_number(v) for v in row] for row in rows_want],
        "differ": sorted([list(m) for m in marks]),
        "non_finite": non_finite[:4],
    }


def _shape(value: Any) -> tuple[int, ...]:
    shape = []
    while isinstance(value, (tuple, list)):
        shape.append(len(value))
        value = value[0] if value else None
    return tuple(shape)


def grid_text(grid: dict[str, Any]) -> str:
    """The terminal's layout of `value_grid`: got above expected, columns aligned, a `*` after
    each differing element."""
    marks = {tuple(m) for m in grid["differ"]}
    cells = grid["got"] + grid["expected"]
    width = max(len(c) for row in cells for c in row) + 1
    lines = []
    for label, rows, mark in (("got", grid["got"], True), ("expected", grid["expected"], False)):
        for r, row in enumerate(rows):
            text = "  ".join(
                (c + ("*" if mark and (r, i) in marks else " ")).rjust(width + 1)
                for i, c in enumerate(row)
            )
            lines.append(f"{(label if r == 0 else ''):9}[{text} ]")
    lines += grid["non_finite"]
    return "\n".join(lines)


# --- exceptions --------------------------------------------------------------------------------


def frame_arrays(exc: BaseException, filename: str, limit: int = 8) -> list[str]:
    """The numpy arrays of the learner's frame that raised: `rewards float64 (4,)`, with the
    values when there are few (`mask bool (2, 2) [[True, False], [True, True]]`)."""
    tb = exc.__traceback__
    frame = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            frame = tb.tb_frame
        tb = tb.tb_next
    if frame is None:
        return []
    lines = []
    for name, value in list(frame.f_locals.items()):
        if type(value) is not _ndarray or name.startswith("_"):
            continue
        text = f"{name} {value.dtype} {tuple(value.shape)}"
        if value.size <= 8 and value.dtype.kind in "biuf":
            text += " " + str(_tolist(value))
        lines.append(text)
        if len(lines) == limit:
            break
    return lines


_BROADCAST = re.compile(
    r"operands could not be broadcast together with shapes ((?:\([\d, ]*\) ?)+)"
)
_SHAPE = re.compile(r"\(([\d, ]*)\)")
_MATMUL = re.compile(
    r"matmul: Input operand 1 has a mismatch in its core dimension 0"
    r".*\(size (\d+) is different from (\d+)\)"
)


def _shapes(text: str) -> list[tuple[int, ...]]:
    return [tuple(int(n) for n in m.split(",") if n.strip()) for m in _SHAPE.findall(text)]


def _named(shape: tuple[int, ...], arrays: dict[str, tuple[int, ...]]) -> str:
    names = [name for name, s in arrays.items() if s == shape]
    return f" ({', '.join(names[:3])})" if names else ""


def explain_numpy_error(message: str, arrays: dict[str, tuple[int, ...]]) -> str:
    """One plain line for numpy's broadcasting and matmul errors, from their shapes, naming the
    learner's arrays of those shapes; "" for any other message."""
    found = _BROADCAST.search(message)
    if found:
        shapes = _shapes(found.group(1))
        ndim = max(len(s) for s in shapes)
        for axis in range(1, ndim + 1):
            sizes = [s[-axis] for s in shapes if len(s) >= axis]
            if len({n for n in sizes if n != 1}) > 1:
                listed = " and ".join(f"{s}{_named(s, arrays)}" for s in shapes)
                clash = " against ".join(str(n) for n in sizes)
                return (
                    f"Shapes {listed} do not broadcast: aligned from the right, axis -{axis} "
                    f"has size {clash}, and sizes must be equal or 1 there."
                )
    found = _MATMUL.search(message)
    if found:
        b_size, a_size = found.group(1), found.group(2)
        return (
            f"In a @ b the last axis of a must have the size of b's second-to-last (or only) "
            f"axis: here a's last axis has size {a_size} and b's has {b_size}."
        )
    return ""


def explain_exception(exc: BaseException, filename: str) -> str:
    """Lines added under a learner exception's own: the raising frame's arrays, and what
    numpy's error means in their terms."""
    arrays = frame_arrays(exc, filename)
    shapes: dict[str, tuple[int, ...]] = {}
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            shapes = {
                n: tuple(v.shape) for n, v in tb.tb_frame.f_locals.items() if type(v) is _ndarray
            }
        tb = tb.tb_next
    lines = []
    plain = explain_numpy_error(str(exc), shapes) if isinstance(exc, ValueError) else ""
    if plain:
        lines.append(plain)
    if arrays:
        lines.append("Arrays here: " + "; ".join(arrays))
    return "\n".join(lines)

"""Comparing what a run computed with what was stored, up to the last bits of a float.

numpy's builds differ in their last bits (SIMD paths of exp, log and sums change between
releases and machines), so a value stored on one machine may come back 1 ulp away on another.
Everything else (text, integers, shapes, which values are nan or infinite) must be exactly
the same."""

from __future__ import annotations

import math
import re
from typing import Any

REL, ABS = 1e-9, 1e-12
# A float as Python prints it: a decimal point or an exponent (integers stay text).
FLOAT = re.compile(r"-?(?:\d+\.\d*(?:e[+-]?\d+)?|\d+e[+-]?\d+)")


def close(a: float, b: float) -> bool:
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b or math.isclose(a, b, rel_tol=REL, abs_tol=ABS)


def same_values(a: Any, b: Any, where: str = "") -> str | None:
    """Where two JSON-like values differ beyond the last bits of a float, or None."""
    if isinstance(a, float) and isinstance(b, float):
        return None if close(a, b) else f"{where}: {a!r} != {b!r}"
    if type(a) is not type(b):
        return f"{where}: {a!r} != {b!r}"
    if isinstance(a, dict):
        if a.keys() != b.keys():
            return f"{where}: keys {sorted(a)} != {sorted(b)}"
        return next((d for k in a if (d := same_values(a[k], b[k], f"{where}.{k}"))), None)
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items != {len(b)}"
        return next(
            (d for i, (x, y) in enumerate(zip(a, b)) if (d := same_values(x, y, f"{where}[{i}]"))),
            None,
        )
    return None if a == b else f"{where}: {a!r} != {b!r}"


def same_text(a: str, b: str) -> str | None:
    """Where two texts differ, floats compared up to their last bits, or None."""
    parts_a, parts_b = FLOAT.split(a), FLOAT.split(b)
    floats_a, floats_b = FLOAT.findall(a), FLOAT.findall(b)
    if len(parts_a) != len(parts_b):
        line = next(
            (i for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())) if x != y), 0
        )
        return f"line {line + 1}: {a.splitlines()[line]!r} != {b.splitlines()[line]!r}"
    offset = 0
    for i, (x, y) in enumerate(zip(parts_a, parts_b)):
        differs = x != y or (
            i < len(floats_a) and not close(float(floats_a[i]), float(floats_b[i]))
        )
        if differs:
            line = a[: offset + len(x)].count("\n") + 1
            return f"line {line}: {a.splitlines()[line - 1]!r} != {b.splitlines()[line - 1]!r}"
        offset += len(x) + (len(floats_a[i]) if i < len(floats_a) else 0)
    return None

"""Unlock keys: a correct answer's outputs on the key inputs, written canonically.

After every check passes, the learner's functions run on the exercise's key inputs
(exercises/<slug>/key_inputs.toml). Their outputs, each number kept to KEY_DIGITS significant
digits, form the key material from which the page derives the AES key that decrypts the
solution and notes. The build does the same with the reference solution, and refuses key inputs
whose outputs sit so close to a rounding boundary (or to the zero threshold) that an answer
within the checks' tolerance could round the other way.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from .exercises import ExerciseError, read_toml

__all__ = [
    "KEY_DIGITS",
    "KeyCall",
    "KeyMaterialError",
    "load_key_inputs",
    "canonical",
    "fragile_numbers",
    "key_material",
]

KEY_DIGITS = 5
# Below this magnitude a number is written as 0, so float noise around zero can't change the key.
ZERO = 1e-7
# The checks' default tolerance: how far a correct answer may be from the reference.
RTOL, ATOL = 1e-6, 1e-9

_ndarray = np.ndarray
_tolist = np.ndarray.tolist
_SCALARS = (float, int, np.float64, np.float32, np.int64, np.int32)


class KeyMaterialError(Exception):
    """An output can't be written as key material (not numbers, or too close to a boundary)."""


class KeyCall(NamedTuple):  # not a dataclass: see exercises.Exercise
    setup: str
    call: str


def load_key_inputs(root: Path | str, slug: str) -> list[KeyCall]:
    """Read exercises/<slug>/key_inputs.toml (an exercise without one has no lock)."""
    path = Path(root) / "exercises" / slug / "key_inputs.toml"
    data = read_toml(path)
    calls = [KeyCall(k.get("setup", "").strip(), k.get("call", "")) for k in data.get("keys", [])]
    if not calls or not all(c.call for c in calls):
        raise ExerciseError(f"{path}: needs [[keys]] entries, each with a 'call'")
    return calls


def _numbers(value: Any) -> tuple[tuple[int, ...], list[float]]:
    if type(value) is _ndarray and value.dtype.kind in "biuf":
        flat = _tolist(value.reshape(-1))
        return tuple(value.shape), [float(x) for x in flat]
    if type(value) in _SCALARS:
        return (), [float(value)]
    raise KeyMaterialError(f"returned a {type(value).__name__}, not numbers")


def _write(x: float) -> str:
    if not math.isfinite(x):
        return repr(x)
    if abs(x) < ZERO:
        return "0"
    return f"{x:.{KEY_DIGITS - 1}e}"


def canonical(call: str, value: Any) -> str:
    """One line of key material: the call, the shape and every number to KEY_DIGITS digits."""
    shape, numbers = _numbers(value)
    return f"{call}|{shape}|{' '.join(_write(x) for x in numbers)}"


def fragile_numbers(value: Any, rtol: float = RTOL, atol: float = ATOL) -> list[float]:
    """Numbers that an answer within tolerance could write differently; must be none."""
    fragile = []
    for x in _numbers(value)[1]:
        tol = atol + rtol * abs(x)
        if abs(abs(x) - ZERO) < tol:
            fragile.append(x)
            continue
        if abs(x) < ZERO or not math.isfinite(x):
            continue
        step = 10.0 ** (math.floor(math.log10(abs(x))) - KEY_DIGITS + 1)
        m = abs(x) / step
        if abs(m - math.floor(m) - 0.5) * step < tol:
            fragile.append(x)
    return fragile


def key_material(
    calls: list[KeyCall],
    functions: Mapping[str, Callable[..., Any]],
    evaluate: Callable[[str, dict[str, Any]], Any] | None = None,
) -> str:
    """The key material for these functions; `evaluate(code, namespace)` runs learner code
    (the runner passes one that goes through its guard)."""
    run = evaluate or (lambda code, ns: eval(code, ns))  # noqa: S307 - author's own inputs
    lines = []
    for key in calls:
        namespace: dict[str, Any] = {"np": np, **functions}
        if key.setup:
            run(compile(key.setup, "<key inputs>", "exec"), namespace)
        lines.append(canonical(key.call, run(key.call, namespace)))
    return "\n".join(lines)

"""The statement's examples: load them, and compare printed output with what was expected."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import NamedTuple

from .exercises import ExerciseError, read_toml

__all__ = ["Example", "load_examples", "compare_output", "NUMBER_TOLERANCE"]


class Example(NamedTuple):  # not a dataclass: see exercises.Exercise
    setup: str
    calls: tuple[str, ...]
    output: str


def load_examples(root: Path | str, slug: str) -> list[Example]:
    """The statement's examples: the cases marked as examples where the checks are data
    (practice.cases), else exercises/<slug>/examples.toml."""
    from .cases import cases_path, examples_from_data, has_cases, load_case_data
    from .exercises import check_module_name

    module = check_module_name(slug)
    if has_cases(root, module):
        examples = examples_from_data(load_case_data(cases_path(root, module)))
        if examples:
            return examples
    path = Path(root) / "exercises" / slug / "examples.toml"
    data = read_toml(path)
    examples = []
    for i, item in enumerate(data.get("examples", []), 1):
        calls, output = item.get("calls"), item.get("output")
        if not isinstance(calls, list) or not calls or not isinstance(output, str):
            raise ExerciseError(f"{path}: example {i} needs a list 'calls' and a string 'output'")
        examples.append(Example(item.get("setup", "").strip(), tuple(calls), output.strip("\n")))
    if not examples:
        raise ExerciseError(f"{path}: no [[examples]]")
    return examples


# Printed numbers agree when within this relative tolerance (numpy prints 8 digits).
NUMBER_TOLERANCE = 1e-6
_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|nan|inf")


def _split(text: str) -> tuple[list[str], list[float]]:
    shape = _NUMBER.sub("#", " ".join(text.split()))
    return shape.split("#"), [float(m) for m in _NUMBER.findall(text)]


def compare_output(got: str, expected: str) -> str:
    """'match' if identical, 'close' if the numbers agree within tolerance, else 'differs'."""
    if got.strip("\n") == expected.strip("\n"):
        return "match"
    got_shape, got_numbers = _split(got)
    exp_shape, exp_numbers = _split(expected)
    # Whitespace between numbers depends on their printed width, so compare without it.
    if [s.replace(" ", "") for s in got_shape] != [s.replace(" ", "") for s in exp_shape]:
        return "differs"
    for g, e in zip(got_numbers, exp_numbers):
        if not math.isclose(g, e, rel_tol=NUMBER_TOLERANCE, abs_tol=1e-9):
            return "differs"
    return "close"

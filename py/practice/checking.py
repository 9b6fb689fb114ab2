"""What a check module is made of: a Suite of named checks, and the context each check gets.

A check module (checks/<module>.py) builds a `Suite`, registers checks with `@suite.check`, and
keeps its inputs and expected values as data. It never contains the reference solution.

While a check runs, its context also records what it saw (`CheckContext.observations`): how
many expectations held, and the learner's value behind each one that failed, or the exception a
call raised. Check modules need not do anything for it; the harness compares a failing answer's
observations with those of the known wrong answers to name the mistake (practice.diagnosis).
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple, NoReturn

import numpy as np

from . import words
from .capture import CappedText
from .compare import (
    CheckFailed,
    array_mismatch,
    differing,
    exact_array_mismatch,
    float_mismatch,
    format_call,
    format_value,
    numbers_in,
    observe,
    observe_result,
    value_mismatch,
)
from .exercises import ExerciseError
from .explain import value_grid
from .guard import Guard, LearnerStopped

__all__ = [
    "Suite",
    "Check",
    "CheckContext",
    "CheckFailed",
    "NotRun",
    "Observation",
    "load_suite",
]

_tolist = np.ndarray.tolist
_ndarray = np.ndarray
_shares_memory = np.shares_memory
_float64 = np.dtype("float64")
_DEFAULT_TOLERANCE = (1e-6, 1e-9)

# One step of what a check saw: an int counts expectations that held in a row; a dict is a
# failed expectation ("x": its kind, "v": the learner's value as compare.observe records it,
# "r"/"a": a tolerance other than the default), an exception a learner call raised ("x":
# "call", "e": its type), or how the check itself ended (added by the runner, `finish`).
Observation = int | dict[str, Any]


class NotRun(Exception):
    """A check calls a function that already ran past the time limit: it is not run."""

    def __init__(self, function: str, check: str) -> None:
        super().__init__(words.NOT_RUN.format(function=function, check=check))
        self.function = function


class Check(NamedTuple):  # not a dataclass: see exercises.Exercise
    name: str
    description: str
    run: Callable[[CheckContext], None]
    kind: str = "written"  # "written", "random" or "property" (practice.cases)
    function: str = ""  # the learner's function it is about, where the data says


def _unwritten(_t: CheckContext) -> None:
    raise ExerciseError("a row of the cases file says `code = true` but no check has its name")


class Suite:
    """The checks of one exercise and the functions (with parameter names) they call."""

    def __init__(
        self, signatures: Mapping[str, Sequence[str]], optional: Sequence[str] = ()
    ) -> None:
        self.signatures = {name: tuple(params) for name, params in signatures.items()}
        self.optional = tuple(optional)
        self.checks: list[Check] = []
        self.data: Any = None  # practice.cases.CaseData, for a suite written as data
        self._reserved: set[str] = set()

    def check(self, func: Callable[[CheckContext], None]) -> Callable[[CheckContext], None]:
        """Register a check; its name is the function's, its description the docstring's line.
        A row the cases file reserved for it (`code = true`) keeps its place and sentence."""
        doc = (func.__doc__ or "").strip().splitlines()
        name = func.__name__
        if name in self._reserved:
            self._reserved.discard(name)
            i = next(i for i, c in enumerate(self.checks) if c.name == name)
            self.checks[i] = self.checks[i]._replace(run=func)
            return func
        if any(c.name == name for c in self.checks):
            raise ValueError(f"two checks are named {name}")
        self.checks.append(Check(name, doc[0] if doc else name, func))
        return func

    def reserve(self, name: str, about: str, function: str, kind: str) -> None:
        """Hold a row's place for a check the module writes in code."""
        self._reserved.add(name)
        self.checks.append(Check(name, about, _unwritten, kind, function))

    def unfilled(self) -> list[str]:
        """Rows reserved for code that no check filled."""
        return sorted(self._reserved)


class CheckContext:
    """Handed to each check: calls learner functions under the guard and states expectations."""

    def __init__(
        self, functions: Mapping[str, Callable[..., Any]], guard: Guard, output: CappedText
    ) -> None:
        self._functions = functions
        self._guard = guard
        self._output = output
        self.last_call = ""
        self.last_function = ""  # the function of last_call: what the result groups checks by
        self.observations: list[Observation] = []
        # The learner's functions that ran past the time limit in this run, and in which check:
        # each costs the run one time limit, and only its own later checks (the runner's).
        self.timed_out: Mapping[str, str] = {}
        # Set by a check written as data (practice.cases): the one case to run ("": all), the
        # case running now, what it is about, and its advice with where its mistake differs.
        self.only_case = ""
        self.case = ""
        self.about = ""
        self.advice: tuple[str, tuple[Any, ...]] = ("", ())

    def call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's function `name`; remembered as `last_call` for messages. A
        function that already ran past the time limit is not called again (`NotRun`)."""
        if name in self.timed_out:
            self.last_function = name
            raise NotRun(name, self.timed_out[name])
        self.last_call = format_call(name, args, kwargs)
        self.last_function = name
        try:
            return self._guard.call(self._output, self._functions[name], *args, **kwargs)
        except LearnerStopped:
            raise
        except Exception as exc:
            self.observations.append({"x": "call", "e": type(exc).__name__})
            raise

    def finish(self, exc: BaseException | None) -> list[Observation]:
        """The observations once the check has ended, by `exc` (None: it passed). A failure the
        check raised itself, not through an expectation, is recorded by its message's words and
        numbers; an exception of the check's own code (not a learner call's) by its type."""
        last = self.observations[-1] if self.observations else 0
        if isinstance(exc, CheckFailed):
            if not isinstance(last, dict):  # else an expectation or a learner call said why
                words, numbers = numbers_in(f"{exc.message}\n{exc.got}")
                self.observations.append({"x": "check", "m": words, "n": numbers})
        elif isinstance(exc, Exception) and not isinstance(exc, LearnerStopped):
            name = type(exc).__name__
            if not (isinstance(last, dict) and last.get("e") == name):
                self.observations.append({"x": "check", "e": name})
        elif exc is not None:  # the time limit, sys.exit(): nothing to compare
            self.observations.append({"x": "stopped"})
        return self.observations

    def _held(self) -> None:
        """One more expectation held."""
        if self.observations and type(self.observations[-1]) is int:
            self.observations[-1] += 1
        else:
            self.observations.append(1)

    def output_text(self) -> str:
        """What the learner's code has printed (warnings included) during this check so far."""
        return self._output.getvalue()

    def expect_array(
        self, got: Any, expected: Any, *, rtol: float = 1e-6, atol: float = 1e-9, what: str = ""
    ) -> None:
        """`got` is a float ndarray of expected's shape, element-wise within tolerance."""
        problem = array_mismatch(got, expected, rtol, atol)
        if problem:
            grid = value_grid(got, expected, differing(got, expected, rtol, atol))
            self._fail(problem, got, expected, what, _seen("array", got, rtol, atol), grid)
        self._held()

    def expect_float(
        self,
        got: Any,
        expected: float,
        *,
        rtol: float = 1e-6,
        atol: float = 1e-9,
        exact_type: bool = False,
        what: str = "",
    ) -> None:
        """`got` is a real number within tolerance (exactly a Python float if `exact_type`)."""
        problem = float_mismatch(got, expected, rtol, atol)
        if problem is None and exact_type and type(got) is not float:
            problem = (
                f"returned {type(got).__module__}.{type(got).__name__}; expected exactly a "
                "Python float (wrap the result in float(...))"
            )
        if problem:
            self._fail(problem, got, expected, what, _seen("float", got, rtol, atol))
        self._held()

    def expect(self, condition: bool, message: str, got: Any = None, expected: Any = "") -> None:
        """A property that must hold; `message` says what went wrong."""
        if condition is not True:
            self._fail(message, got, expected, "", _said("expect", message, got))
        self._held()

    def fail(self, message: str, got: Any = None, expected: Any = "") -> NoReturn:
        """The last call did something wrong that `message` describes, after its call text."""
        self._fail(message, got, expected, "", _said("fail", message, got))

    def expect_unchanged(self, name: str, array: np.ndarray, before: np.ndarray) -> None:
        """The learner's function left the argument `name` as it was."""
        now = _tolist(array) if type(array) is _ndarray else array
        if now != _tolist(before):
            how = "np.where(...) or arr.copy()" if type(array) is _ndarray else "list(...)"
            self._fail(
                f"changed its argument '{name}' in place; work on a copy "
                f"(e.g. {how}) and leave the inputs as they were",
                array,
                before,
                "",
                {"x": "unchanged", "p": name, "v": observe(array)},
            )
        self._held()

    def expect_value(self, got: Any, expected: Any, *, what: str = "") -> None:
        """`got` equals `expected` exactly: plain values (ints, strings, bytes, bools and lists
        or tuples of them), compared without running any of the learner's code."""
        problem = value_mismatch(got, expected)
        if problem:
            self._fail(problem, got, expected, what, {"x": "value", "v": observe_result(got)})
        self._held()

    def expect_exact_array(self, got: Any, expected: Any, *, what: str = "") -> None:
        """`got` is an ndarray of bools (or of ints) as `expected` is, equal element by element:
        a mask, a table of ids (any integer dtype: numpy's default int is 32-bit in Pyodide)."""
        problem = exact_array_mismatch(got, expected)
        if problem:
            self._fail(problem, got, expected, what, {"x": "exact", "v": observe(got)})
        self._held()

    def expect_arrays(
        self,
        got: Any,
        expected: Any,
        *,
        rtol: float = 1e-6,
        atol: float = 1e-9,
        what: str = "",
    ) -> None:
        """`got` is a tuple of as many float arrays as `expected` holds, each within tolerance."""
        count = len(expected)
        if type(got) is not tuple or len(got) != count:
            self._fail(
                f"returned {format_value(got)}; expected a tuple of {count} arrays",
                got,
                f"a tuple of {count} arrays",
                what,
                {"x": "arrays", "v": observe(got)},
            )
        for i, (part, want) in enumerate(zip(got, expected)):
            subject = f"{what or self.last_call}, item {i} of the tuple it returned,"
            self.expect_array(part, want, rtol=rtol, atol=atol, what=subject)

    def expect_float64(self, got: Any, *, what: str = "") -> None:
        """An array `got` is float64: float32 loses digits a caller relies on, ints lose the
        fractions. (Whether it is an array at all is expect_array's to say.)"""
        if type(got) is _ndarray and got.dtype != _float64:
            self._fail(
                f"returned an array of dtype {got.dtype}; expected float64 (convert the inputs "
                "with np.asarray(x, dtype=float), or compute in floats)",
                str(got.dtype),
                "float64",
                what,
                {"x": "float64", "v": observe(got)["d"]},
            )
        self._held()

    def expect_new_array(self, got: Any, *, what: str = "", **inputs: Any) -> None:
        """The array `got` shares no memory with any of the array arguments in `inputs`
        (named as the learner's parameters): returning an input, or a view of one, lets a later
        change to either change the other."""
        for name, value in inputs.items():
            if type(got) is _ndarray and type(value) is _ndarray and _shares_memory(got, value):
                self._fail(
                    f"returned an array that shares memory with its argument '{name}' (a view "
                    "of it, or the array itself); return a new array",
                    "an array sharing memory with an input",
                    "a new array",
                    what,
                    {"x": "new_array", "p": name},
                )
        self._held()

    def expect_new_float64_array(
        self,
        got: Any,
        expected: Any,
        /,
        *,
        rtol: float = 1e-6,
        atol: float = 1e-9,
        what: str = "",
        **inputs: Any,
    ) -> None:
        """`got` is a new float64 array of expected's values: expect_array, expect_float64 and
        expect_new_array in that order (the first failure is the one reported), because a
        function that returns an array owes all three. `inputs` are the array arguments, named
        as the learner's parameters; `got` and `expected` are positional so that no parameter
        name can collide with them."""
        self.expect_array(got, expected, rtol=rtol, atol=atol, what=what)
        self.expect_float64(got, what=what)
        self.expect_new_array(got, what=what, **inputs)

    def expect_raises(
        self, kind: type[Exception], why: str, name: str, *args: Any, **kwargs: Any
    ) -> str:
        """Calling the learner's `name` raises `kind`, because `why`; returns its message.
        NotImplementedError (a stub) and the runner's own stops pass through, so they are
        reported as in any other check."""
        try:
            got = self.call(name, *args, **kwargs)
        except kind as exc:
            self._held()
            return str(exc)
        except (NotImplementedError, LearnerStopped):
            raise
        except Exception as exc:
            self._fail(
                f"raised {type(exc).__name__}: {exc}; expected {kind.__name__}, because {why}",
                f"{type(exc).__name__}",
                kind.__name__,
                "",
                {"x": "raises", "e": type(exc).__name__},
            )
        self._fail(
            f"returned instead of raising {kind.__name__}; it must raise because {why}",
            got,
            kind.__name__,
            "",
            {"x": "raises", "v": observe(got)},
        )

    def _fail(
        self,
        problem: str,
        got: Any,
        expected: Any,
        what: str,
        seen: dict[str, Any] | None = None,
        values: dict[str, Any] | None = None,
    ) -> NoReturn:
        # `seen` is what the failed expectation looked at; without it, the problem's words
        # and numbers stand for it.
        self.observations.append(seen if seen is not None else _said("fail", problem, got))
        subject = what or self.last_call or "the result"
        failed = CheckFailed(
            f"{subject} {problem}",
            got=format_value(got),
            expected=expected if isinstance(expected, str) else format_value(expected),
        )
        failed.values = values
        raise failed


def _seen(kind: str, got: Any, rtol: float, atol: float) -> dict[str, Any]:
    """A failed comparison: the learner's value, and the tolerance when not the default."""
    seen = {"x": kind, "v": observe(got)}
    if (rtol, atol) != _DEFAULT_TOLERANCE:
        seen.update(r=rtol, a=atol)
    return seen


def _said(kind: str, message: str, got: Any) -> dict[str, Any]:
    """A failed `expect` or `fail`: the words and numbers of the check's message (which may
    quote the learner's values) and `got` when the check gave one."""
    words, numbers = numbers_in(message)
    seen: dict[str, Any] = {"x": kind, "m": words, "n": numbers}
    if got is not None:
        seen["v"] = observe(got)
    return seen


def load_suite(root: Path | str, module: str) -> tuple[Suite, ModuleType]:
    """Import checks/<module>.py (fresh each time) and return its `suite`."""
    path = Path(root) / "checks" / f"{module}.py"
    if not path.is_file():
        raise ExerciseError(f"{path}: check module is missing")
    name = f"practice_checks_{module}"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except Exception as exc:
        sys.modules.pop(name, None)
        raise ExerciseError(f"{path}: raised {type(exc).__name__} on import: {exc}") from exc
    suite = getattr(mod, "suite", None)
    if not isinstance(suite, Suite) or not suite.checks:
        raise ExerciseError(f"{path}: defines no `suite` with checks")
    if suite.unfilled():
        names = ", ".join(suite.unfilled())
        raise ExerciseError(f"{path}: the cases file reserves rows for code it lacks: {names}")
    return suite, mod

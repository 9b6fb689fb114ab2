"""Checks written as data: an exercise's cases in checks/<module>.toml, judged by the harness.

The author writes, per check (a row of the result), the function it is about, one sentence
saying what it is about, and its cases: the arguments as literals. Expected values are never
typed: `practice regen <slug>` computes them from the reference solution and stores them in
checks/<module>.expected.json (py/authoring/regen.py), with the seeded random cases it draws.
This module reads both files and turns them into a `Suite`; it runs in the browser too, so it
never sees the reference.

Arguments are data in one of these forms, converted afresh for every call (so a learner's
function that writes into its inputs cannot change a later case):

* a list given for a parameter the file declares as an array (`arrays = {rewards = "float64"}`)
  becomes `np.array(list, dtype)`, and so do the lists inside a table (or a list of tables)
  given for it (a model's parameters); anything else passes as it is (numbers, strings, bools);
* `{list = [...]}` a plain list, `{tuple = [...]}` a tuple, `{array = [...], dtype = "int32"}`
  an array of another dtype, `{scalar = 2, dtype = "int64"}` a numpy scalar, `{bytes = "..."}`
  bytes (UTF-8 of the text, or a list of byte values), `{dict = [[key, value], ...]}` a dict in
  that order (list keys become tuples), `{input = "name"}` a named input of the file's
  `[inputs]`.

A row's `property` switches on what the harness writes once for every exercise
(practice.properties): a new float64 array, exactly a Python float, inputs left unchanged, the
same result from lists, padding that changes nothing. A row without cases of its own runs on
the cases it names (`on = [ids]`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from .checking import Check, CheckContext, Suite
from .compare import format_argument
from .exercises import ExerciseError, read_toml

__all__ = [
    "Case",
    "Row",
    "CaseData",
    "cases_path",
    "expected_path",
    "has_cases",
    "load_case_data",
    "suite_from_data",
    "build_argument",
    "example_texts",
    "examples_from_data",
    "frozen",
    "random_case",
    "EXPECTED_VERSION",
]

EXPECTED_VERSION = 1
ROW_KINDS = ("written", "random", "property")
_array = np.array
_ndarray = np.ndarray
# How a function's result is compared: a float array; a number; exactly a Python float; a plain
# value (ints, strings, bytes, lists, dicts) exactly; an array of bools or ints exactly (dtype
# kind and values); a tuple of float arrays, each as "array".
_RESULT_KINDS = ("array", "float", "python_float", "value", "exact_array", "arrays")


class Case(NamedTuple):  # not a dataclass: see exercises.Exercise
    id: str
    function: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    about: str
    rtol: float
    atol: float
    raises: str  # an exception's name the call must raise, or ""
    example: int  # the statement's example group it belongs to, or 0
    advice: str  # shown only where the advice's own mistake differs (see `Row`)
    advice_for: str  # the wrong answer (a file of .meta/wrong_answers/) the advice is about


class Row(NamedTuple):
    name: str
    kind: str  # one of ROW_KINDS
    function: str
    about: str
    property: str  # practice.properties' name, or ""
    options: dict[str, Any]  # the property's settings, as written
    cases: tuple[Case, ...]


class CaseData(NamedTuple):
    """An exercise's cases as written, and what regen stored for them."""

    path: Path
    signatures: dict[str, tuple[str, ...]]
    optional: tuple[str, ...]
    arrays: dict[str, dict[str, str]]  # function -> parameter -> dtype of a list given for it
    results: dict[str, str]  # function -> how its result is compared (_RESULT_KINDS)
    rtol: float
    atol: float
    inputs: dict[str, Any]
    rows: tuple[Row, ...]
    random: tuple[dict[str, Any], ...]  # the random rows as written (drawn by regen)
    expected: dict[str, Any]  # checks/<module>.expected.json, or {} before the first regen


def cases_path(root: Path | str, module: str) -> Path:
    return Path(root) / "checks" / f"{module}.toml"


def expected_path(root: Path | str, module: str) -> Path:
    return Path(root) / "checks" / f"{module}.expected.json"


def has_cases(root: Path | str, module: str) -> bool:
    """Whether the exercise's checks are written as data."""
    return cases_path(root, module).is_file()


def frozen(value: Any) -> Any:
    """An expected value as regen stored it, with lists as tuples all the way down (learner code
    cannot edit a tuple in place): `{"dict": [[key, value], ...]}` is a dict (list keys become
    tuples), `{"bytes": [...]}` bytes."""
    if isinstance(value, list):
        return tuple(frozen(item) for item in value)
    if isinstance(value, dict) and "dict" in value:
        return {frozen(k): frozen(v) for k, v in value["dict"]}
    if isinstance(value, dict) and "bytes" in value:
        return bytes(value["bytes"])
    return value


def _fail(path: Path, where: str, problem: str) -> ExerciseError:
    return ExerciseError(f"{path}: {where}: {problem}")


def load_case_data(path: Path) -> CaseData:
    """Read a cases file and the expected values beside it; an ExerciseError names the file
    and the row or case when something is malformed."""
    data = read_toml(path)
    functions = data.get("functions")
    if not isinstance(functions, dict) or not functions:
        raise _fail(path, "[functions]", "declare each function the checks call")
    signatures, arrays, results = {}, {}, {}
    optional: list[str] = []
    for name, spec in functions.items():
        params = spec.get("params")
        if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
            raise _fail(path, f"[functions.{name}]", "'params' must list the parameter names")
        signatures[name] = tuple(params)
        optional += [p for p in spec.get("optional", ()) if p not in optional]
        arrays[name] = dict(spec.get("arrays", {}))
        results[name] = spec.get("result", "array")
        if results[name] not in _RESULT_KINDS:
            raise _fail(path, f"[functions.{name}]", f"'result' must be one of {_RESULT_KINDS}")
    tolerance = data.get("tolerance", {})
    rtol, atol = float(tolerance.get("rtol", 1e-6)), float(tolerance.get("atol", 1e-9))
    expected_file = path.with_name(path.stem + ".expected.json")
    expected: dict[str, Any] = {}
    if expected_file.is_file():
        expected = json.loads(expected_file.read_text("utf-8"))
        if expected.get("version") != EXPECTED_VERSION:
            raise _fail(expected_file, "version", f"expected {EXPECTED_VERSION}; run regen")
    rows: list[Row] = []
    by_id: dict[str, Case] = {}
    for i, item in enumerate(data.get("check", []), 1):
        rows.append(_row(path, i, item, signatures, rtol, atol, by_id))
    random_rows = tuple(data.get("random", []))
    for item in random_rows:
        for key in ("name", "function", "about"):
            if not isinstance(item.get(key), str):
                raise _fail(path, f"[[random]] {item.get('name', '?')}", f"'{key}' is missing")
        rows.append(_random_row(item, expected, rtol, atol))
    names = [row.name for row in rows]
    if len(set(names)) != len(names):
        raise _fail(path, "rows", "two rows have the same name")
    return CaseData(
        path,
        signatures,
        tuple(optional),
        arrays,
        results,
        rtol,
        atol,
        dict(data.get("inputs", {})),
        tuple(rows),
        random_rows,
        expected,
    )


def _row(
    path: Path,
    index: int,
    item: Mapping[str, Any],
    signatures: Mapping[str, Sequence[str]],
    rtol: float,
    atol: float,
    by_id: dict[str, Case],
) -> Row:
    name = item.get("name")
    where = f"[[check]] {name or index}"
    if not isinstance(name, str) or not name.isidentifier():
        raise _fail(path, where, "'name' must be a Python identifier")
    function, about = item.get("function", ""), item.get("about")
    if not isinstance(about, str) or not about.strip():
        raise _fail(path, where, "'about' must say in one sentence what the check is about")
    if function and function not in signatures:
        raise _fail(path, where, f"function {function!r} is not declared in [functions]")
    options = {k: v for k, v in item.items() if k not in ("name", "function", "about", "case")}
    prop = options.pop("property", "")
    cases: list[Case] = []
    for j, raw in enumerate(item.get("case", []), 1):
        case_id = raw.get("id") or f"{name}-{j}"
        if case_id in by_id:
            raise _fail(path, where, f"two cases have the id {case_id!r}")
        case_function = raw.get("function", function)
        if case_function not in signatures:
            raise _fail(path, f"{where}, case {case_id}", "names no declared function")
        args = raw.get("args", [])
        if not isinstance(args, list):
            raise _fail(path, f"{where}, case {case_id}", "'args' must be a list")
        case = Case(
            case_id,
            case_function,
            tuple(args),
            dict(raw.get("kwargs", {})) | ({"@inputs": raw["inputs"]} if "inputs" in raw else {}),
            raw.get("about", about),
            float(raw.get("rtol", item.get("rtol", rtol))),
            float(raw.get("atol", item.get("atol", atol))),
            raw.get("raises", ""),
            int(raw.get("example", 0)),
            raw.get("advice", item.get("advice", "")),
            raw.get("advice_for", item.get("advice_for", "")),
        )
        by_id[case_id] = case
        cases.append(case)
    for case_id in options.pop("on", ()):
        if case_id not in by_id:
            raise _fail(path, where, f"'on' names the case {case_id!r}, written nowhere above")
        cases.append(by_id[case_id])
    if not cases and not options.get("code"):
        raise _fail(path, where, "has no cases (write [[check.case]] or on = [ids])")
    kind = "property" if prop else "written"
    # A row about several functions names none: the result shows it under the one it called last.
    return Row(name, kind, function, about.strip(), prop, options, tuple(cases))


def random_case(
    item: Mapping[str, Any], stored: Mapping[str, Any], rtol: float, atol: float
) -> Case:
    """One stored case of the random row `item` (its inputs as regen drew them)."""
    return Case(
        stored["id"],
        item["function"],
        tuple(stored["args"]),
        dict(stored.get("kwargs", {})),
        item["about"],
        float(item.get("rtol", rtol)),
        float(item.get("atol", atol)),
        "",
        0,
        "",
        "",
    )


def _random_row(
    item: Mapping[str, Any], expected: Mapping[str, Any], rtol: float, atol: float
) -> Row:
    """A random row: its cases are the inputs regen drew and stored (none before regen)."""
    name = item["name"]
    stored = expected.get("random", {}).get(name, [])
    cases = tuple(random_case(item, case, rtol, atol) for case in stored)
    return Row(name, "random", item["function"], item["about"].strip(), "", {}, cases)


# --- arguments ----------------------------------------------------------------------------------


def build_argument(value: Any, dtype: str | None, inputs: Mapping[str, Any]) -> Any:
    """The value a case passes, from its data form (see the module docstring); new each call."""
    if isinstance(value, dict):
        if "input" in value:
            return build_argument(inputs[value["input"]], dtype, inputs)
        if "list" in value:
            return _plain(value["list"])
        if "tuple" in value:
            return tuple(_plain(value["tuple"]))
        if "array" in value:
            return _array(value["array"], dtype=value.get("dtype", dtype or "float64"))
        if "scalar" in value:
            return np.dtype(value["dtype"]).type(value["scalar"])
        if "bytes" in value:
            text = value["bytes"]
            return bytes(text) if isinstance(text, list) else text.encode("utf-8")
        if "dict" in value:  # pairs, so that keys may be tuples and the order is kept
            return {_key(k): build_argument(v, None, inputs) for k, v in value["dict"]}
        # A table of named arrays (a model's parameters): its lists take the declared dtype.
        return {k: build_argument(v, dtype, inputs) for k, v in value.items()}
    if isinstance(value, list) and dtype:
        if any(isinstance(v, dict) for v in value):  # a list of such tables
            return [build_argument(v, dtype, inputs) for v in value]
        return _array(value, dtype=dtype)
    return _plain(value)


def _key(value: Any) -> Any:
    return tuple(_key(v) for v in value) if isinstance(value, list) else value


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def call_arguments(
    data: CaseData, case: Case
) -> tuple[tuple[Any, ...], dict[str, Any], dict[str, Any]]:
    """The positional and keyword arguments of a case's call, and all of them by parameter
    name (what a property such as "unchanged" looks at)."""
    params = data.signatures[case.function]
    dtypes = data.arrays.get(case.function, {})
    args = tuple(
        build_argument(value, dtypes.get(params[i]) if i < len(params) else None, data.inputs)
        for i, value in enumerate(case.args)
    )
    kwargs: dict[str, Any] = {}
    named = case.kwargs.get("@inputs")
    if named:
        for key, value in data.inputs[named].items():
            kwargs[key] = build_argument(value, dtypes.get(key), data.inputs)
    for key, value in case.kwargs.items():
        if key != "@inputs":
            kwargs[key] = build_argument(value, dtypes.get(key), data.inputs)
    by_name = dict(zip(params, args)) | kwargs
    return args, kwargs, by_name


# --- the suite ----------------------------------------------------------------------------------


def suite_from_data(check_file: str | Path) -> Suite:
    """The Suite of a check module whose cases are data: call it as
    `suite = suite_from_data(__file__)`, then register the checks data cannot say with
    `@suite.check` (each named by a row with `code = true`, which fixes its place)."""
    module = Path(check_file)
    data = load_case_data(module.with_suffix(".toml"))
    suite = Suite(data.signatures, data.optional)
    suite.data = data
    for row in data.rows:
        if row.options.get("code"):
            suite.reserve(row.name, row.about, row.function, row.kind)
        else:
            suite.checks.append(
                Check(row.name, row.about, _runner(data, row), row.kind, row.function)
            )
    return suite


def _runner(data: CaseData, row: Row) -> Callable[[CheckContext], None]:
    from .properties import PROPERTIES, run_case

    prop = PROPERTIES[row.property] if row.property else run_case

    def run(t: CheckContext) -> None:
        for case in _selected(row, t.only_case):
            t.case, t.about = case.id, case.about
            t.advice = _advice(data, row, case)
            prop(t, data, row, case)
        t.case = t.about = ""
        t.advice = ("", ())

    return run


def _selected(row: Row, only: str) -> Iterator[Case]:
    if not only or only == row.name:
        yield from row.cases
        return
    yield from (case for case in row.cases if case.id == only)


def _advice(data: CaseData, row: Row, case: Case) -> tuple[str, tuple[Any, ...]]:
    """The case's advice and the elements where its mistake differs (stored by regen)."""
    if not case.advice:
        return "", ()
    where = data.expected.get("advice", {}).get(case.id)
    if isinstance(where, dict):  # a number: the wrong answer's own value
        return case.advice, (where,)
    return case.advice, tuple(tuple(i) for i in where) if where else ()


def expected_for(data: CaseData, row: Row, case: Case) -> Any:
    """The expected value regen stored for a case; an ExerciseError before the first regen."""
    if row.kind == "random":
        for stored in data.expected.get("random", {}).get(row.name, ()):
            if stored["id"] == case.id:
                return frozen(stored["expected"])
    elif case.id in data.expected.get("cases", {}):
        return frozen(data.expected["cases"][case.id])
    raise ExerciseError(
        f"{data.path.name}: case {case.id!r} has no stored expected value; run `practice regen`"
    )


def example_texts(data: CaseData) -> dict[int, tuple[str, list[str], list[Case]]]:
    """Each example group's setup (the named inputs it uses, assigned) and its calls as the
    learner would type them."""
    groups: dict[int, tuple[list[str], list[str], list[Case]]] = {}
    for row in data.rows:
        for case in row.cases:
            if not case.example:
                continue
            setup, calls, cases = groups.setdefault(case.example, ([], [], []))
            if case in cases:
                continue
            cases.append(case)
            calls.append(_call_text(data, case, setup))
    return {n: ("\n".join(s), c, cs) for n, (s, c, cs) in sorted(groups.items())}


def _call_text(data: CaseData, case: Case, setup: list[str]) -> str:
    args, kwargs, _ = call_arguments(data, case)
    params = data.signatures[case.function]
    parts = [format_argument(a) for a in args]
    named = case.kwargs.get("@inputs")
    if named:
        for key in data.inputs[named]:
            line = f"{key} = {format_argument(kwargs[key])}"
            if line not in setup:
                setup.append(line)
        named_params = [p for p in params if p in data.inputs[named]]
        parts += named_params  # in the signature's order, as positional names
        kwargs = {k: v for k, v in kwargs.items() if k not in data.inputs[named]}
    parts += [f"{k}={format_argument(v)}" for k, v in kwargs.items()]
    return f"{case.function}({', '.join(parts)})"


def examples_from_data(data: CaseData) -> list[Any]:
    """The statement's examples (practice.examples.Example) from the cases marked as examples,
    with the output regen stored for each group."""
    from .examples import Example

    outputs = data.expected.get("examples", {})
    examples = []
    for number, (setup, calls, _cases) in example_texts(data).items():
        if str(number) not in outputs:
            raise ExerciseError(f"{data.path.name}: example {number} has no stored output")
        examples.append(Example(setup, tuple(calls), outputs[str(number)]))
    return examples


def non_finite(value: Any) -> bool:
    """Whether a float is inf or nan (for messages about where they appear)."""
    return isinstance(value, float) and not math.isfinite(value)

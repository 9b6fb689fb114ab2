"""`practice regen <slug>`: an exercise's expected values, computed from its reference solution.

The author writes cases (checks/<module>.toml, practice.cases) and never an expected number. This
module runs .meta/solution.py in CPython on every case and stores the results in
checks/<module>.expected.json, one case per line so that a diff shows each changed expectation:

* `cases`: each written case's expected value (none for a case that must raise, which is run to
  see that the reference does raise);
* `random`: the random rows' cases, drawn with each row's fixed seed and sorted smallest first,
  their inputs in the cases file's argument forms and their expected values;
* `examples`: what the reference prints for each of the statement's example groups;
* `advice`: for a case whose advice is about a wrong answer (`advice_for`), the elements where
  that wrong answer's result differs: the page shows the advice only where a learner's does.

`verify` is the build's side: it recomputes every stored value and names each that no longer
agrees with the reference within its case's tolerance.
"""

from __future__ import annotations

import json
import math
import sys
import types
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from practice.cases import (
    EXPECTED_VERSION,
    Case,
    CaseData,
    build_argument,
    call_arguments,
    cases_path,
    example_texts,
    expected_path,
    frozen,
    load_case_data,
    random_case,
)
from practice.compare import differing
from practice.examples import compare_output
from practice.exercises import ExerciseError, load_exercise

__all__ = ["regenerate", "verify", "main", "RegenError"]

RANDOM_DECIMALS = 3  # drawn floats are rounded: short to store, easy to paste into a test


class RegenError(Exception):
    """The reference cannot compute a case; the message names the case."""


def _load(source: str, name: str) -> dict[str, Any]:
    module = types.ModuleType(name)
    exec(compile(source, name, "exec"), module.__dict__)  # noqa: S102 (the author's own code)
    return module.__dict__


def reference_functions(root: Path, slug: str) -> dict[str, Any]:
    path = Path(root) / "exercises" / slug / ".meta" / "solution.py"
    return _load(path.read_text("utf-8"), str(path))


def as_data(value: Any) -> Any:
    """A result as JSON keeps it (practice.cases.frozen reads it back): arrays and tuples as
    lists, numpy scalars as Python ones, bytes and dicts (whose keys may be tuples) tagged."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (list, tuple)):
        return [as_data(v) for v in value]
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    if isinstance(value, bytes):
        return {"bytes": list(value)}
    if isinstance(value, dict):
        return {"dict": [[as_data(k), as_data(v)] for k, v in value.items()]}
    raise RegenError(f"a result of type {type(value).__name__} cannot be stored")


def as_argument(value: Any) -> Any:
    """A value computed for a random case (`reference = ...`) in the cases file's argument
    forms, so that it is rebuilt exactly, dtype and key types included."""
    if isinstance(value, np.ndarray):
        return {"array": value.tolist(), "dtype": str(value.dtype)}
    if isinstance(value, dict):
        return {"dict": [[as_data(k), as_argument(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"tuple": as_data(value)}
    if isinstance(value, bytes):
        return {"bytes": list(value)}
    if isinstance(value, list):
        return {"list": as_data(value)}
    return as_data(value)


def _call(functions: Mapping[str, Any], data: CaseData, case: Case) -> Any:
    args, kwargs, _ = call_arguments(data, case)
    try:
        return functions[case.function](*args, **kwargs)
    except Exception as exc:
        if case.raises and type(exc).__name__ == case.raises:
            return exc
        raise RegenError(
            f"case {case.id!r}: the reference raised {type(exc).__name__}: {exc}"
        ) from exc


def _expected(functions: Mapping[str, Any], data: CaseData, case: Case) -> Any:
    got = _call(functions, data, case)
    if case.raises:
        if not isinstance(got, BaseException):
            raise RegenError(f"case {case.id!r}: the reference did not raise {case.raises}")
        return None
    return as_data(got)


# --- random cases ---------------------------------------------------------------------------------


def _size(spec: Any, dims: Mapping[str, int]) -> float:
    """A number, or a dimension's name (`"S"`, `"S-1"`, `"S+1"`) for the size drawn for it."""
    if isinstance(spec, (int, float)):
        return spec
    if isinstance(spec, str) and spec.endswith("-1"):
        return dims[spec[:-2]] - 1
    if isinstance(spec, str) and spec.endswith("+1"):
        return dims[spec[:-2]] + 1
    return dims[spec]


def _draw_one(
    rng: np.random.Generator,
    spec: Mapping[str, Any],
    dims: Mapping[str, int],
    functions: Mapping[str, Any],
) -> Any:
    shape = tuple(int(_size(s, dims)) for s in spec.get("shape", ()))
    if "reference" in spec:  # an input that is itself the reference's result on drawn inputs
        args = [_draw_one(rng, a, dims, functions) for a in spec.get("args", ())]
        built = [build_argument(a, None, {}) for a in args]
        return as_argument(functions[spec["reference"]](*built))
    if "string" in spec:  # characters drawn from an alphabet; length from `length`
        low, high = (int(_size(b, dims)) for b in spec.get("length", (0, 8)))
        alphabet = spec["string"]
        picks = rng.integers(len(alphabet), size=int(rng.integers(low, high + 1)))
        return "".join(alphabet[i] for i in picks)
    if "choice" in spec:
        options = spec["choice"]
        return options[int(rng.integers(len(options)))]
    if "float" in spec:
        low, high = (float(_size(b, dims)) for b in spec["float"])
        values = rng.uniform(low, high, shape).round(spec.get("decimals", RANDOM_DECIMALS))
        if shape and spec.get("ties") and rng.random() < spec["ties"]:
            row = int(rng.integers(shape[0])) if len(shape) > 1 else None
            if row is None:
                values[...] = values.flat[0]
            else:
                values[row] = values[row].flat[0]
        if spec.get("integers") and rng.random() < spec["integers"]:
            return {"array": np.round(values).astype(np.int64).tolist(), "dtype": "int64"}
        return values.tolist() if shape else float(values)
    if "int" in spec:
        low, high = (int(_size(b, dims)) for b in spec["int"])
        values = rng.integers(low, high + 1, shape)
        if not shape:
            return int(values)
        return {"array": values.tolist(), "dtype": spec.get("dtype", "int64")}
    if "bool" in spec:
        values = rng.random(shape) < spec["bool"]
        if spec.get("first") and values.ndim:
            values[..., 0] = True  # every row has at least one entry that counts
        return values.tolist()
    raise RegenError(f"a random argument needs float, int, bool or choice: {dict(spec)}")


def _pad(rng: np.random.Generator, drawn: dict[str, Any], specs: Mapping[str, Any]) -> None:
    """Fill the entries a mask marks unused with the spec's fills (±1e300, say)."""
    for name, spec in specs.items():
        pad = spec.get("pad") if isinstance(spec, Mapping) else None
        if not pad:
            continue
        unused = ~np.asarray(drawn[pad["mask"]], dtype=bool)
        values = np.asarray(drawn[name], dtype=float)
        fills = pad["fill"]
        values[unused] = fills[int(rng.integers(len(fills)))]
        drawn[name] = values.tolist()


def _elements(value: Any) -> int:
    """How big a drawn argument is, for the smallest-first order."""
    if isinstance(value, dict):
        value = next((value[k] for k in ("array", "list", "dict", "tuple") if k in value), 0)
    if isinstance(value, (str, bytes)):
        return len(value)
    if isinstance(value, list):
        return sum(_elements(v) for v in value)
    return 1


def draw(
    data: CaseData, spec: Mapping[str, Any], functions: Mapping[str, Any] | None = None
) -> list[dict[str, Any]]:
    """A random row's cases: inputs drawn with its seed, smallest first (by elements);
    `functions` are the reference's, for inputs computed by it."""
    functions = functions or {}
    rng = np.random.default_rng(int(spec.get("seed", 0)))
    params = data.signatures[spec["function"]]
    arg_specs, kwarg_specs = dict(spec.get("args", {})), dict(spec.get("kwargs", {}))
    unknown = set(arg_specs) - set(params)
    if unknown:
        raise RegenError(f"random row {spec['name']!r}: no parameter named {sorted(unknown)}")
    drawn_cases = []
    for _ in range(int(spec.get("count", 8))):
        dims = {
            name: int(rng.integers(low, high + 1))
            for name, (low, high) in sorted(spec.get("dims", {}).items())
        }
        drawn = {name: _draw_one(rng, arg_specs[name], dims, functions) for name in arg_specs}
        _pad(rng, drawn, arg_specs)
        kwargs = {name: _draw_one(rng, s, dims, functions) for name, s in kwarg_specs.items()}
        args = [drawn[name] for name in params if name in drawn]
        drawn_cases.append({"args": args, "kwargs": kwargs})
    drawn_cases.sort(key=lambda c: sum(_elements(a) for a in c["args"]))
    for i, case in enumerate(drawn_cases, 1):
        case["id"] = f"{spec['name']}-{i}"
    return drawn_cases


# --- examples ------------------------------------------------------------------------------------


def _example_outputs(functions: Mapping[str, Any], data: CaseData) -> dict[str, str]:
    outputs = {}
    for number, (_setup, _calls, cases) in example_texts(data).items():
        results = [_call(functions, data, c) for c in cases]
        # As the examples runner prints them: a tuple's items each on a line.
        parts = [p for r in results for p in (r if type(r) is tuple else (r,))]
        outputs[str(number)] = "\n".join(str(p) for p in parts)
    return outputs


# --- advice --------------------------------------------------------------------------------------


def _advice_positions(
    root: Path, slug: str, data: CaseData, expected: Mapping[str, Any]
) -> dict[str, Any]:
    reference = (Path(root) / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
    wrong_dir = Path(root) / "exercises" / slug / ".meta" / "wrong_answers"
    positions: dict[str, Any] = {}
    loaded: dict[str, dict[str, Any]] = {}
    for row in data.rows:
        for case in row.cases:
            if not case.advice_for or case.id in positions:
                continue
            path = wrong_dir / f"{case.advice_for}.py"
            if not path.is_file():
                raise RegenError(f"case {case.id!r}: advice_for names no file {path}")
            if case.advice_for not in loaded:
                source = reference + "\n\n" + path.read_text("utf-8")
                loaded[case.advice_for] = _load(source, str(path))
            got = _call(loaded[case.advice_for], data, case)
            want = expected["cases"][case.id]
            if isinstance(want, (int, float)) and not isinstance(want, bool):
                # A number: the advice is for a learner whose number is that wrong answer's.
                if not isinstance(got, (int, float, np.floating)) or got == want:
                    raise RegenError(
                        f"case {case.id!r}: the wrong answer {case.advice_for} gets it right "
                        "(or returns no number), so its advice would never show"
                    )
                positions[case.id] = {"value": float(got)}
                continue
            where = differing(got, frozen(want), case.rtol, case.atol)
            if not where:
                raise RegenError(
                    f"case {case.id!r}: the wrong answer {case.advice_for} gets it right, so "
                    "its advice would never show"
                )
            positions[case.id] = [list(i) for i in where]
    return positions


# --- the file ------------------------------------------------------------------------------------


def compute(root: Path, slug: str) -> dict[str, Any]:
    """Everything regen stores, computed afresh."""
    exercise = load_exercise(root, slug)
    data = load_case_data(cases_path(root, exercise.check_module))
    functions = reference_functions(root, slug)
    cases: dict[str, Any] = {}
    for row in data.rows:
        if row.kind == "random":
            continue
        for case in row.cases:
            if case.id not in cases:
                value = _expected(functions, data, case)
                if value is not None or not case.raises:
                    cases[case.id] = value
    random: dict[str, list[dict[str, Any]]] = {}
    for spec in data.random:
        drawn = draw(data, spec, functions)
        for stored in drawn:
            stored["expected"] = as_data(
                _call(functions, data, random_case(spec, stored, data.rtol, data.atol))
            )
        random[spec["name"]] = drawn
    result: dict[str, Any] = {"version": EXPECTED_VERSION, "cases": cases, "random": random}
    result["examples"] = _example_outputs(functions, data)
    result["advice"] = _advice_positions(root, slug, data, result)
    return result


def dumps(stored: Mapping[str, Any]) -> str:
    """The file's text: one case per line, so a diff shows each changed expectation."""

    def line(value: Any) -> str:
        return json.dumps(value, separators=(", ", ": "), allow_nan=True)

    out = ["{", f'"version": {stored["version"]},']
    for section in ("cases", "random", "examples", "advice"):
        items = list(stored.get(section, {}).items())
        out.append(f'"{section}": {{')
        for i, (key, value) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if section == "random":
                out.append(f"{line(key)}: [")
                out += [
                    f"  {line(c)}{',' if j < len(value) - 1 else ''}" for j, c in enumerate(value)
                ]
                out.append(f"]{comma}")
            else:
                out.append(f"{line(key)}: {line(value)}{comma}")
        out.append("}," if section != "advice" else "}")
    out.append("}")
    return "\n".join(out) + "\n"


def regenerate(root: Path, slug: str) -> Path:
    """Compute and write checks/<module>.expected.json; returns its path."""
    stored = compute(root, slug)
    path = expected_path(root, load_exercise(root, slug).check_module)
    path.write_text(dumps(stored), "utf-8")
    return path


def _disagree(want: Any, got: Any, rtol: float, atol: float) -> bool:
    if isinstance(want, list) or isinstance(got, list):
        if not (isinstance(want, list) and isinstance(got, list)) or len(want) != len(got):
            return True
        return any(_disagree(w, g, rtol, atol) for w, g in zip(want, got))
    if isinstance(want, float) or isinstance(got, float):
        if not isinstance(got, (int, float)) or not isinstance(want, (int, float)):
            return True
        if math.isnan(want) or math.isinf(want):
            return not (got == want or (math.isnan(want) and math.isnan(got)))
        return not math.isfinite(got) or abs(got - want) > atol + rtol * abs(want)
    return want != got


def verify(root: Path, slug: str) -> list[str]:
    """What no longer agrees between the stored expected values and the reference."""
    exercise = load_exercise(root, slug)
    path = expected_path(root, exercise.check_module)
    if not path.is_file():
        return [f"{path}: missing; run `practice regen {slug}`"]
    data = load_case_data(cases_path(root, exercise.check_module))
    try:
        fresh = compute(root, slug)
    except (RegenError, ExerciseError) as exc:
        return [f"{slug}: {exc}"]
    stored = data.expected
    problems = []
    tolerances = {c.id: (c.rtol, c.atol) for row in data.rows for c in row.cases}
    for case_id in sorted(set(fresh["cases"]) | set(stored.get("cases", {}))):
        if case_id not in stored.get("cases", {}):
            problems.append(f"case {case_id!r} has no stored expected value")
        elif case_id not in fresh["cases"]:
            problems.append(f"case {case_id!r} is stored but written nowhere")
        elif _disagree(stored["cases"][case_id], fresh["cases"][case_id], *tolerances[case_id]):
            problems.append(f"case {case_id!r}: the stored value no longer fits the reference")
    functions = reference_functions(root, slug)
    for spec in data.random:
        kept = stored.get("random", {}).get(spec["name"])
        if not kept:
            problems.append(f"random row {spec['name']!r} has no stored cases")
            continue
        for case in kept:
            got = as_data(_call(functions, data, random_case(spec, case, data.rtol, data.atol)))
            if _disagree(case["expected"], got, data.rtol, data.atol):
                problems.append(f"random case {case['id']!r} no longer fits the reference")
    kept = stored.get("examples", {})
    if kept.keys() != fresh["examples"].keys() or any(
        compare_output(fresh["examples"][n], kept[n]) == "differs" for n in kept
    ):
        problems.append("the stored example outputs are not what the reference prints")
    if json.dumps(stored.get("advice")) != json.dumps(fresh["advice"]):  # NaN != NaN
        problems.append("the stored advice positions are out of date")
    return [f"{path.name}: {p}; run `practice regen {slug}`" for p in problems]


def main(argv: Sequence[str], root: Path, out: Callable[[str], None] = print) -> int:
    """`practice regen <slug> [<slug> ...]`: exit 0, or 2 naming what could not be computed."""
    if not argv:
        print("usage: practice regen <slug> [<slug> ...]", file=sys.stderr)
        return 2
    for slug in argv:
        try:
            path = regenerate(root, slug)
        except (RegenError, ExerciseError) as exc:
            print(f"practice regen: {slug}: {exc}", file=sys.stderr)
            return 2
        out(f"wrote {path.relative_to(root)}")
    return 0

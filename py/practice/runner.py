"""Run an exercise's checks or examples against learner source and return a result object.

This is the one entry point both front ends use: `practice.cli` in a terminal and the browser
worker (through `run_json`). Nothing here prints.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from . import words
from .capture import CappedText, printed_heavily
from .checking import Check, CheckContext, NotRun, Suite, load_suite
from .compare import CheckFailed
from .diagnosis import Mistake, diagnose, load_mistakes
from .examples import compare_output, load_examples
from .exercises import Exercise, ExerciseError, load_exercise
from .explain import explain_exception
from .guard import Guard, LearnerStopped, RunTimeout, guarded_modules
from .keys import KeyMaterialError, key_material, load_key_inputs
from .learner import (
    LearnerError,
    check_functions,
    describe_exception,
    load_learner,
    unwritten_function,
)
from .result import new_result

__all__ = ["run", "run_json", "Host", "MODES"]

MODES = ("checks", "examples")
StopQuery = Callable[[], bool]


def run(
    root: Path | str,
    slug: str,
    source: str,
    mode: str = "checks",
    filename: str = "my_answer.py",
    time_limit: float | None = None,
    should_stop: StopQuery | None = None,
    on_stuck: Callable[[], None] | None = None,
    mistakes: Sequence[Mistake] | None = None,
    observed: dict[str, list[Any]] | None = None,
    only: str = "",
    host: Host | None = None,
) -> dict[str, Any]:
    """Judge `source` for exercise `slug`; never raises for anything the learner wrote.

    `time_limit` (seconds, default: the exercise's) bounds each check or example where the
    platform has timers; `should_stop` lets a host report a stop it requested; `on_stuck` is
    called when learner code keeps running past the limit despite every interrupt (a terminal
    host exits there; a library caller leaves it None).

    A failed run names the known mistake its failures match (practice.diagnosis) from
    `mistakes`, by default those of exercises/<slug>/mistakes.json where the site has one.
    `observed`, if given, receives what each failing check saw: the build's fingerprints.
    `only` runs one check, named as its row or as one of its cases (checks written as data).
    `host` is a page's part in the time limit (see `Host`).
    """
    result = new_result(slug, mode)
    limit = time_limit
    try:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; use one of {MODES}")
        exercise = load_exercise(root, slug)
        suite, check_module = load_suite(root, exercise.check_module)
        limit = exercise.time_limit if time_limit is None else time_limit
        guard = Guard(guarded_modules([check_module]), limit, filename, on_stuck)
        job = _Job(root, exercise, suite, guard, filename, should_stop, result, host or Host())
        if only:
            job.select(only)
        job.start(source)
        if result["status"] == "passed":
            job.run_checks() if mode == "checks" else job.run_examples()
        if observed is not None:
            observed.update(job.observed)
        if result["status"] == "failed" and mode == "checks":
            _diagnose(result, job.observed, mistakes, root, slug)
    except (LearnerError, UnknownCase) as exc:
        _set(result, "error", str(exc))
    except RunTimeout:
        loading = words.TOOK_TOO_LONG.format(what=filename, seconds=limit) + " to load"
        cut = result["output_cut"]
        why = "(an endless loop at the top level?)"
        if cut:  # it printed past the cap: more likely a print in a loop than a hang
            why = words.WHILE_PRINTING.format(printed=printed_heavily(cut))
        _set(result, "timeout", f"{loading} {why}")
    except ExerciseError as exc:
        _set(result, "fault", f"the exercise is broken (not your code): {exc}")
    except Exception as exc:  # our bug: keep it apart from the learner's failures
        _set(result, "fault", f"internal error in the checker (not your code): {exc!r}")
        result["traceback"] = traceback.format_exc(limit=8)
    return result


class Host:
    """What a page adds to a run of the checks, where Python has no timer of its own (Pyodide):
    the page keeps the time limit per function and is told as each check starts
    (`on_check(function, check)`); after it interrupted a function that ran past it,
    `time_up()` is true until `resume()` clears it, and the run goes on with the next function.
    `skip` maps the functions that ran out of time in an earlier, ended worker to the check
    they ran out in: the page replays the Submit without them."""

    def __init__(
        self,
        on_check: Callable[[str, str], None] | None = None,
        time_up: StopQuery | None = None,
        resume: Callable[[], None] | None = None,
        skip: dict[str, str] | None = None,
    ) -> None:
        self.on_check = on_check or (lambda _function, _check: None)
        self.time_up = time_up or (lambda: False)
        self.resume = resume or (lambda: None)
        self.skip = dict(skip or {})


def run_json(
    root: str,
    slug: str,
    source: str,
    mode: str,
    should_stop: StopQuery | None = None,
    on_check: Callable[[str, str], None] | None = None,
    time_up: StopQuery | None = None,
    resume: Callable[[], None] | None = None,
    skip: str = "",
) -> str:
    """`run` as JSON text, for hosts that talk across a language boundary (the worker); `skip`
    is `Host.skip` as JSON."""
    host = Host(on_check, time_up, resume, json.loads(skip) if skip else None)
    return json.dumps(run(root, slug, source, mode, should_stop=should_stop, host=host))


def _diagnose(
    result: dict[str, Any],
    observed: dict[str, list[Any]],
    mistakes: Sequence[Mistake] | None,
    root: Path | str,
    slug: str,
) -> None:
    """Name the known mistake, where one fits. Only ever an addition to a judged result: a
    fingerprint file we cannot read costs the learner the diagnosis, never the result."""
    try:
        known = load_mistakes(root, slug) if mistakes is None else mistakes
        diagnose(result["checks"], observed, known)
    except Exception:  # noqa: BLE001 (see the docstring)
        for row in result["checks"]:
            row["diagnosis"] = None


class UnknownCase(Exception):
    """`only` names no check and no case of the exercise."""


def _set(result: dict[str, Any], status: str, message: str) -> None:
    result["status"], result["message"] = status, message


def _check_row(check: Check, status: str = "pass", message: str = "") -> dict:
    return {
        "name": check.name,
        "description": check.description,
        "kind": check.kind,
        "status": status,
        "message": message,
        "case": "",  # a failing row's first failing case (checks written as data)
        "about": "",  # what that case is about, in one sentence
        "advice": "",  # what to do, only where the failure is the advice's own mistake
        "call": "",
        "function": check.function,
        "not_written": "",
        "got": "",
        "expected": "",
        "output": "",
        "diagnosis": None,  # the known mistake its failure matches (practice.diagnosis)
        "values": None,  # a failing array in full beside the expected one (explain.value_grid)
        "explained": "",  # what a numpy error means, with the raising frame's arrays
    }


class _Job:
    """One run: the guard, the learner's module and the functions, then checks or examples."""

    def __init__(
        self,
        root: Path | str,
        exercise: Exercise,
        suite: Suite,
        guard: Guard,
        filename: str,
        should_stop: StopQuery | None,
        result: dict[str, Any],
        host: Host,
    ) -> None:
        self.root, self.exercise, self.suite = root, exercise, suite
        self.host = host
        self.filename, self.result, self.guard = filename, result, guard
        self.time_limit = guard.time_limit or 0.0
        self.should_stop = should_stop or (lambda: False)
        # Taken before learner code exists, which could reach the suite and empty its list.
        self.checks = tuple(suite.checks)
        self.only = ""
        self.functions: dict[str, Callable[..., Any]] = {}
        self.module: ModuleType | None = None
        self.observed: dict[str, list[Any]] = {}  # what each failing check saw

    def select(self, only: str) -> None:
        """Keep the one row named `only`, or the row holding the case of that id."""
        data = self.suite.data
        rows = {row.name: row for row in data.rows} if data is not None else {}
        for check in self.checks:
            row = rows.get(check.name)
            if check.name == only or (row and any(c.id == only for c in row.cases)):
                self.checks, self.only = (check,), only
                return
        raise UnknownCase(f"no check or case of {self.exercise.slug} is named {only!r}")

    def start(self, source: str) -> None:
        """Load the learner's module (its prints become the result's `output`)."""
        output = CappedText()
        try:
            self.module = load_learner(source, self.filename, self.guard, output)
        finally:
            self.result["output"] = self._shown(output)
        self.functions = check_functions(
            self.module, self.suite.signatures, self.suite.optional, self.filename
        )

    def _shown(self, output: CappedText) -> str:
        """What the learner printed, as shown; the run's count of characters cut grows."""
        self.result["output_cut"] += output.dropped
        return output.getvalue()

    def _too_long(self, what: str, output: CappedText) -> str:
        limit = words.TOOK_TOO_LONG.format(what=what, seconds=self.time_limit)
        if output.dropped:  # it printed past the cap: more likely a print in a loop than a hang
            printed = words.WHILE_PRINTING.format(printed=printed_heavily(output.dropped))
            message = f"{limit} {printed}"
        else:
            message = f"{limit} {words.ENDLESS_LOOP}"
        _set(self.result, "timeout", message)
        return message

    def run_checks(self) -> None:
        """Every check in order. A function that runs past the time limit costs the run that
        one wait: its later checks are not run (each says where it ran out), and the other
        functions' checks run and report as usual."""
        rows = self.result["checks"]
        timed_out = dict(self.host.skip)  # function -> the check it ran out of time in
        for function, where in timed_out.items():  # ran out of time in an earlier worker
            message = words.RAN_OUT_IN.format(
                function=function, seconds=self.time_limit, check=where
            )
            _set(self.result, "timeout", message)
        for check in self.checks:
            if self._stopped():
                return
            if check.function in timed_out:
                message = NotRun(check.function, timed_out[check.function]).args[0]
                rows.append(_check_row(check, "error", message))
                continue
            if check.name in timed_out and not check.function:  # a row about several functions
                rows.append(_check_row(check, "error", words.NOT_RUN_ROW))
                continue
            self.host.on_check(check.function, check.name)
            output = CappedText()
            ctx = CheckContext(self.functions, self.guard, output)
            ctx.only_case, ctx.timed_out = self.only, timed_out
            row = _check_row(check)
            ended: BaseException | None = None
            try:
                check.run(ctx)
            except CheckFailed as exc:
                row.update(status="fail", message=exc.message, got=exc.got, expected=exc.expected)
                row["advice"], row["values"] = exc.advice, exc.values
                ended = exc
            except RunTimeout as exc:
                row.update(
                    status="error", message=self._too_long(ctx.last_call or check.name, output)
                )
                timed_out[check.function or ctx.last_function] = check.name
                ended = exc
            except NotRun as exc:  # it called a function that already ran out of time
                row.update(status="error", message=str(exc))
            except LearnerStopped as exc:
                if self.host.time_up():  # the page's time limit, not the learner's own stop
                    message = self._too_long(ctx.last_call or check.name, output)
                    row.update(status="error", message=message)
                    timed_out[check.function or ctx.last_function] = check.name
                    self.host.resume()
                else:
                    row.update(status="error", message=f"{ctx.last_call}: {exc}")
                ended = exc
            except ExerciseError:
                raise  # the exercise's data is broken: a fault of ours, not the learner's
            except Exception as exc:
                row.update(status="error", message=self._raised(ctx.last_call, exc))
                row["not_written"] = unwritten_function(exc, self.filename)
                if not row["not_written"]:
                    row["explained"] = explain_exception(exc, self.filename)
                ended = exc
            if ended is not None:
                self.observed[check.name] = ctx.finish(ended)
                row["case"], row["about"] = ctx.case, ctx.about
            row["call"] = ctx.last_call
            row["function"] = check.function or ctx.last_function
            row["output"] = self._shown(output)
            rows.append(row)
        self._summarise(rows, "pass", "checks", len(self.checks))
        if self.result["status"] == "passed":
            self._add_unlock()

    def _add_unlock(self) -> None:
        """After a full pass: the learner's key material, from which the page derives the key
        that decrypts the solution. None if the exercise has no lock or the outputs don't fit."""
        key_file = self.exercise.directory / "key_inputs.toml"
        self.result["unlock"] = None
        if not key_file.is_file():
            return
        output = CappedText()

        def evaluate(code: Any, namespace: dict[str, Any]) -> Any:
            return self.guard.call(output, eval, code, namespace)

        try:
            calls = load_key_inputs(self.root, self.exercise.slug)
            self.result["unlock"] = key_material(calls, self.functions, evaluate)
        except (KeyMaterialError, LearnerStopped, Exception) as exc:
            self.result["unlock_error"] = f"{type(exc).__name__}: {exc}"

    def run_examples(self) -> None:
        rows = self.result["examples"]
        for example in load_examples(self.root, self.exercise.slug):
            if self._stopped() or self.result["status"] == "timeout":
                return
            output = CappedText()
            namespace: dict[str, Any] = {"np": np, **self.functions}
            shown: list[str] = []
            row = {
                "call": "\n".join(filter(None, [example.setup, *example.calls])),
                "expected": example.output,
                "got": "",
                "status": "match",
                "message": "",
                "output": "",
            }
            call = ""
            try:
                if example.setup:
                    self.guard.call(output, exec, example.setup, namespace)
                for call in example.calls:
                    value = self.guard.call(output, eval, call, namespace)
                    # A tuple's items each on a line (gae's advantages, then its returns).
                    parts = value if type(value) is tuple else (value,)
                    shown += [self.guard.call(output, str, part) for part in parts]
                row["status"] = compare_output("\n".join(shown), example.output)
            except RunTimeout:
                row.update(status="error", message=self._too_long(call or "the example", output))
            except LearnerStopped as exc:
                row.update(status="error", message=f"{call}: {exc}")
            except Exception as exc:
                row.update(status="error", message=self._raised(call, exc))
            row["got"] = "\n".join(shown)
            row["output"] = self._shown(output)
            rows.append(row)
        self._summarise(rows, ("match", "close"), "examples", len(rows))

    def _raised(self, call: str, exc: Exception) -> str:
        where = describe_exception(exc, self.filename)
        return f"{call} raised {where}" if call else where

    def _stopped(self) -> bool:
        if self.should_stop():
            _set(self.result, "interrupted", "stopped before the run finished")
            return True
        return False

    def _summarise(self, rows: list[dict[str, Any]], good: Any, noun: str, total: int) -> None:
        good = (good,) if isinstance(good, str) else good
        passed = sum(1 for r in rows if r["status"] in good)
        self.result["passed"], self.result["total"] = passed, total
        if self.result["status"] != "passed":
            return  # a stop or a timeout already said what happened
        status = "passed" if passed == total else "failed"
        _set(self.result, status, f"{passed} of {total} {noun} passed")

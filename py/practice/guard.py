"""Runs learner code so that it cannot change how it is judged, and cannot hang the terminal.

Learner code runs inside `Guard.running()`: its prints go to a capped buffer, `input()` fails
with a clear message, and every module attribute it patched (numpy, builtins, math, the harness,
the check module, including class attributes defined there) is put back as soon as it returns.
Judging therefore always uses the original functions and data, whatever the learner's code did.

Limits, stated honestly: code that walks interpreter frames (through a traceback) or uses ctypes
can reach anything in the same process. The checks exist to teach, not to guard a prize; the
solution lock relies on the learner's outputs, not on this module.
"""

from __future__ import annotations

import builtins
import gc
import io
import math
import signal
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import numpy as np

from .capture import CappedText

__all__ = ["Guard", "RunTimeout", "LearnerStopped", "guarded_modules"]

_MISSING = object()
# Captured now, before any learner code can exist, so restoring never uses a patched function.
_setattr = setattr
_delattr = delattr
_type_setattr = type.__setattr__
_type_delattr = type.__delattr__
_dict = dict
_isinstance = isinstance
_vars = vars
_getattr = getattr
_settrace = sys.settrace


class RunTimeout(BaseException):
    """The time limit ran out. A BaseException so that `except Exception` in learner code can't
    swallow it."""


class LearnerStopped(Exception):
    """Learner code ended the run itself (sys.exit, KeyboardInterrupt, BaseException...)."""


def _no_input(*_args: object, **_kwargs: object) -> str:
    raise RuntimeError(
        "input() is not available here: the checks call your functions directly, "
        "so nobody can type an answer. Take values as function arguments instead."
    )


def _blocked(name: str) -> Callable[..., Any]:
    def refuse(*_args: object, **_kwargs: object) -> Any:
        raise RuntimeError(f"{name} is not available while your code is being checked")

    return refuse


def guarded_modules(extra: Iterable[ModuleType] = ()) -> list[ModuleType]:
    """The modules whose attributes learner code must not be able to change for good."""
    mods: list[ModuleType] = [builtins, sys, math, gc, io, np, np.linalg]
    mods += [m for name, m in list(sys.modules.items()) if name.startswith("practice") and m]
    mods += list(extra)
    return mods


class _Snapshot:
    """The attribute dictionaries of some modules, and of the classes they define."""

    def __init__(self, modules: Iterable[ModuleType]) -> None:
        self._modules = [(m, _dict(_vars(m))) for m in modules]
        self._classes: list[tuple[type, dict[str, Any]]] = []
        for module, attrs in self._modules:
            for value in attrs.values():
                if (
                    _isinstance(value, type)
                    and _getattr(value, "__module__", None) == module.__name__
                    and module.__name__ != "builtins"
                ):
                    self._classes.append((value, _dict(_vars(value))))

    def restore(self) -> None:
        """Put back every attribute as it was; remove ones that were added."""
        for module, saved in self._modules:
            current = _vars(module)
            # Added submodules stay: a lazy `np.testing` import binds one, and deleting it while
            # sys.modules keeps it would send numpy's lazy __getattr__ into endless recursion.
            added = [k for k, v in current.items() if k not in saved and type(v) is not ModuleType]
            for key in added:
                del current[key]
            for key, value in saved.items():
                if current.get(key, _MISSING) is not value:
                    current[key] = value
        for cls, saved in self._classes:
            current = _vars(cls)
            for key in [k for k in current if k not in saved]:
                try:
                    _type_delattr(cls, key)
                except (AttributeError, TypeError):
                    pass
            for key, value in saved.items():
                if current.get(key, _MISSING) is not value:
                    try:
                        _type_setattr(cls, key, value)
                    except (AttributeError, TypeError):
                        pass


class Guard:
    """Runs learner code with captured output, a time limit and every patch undone afterwards."""

    def __init__(
        self,
        modules: Iterable[ModuleType],
        time_limit: float | None = None,
        learner_file: str = "my_answer.py",
        on_stuck: Callable[[], None] | None = None,
    ) -> None:
        self._snapshot = _Snapshot(modules)
        self.time_limit = time_limit
        self.learner_file = learner_file
        self.on_stuck = on_stuck

    @contextmanager
    def running(self, output: CappedText) -> Iterator[None]:
        """Learner code runs inside this block; on leaving it, the world is as it was."""
        saved_streams = (sys.stdout, sys.stderr, sys.stdin)
        sys.stdout = sys.stderr = output
        sys.stdin = io.StringIO("")
        builtins.input = _no_input
        # Tracing and object-graph walks are the usual ways to reach the judge's locals.
        for module, name in (
            (sys, "settrace"),
            (sys, "setprofile"),
            (gc, "get_objects"),
            (gc, "get_referrers"),
            (threading, "settrace"),
        ):
            _setattr(module, name, _blocked(f"{module.__name__}.{name}"))
        try:
            # Show every warning (numpy overflow and the like) in the learner's output, each time.
            with (
                warnings.catch_warnings(),
                _deadline(self.time_limit, self.learner_file, self.on_stuck),
            ):
                warnings.simplefilter("always")
                warnings.showwarning = _warning_printer(output)
                yield
        finally:

            def put_back() -> None:
                _settrace(None)
                self._snapshot.restore()
                _threading_restore()
                sys.stdout, sys.stderr, sys.stdin = saved_streams
                sys.setprofile(None)

            _finish_despite_interrupts(put_back)

    def call(self, output: CappedText, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Call learner code; its own BaseExceptions come back as LearnerStopped."""
        with self.running(output):
            try:
                return func(*args, **kwargs)
            except RunTimeout:
                raise
            except Exception:
                raise
            except BaseException as exc:  # sys.exit(), KeyboardInterrupt, a bare BaseException
                raise LearnerStopped(_describe_stop(exc)) from exc


_threading_settrace = threading.settrace


def _threading_restore() -> None:
    threading.settrace = _threading_settrace  # type: ignore[assignment]


def _finish_despite_interrupts(step: Callable[[], None]) -> None:
    """Run `step` to the end even if a stop (KeyboardInterrupt, RunTimeout) lands inside it,
    then pass the stop on. A restore cut in half would leave numpy or the harness patched."""
    pending: BaseException | None = None
    while True:
        try:
            step()
            break
        except (KeyboardInterrupt, RunTimeout) as exc:  # step is idempotent: run it again
            pending = pending or exc
    if pending is not None:
        raise pending


def _warning_printer(output: CappedText) -> Callable[..., None]:
    def show(
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        file: object = None,
        line: str | None = None,
    ) -> None:
        output.write(warnings.formatwarning(message, category, filename, lineno, line))

    return show


def _describe_stop(exc: BaseException) -> str:
    if _isinstance(exc, SystemExit):
        return f"your code called exit() or sys.exit({exc.code!r}); return a value instead"
    if _isinstance(exc, KeyboardInterrupt):
        return "your code raised KeyboardInterrupt"
    return f"your code raised {type(exc).__name__}: {exc}"


@contextmanager
def _deadline(
    seconds: float | None, learner_file: str, on_stuck: Callable[[], None] | None
) -> Iterator[None]:
    """Raise RunTimeout after `seconds`, where signals exist (CPython's main thread).

    Under Pyodide there are no alarms; the page enforces the limit from outside the worker.
    Learner code may catch the RunTimeout (`except BaseException: pass` in a loop), so the
    alarm also installs a tracer that raises it again on the next line the learner's file runs,
    and repeats every half second. Code that still survives a few rounds (catch-alls nested
    in loops) is beyond what one process can stop: `on_stuck` is the host's last resort.
    """
    usable = (
        seconds is not None
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return
    files = (learner_file, "<string>")
    alarms = 0
    running = [True]  # the frames keep this tracer after the block: it must go quiet then

    def keep_raising(frame: Any, event: str, _arg: object) -> Any:
        if not running[0] or frame.f_code.co_filename not in files:
            return None
        if event in ("call", "line"):
            raise RunTimeout()
        return keep_raising

    def on_alarm(_signum: int, frame: Any) -> None:
        nonlocal alarms
        alarms += 1
        if alarms > 4 and on_stuck is not None:
            on_stuck()
        _settrace(keep_raising)
        while frame is not None:  # frames already running get the tracer too
            if frame.f_code.co_filename in files:
                frame.f_trace = keep_raising
            frame = frame.f_back
        raise RunTimeout()

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)  # type: ignore[arg-type]
    try:
        yield
    finally:
        # A learner frame that outlives the block (a generator, a frame its traceback holds)
        # keeps the tracer; quiet, it cannot stop checks that run after a time-out.
        running[0] = False
        signal.setitimer(signal.ITIMER_REAL, 0, 0)
        signal.signal(signal.SIGALRM, previous)
        _settrace(None)

"""Run a lesson's code cells one at a time in one namespace, as a notebook's kernel does.

The lesson page's worker keeps one `Notebook` for the page (`run_cell_json`), the terminal one
for the whole lesson (`practice lesson <slug>`). Each cell runs under the same guard as an
exercise (practice.guard): its prints go to a capped buffer, `input()` fails clearly, the
harness and numpy are restored if the cell patched them, and a time limit applies where the
platform has timers (in the browser the page enforces it, and Stop sends a KeyboardInterrupt).

A cell's value is its last expression, as in Jupyter. A dict with a "charts" key is a plot the
page draws (web/lesson.js); any other value other than None is shown as its repr after the
printed text. Nothing here prints.
"""

from __future__ import annotations

import ast
import json
import linecache
import traceback
from collections.abc import Callable
from typing import Any

from . import words
from .capture import CappedText
from .guard import Guard, RunTimeout, guarded_modules

__all__ = ["DEFAULT_TIME_LIMIT", "Notebook", "run_cell_json"]

StopQuery = Callable[[], bool]
# Seconds a cell may run: the exercises' usual limit, for cells meant to take well under two.
# The terminal applies it here; the page (sitebuild/lessons.py) with its own clock.
DEFAULT_TIME_LIMIT = 10.0


class Notebook:
    """One namespace the cells share, in the order they are run."""

    def __init__(self, time_limit: float | None = None) -> None:
        self.time_limit = time_limit
        self.namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}

    def run(self, cell_id: str, source: str, should_stop: StopQuery | None = None) -> dict:
        """Run one cell; never raises for anything the cell does.

        Returns {cell, status, output, output_cut, value, message}: status "ok", "error" (the
        cell raised: `message` is the traceback's last line, `output` ends with the traceback),
        "timeout" or "interrupted"; `value` is the cell's charts dict, or None.
        """
        filename = f"<cell {cell_id}>"
        result: dict[str, Any] = {
            "cell": cell_id,
            "status": "ok",
            "output": "",
            "output_cut": 0,
            "value": None,
            "message": "",
        }
        output = CappedText()
        try:
            body, last = _compile(source, filename)
        except SyntaxError as exc:
            result["status"] = "error"
            result["message"] = f"SyntaxError: {exc.msg} (line {exc.lineno})"
            result["output"] = "".join(traceback.format_exception_only(exc))
            return result
        guard = Guard(guarded_modules(), self.time_limit, filename)
        value = None
        try:
            with guard.running(output):
                exec(body, self.namespace)  # noqa: S102 (running the learner's cell is the point)
                if last is not None:
                    value = eval(last, self.namespace)  # noqa: S307 (its last expression)
        except RunTimeout:
            result["status"] = "timeout"
            result["message"] = words.CELL_TIME_LIMIT.format(seconds=self.time_limit)
        except KeyboardInterrupt:
            stopped = should_stop is not None and should_stop()
            result["status"] = "interrupted" if stopped else "error"
            result["message"] = "Stopped." if stopped else "KeyboardInterrupt"
        except SystemExit as exc:
            result["status"] = "error"
            result["message"] = f"SystemExit({exc.code!r}): a cell cannot end Python"
        except BaseException as exc:  # noqa: BLE001 (whatever the cell raised is its result)
            result["status"] = "error"
            result["message"] = "".join(traceback.format_exception_only(exc)).strip()
            output.write(_cell_traceback(exc))
        if result["status"] == "ok" and value is not None:
            charts = _charts(value)
            if charts is not None:
                result["value"] = charts
            else:
                output.write(f"{value!r}\n")
        result["output"] = output.getvalue()
        result["output_cut"] = output.dropped
        return result


def _compile(source: str, filename: str) -> tuple[Any, Any]:
    """The cell compiled as statements, and its last expression apart, if it ends with one."""
    # Registered so a traceback shows the cell's lines, as it does for a file.
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    tree = ast.parse(source, filename, "exec")
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    return compile(tree, filename, "exec"), (
        compile(last, filename, "eval") if last is not None else None
    )


def _cell_traceback(exc: BaseException) -> str:
    """The traceback from the cell's own frames on: the harness's frames mean nothing to a
    reader."""
    frames = [
        frame
        for frame in traceback.extract_tb(exc.__traceback__)
        if frame.filename.startswith("<cell ")
    ]
    lines = ["Traceback (most recent call last):\n", *traceback.format_list(frames)]
    return "".join(lines) + "".join(traceback.format_exception_only(exc))


def _charts(value: Any) -> dict | None:
    """`value` as JSON-ready charts, if it is a dict with a "charts" list; else None."""
    if not isinstance(value, dict) or not isinstance(value.get("charts"), list):
        return None
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError):
        return None


_notebook: Notebook | None = None


def run_cell_json(cell_id: str, source: str, should_stop: StopQuery | None = None) -> str:
    """Run a cell in this interpreter's notebook; the result as JSON, for the worker."""
    global _notebook
    if _notebook is None:
        _notebook = Notebook()
    return json.dumps(_notebook.run(cell_id, source, should_stop))

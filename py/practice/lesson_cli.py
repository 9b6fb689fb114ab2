"""`practice lesson <slug>`: run a lesson's code cells in order, as the page's "Run all" does.

Each cell's printed output follows its title; a plot a cell returns is named, not drawn. Exit
codes as for an exercise: 0 every cell ran, 1 a cell raised or ran out of time (the rest are
not run: they may need what it defines), 2 usage or an unknown or malformed lesson.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from .cells import DEFAULT_TIME_LIMIT, Notebook
from .lessons import LessonError, lesson_cells, list_lessons

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="practice lesson",
        description="Run every code cell of a lesson in order and print what each prints.",
        epilog="Exit codes: 0 every cell ran, 1 a cell failed, 2 usage or unknown lesson.",
    )
    parser.add_argument("lesson", help="lesson name, e.g. rl-for-games")
    parser.add_argument("--root", type=Path, default=None, help="repository root (advanced)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=DEFAULT_TIME_LIMIT,
        metavar="SECONDS",
        help=f"limit for each cell (default {DEFAULT_TIME_LIMIT:g} s)",
    )
    return parser


def main(argv: list[str], root: Path, out: TextIO = sys.stdout) -> int:
    args = _parser().parse_args(argv)
    root = (args.root or root).resolve()
    try:
        cells = lesson_cells(root, args.lesson)
    except LessonError as exc:
        known = ", ".join(list_lessons(root)) or "none"
        print(f"practice: {exc}", file=sys.stderr)
        print(f"practice: lessons here: {known}", file=sys.stderr)
        return 2
    notebook = Notebook(time_limit=args.time_limit)
    for cell in cells:
        print(f"== Cell {cell.id}: {cell.title}", file=out)
        result = notebook.run(cell.id, cell.source)
        out.write(result["output"])
        if result["value"] is not None:
            titles = [str(chart.get("title", "")) for chart in result["value"]["charts"]]
            print(f"[plot: {'; '.join(titles)}]", file=out)
        if result["status"] != "ok":
            print(f"practice: cell {cell.id} failed: {result['message']}", file=sys.stderr)
            return 1
        print(file=out)
    return 0

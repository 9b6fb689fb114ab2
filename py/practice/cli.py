"""Terminal runner: `python3 scripts/practice/run.py <exercise> <file> [--examples] [--json]`.

Exit codes: 0 every check passes, 1 some check fails, 2 usage or bad input (missing or unreadable
file, unknown exercise, code that can't be judged: syntax error, missing function...).

For authors, `practice new <slug>` creates a new exercise's files (py/authoring/scaffold.py),
and `practice regen <slug>` computes its expected values from the reference (authoring.regen).
`practice lesson <slug>` runs a lesson's code cells in order (practice.lesson_cli).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from .diagnosis import diagnose
from .exercises import ExerciseError, list_exercises, load_exercise
from .explain import grid_text
from .runner import run

__all__ = ["main", "EXIT_PASSED", "EXIT_FAILED", "EXIT_BAD_INPUT", "default_root"]

EXIT_PASSED, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


class BadInput(Exception):
    """Something about the command line or the answer file; the message is one line."""


def default_root() -> Path:
    """The repository holding exercises/: $PRACTICE_ROOT, else the checkout this package is in."""
    if os.environ.get("PRACTICE_ROOT"):
        return Path(os.environ["PRACTICE_ROOT"])
    here = Path(__file__).resolve().parents[2]
    return here if (here / "exercises").is_dir() else Path.cwd()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="practice",
        description="Run an exercise's checks against your answer file. "
        "Authors: 'practice new <slug>' creates a new exercise, 'practice regen <slug>' computes "
        "its expected values from the reference (docs/authoring.md). "
        "'practice lesson <slug>' runs a lesson's cells.",
        epilog="Exit codes: 0 all checks pass, 1 some check fails, 2 usage or bad input.",
    )
    parser.add_argument("exercise", help="exercise name, e.g. grpo-advantages")
    parser.add_argument("file", help="your answer, e.g. my_answer.py")
    parser.add_argument("--examples", action="store_true", help="run the statement's examples")
    parser.add_argument("--json", action="store_true", help="print the result object as JSON")
    parser.add_argument(
        "--case",
        default="",
        metavar="ID",
        help="run one check only: a check's name, or the id of one of its cases",
    )
    parser.add_argument("--root", type=Path, default=None, help="repository root (advanced)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=None,
        metavar="SECONDS",
        help="limit for each check (default: the exercise's, usually 10 s)",
    )
    return parser


def read_answer(path: Path) -> str:
    """The answer's source text, or BadInput saying what is wrong with the file."""
    if not path.exists():
        raise BadInput(f"{path}: no such file (copy the exercise's starter.py to start)")
    if path.is_dir():
        raise BadInput(f"{path} is a directory; give the path of your .py file")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise BadInput(f"{path} can't be read: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadInput(
            f"{path} is not UTF-8 text (byte {exc.start}: {data[exc.start : exc.start + 1]!r}); "
            "save it as UTF-8"
        ) from None


class _Style:
    """ANSI colour, only on a terminal and never with NO_COLOR set."""

    def __init__(self, stream: TextIO) -> None:
        self.on = stream.isatty() and not os.environ.get("NO_COLOR")

    def __call__(self, text: str, code: str) -> str:
        return f"\033[{code}m{text}\033[0m" if self.on else text


_MARKS = {
    "pass": ("✓", "32"),
    "match": ("✓", "32"),
    "close": ("≈", "32"),
    "fail": ("✗", "31"),
    "differs": ("✗", "31"),
    "error": ("!", "33"),
}


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.rstrip("\n").splitlines())


def format_report(result: dict[str, Any], style: _Style) -> str:
    """The human-readable report for a result object."""
    lines: list[str] = []
    if result["output"]:
        lines += ["Your module printed:", _indent(result["output"])]
    if result["mode"] == "examples":
        for i, ex in enumerate(result["examples"], 1):
            mark, colour = _MARKS[ex["status"]]
            lines.append(style(f"{mark} example {i}: {ex['status']}", colour))
            lines += [
                _indent(ex["call"], "    >>> "),
                "  expected:",
                _indent(ex["expected"]),
                "  got:",
                _indent(ex["got"] or "(nothing)"),
            ]
            if ex["message"]:
                lines.append(_indent(ex["message"]))
            if ex["output"]:
                lines += ["  printed:", _indent(ex["output"])]
    for function, checks in _by_function(result["checks"]).items():
        passed = sum(check["status"] == "pass" for check in checks)
        head = f"{function}()" if function else "Other checks"
        lines.append(style(f"{head}: {passed} of {len(checks)} pass", "1"))
        for diagnosis in _diagnoses(checks):
            lines.append(_indent(f"Known mistake: {diagnosis['message']}", "  "))
            if diagnosis.get("hint"):
                lines.append(
                    f"  (hint {diagnosis['hint']} covers it: hints/"
                    f"{result['exercise']}/{diagnosis['hint']}.md)"
                )
        for check in checks:
            mark, colour = _MARKS[check["status"]]
            name = style(f"{mark} {check['name']}", colour)
            lines.append(f"  {name} — {check['description']}")
            if check.get("not_written"):  # a starter's stub: one line, not its traceback again
                lines.append(f"      waits on {check['not_written']}(), which is not written yet")
            elif check["status"] != "pass":
                lines.append(_indent(check["message"], "      "))
                if check.get("values"):
                    lines.append(_indent(grid_text(check["values"]), "      "))
                if check.get("explained"):
                    lines.append(_indent(check["explained"], "      "))
                if check.get("about") and check["about"] != check["description"]:
                    lines.append(_indent(f"About: {check['about']}", "      "))
                if check.get("advice"):
                    lines.append(_indent(f"Try: {check['advice']}", "      "))
                if check.get("case"):
                    lines.append(f"      (only this case: --case {check['case']})")
                if check["output"]:
                    lines += ["      printed:", _indent(check["output"], "        ")]
    summary = result["message"]
    colour = "32" if result["status"] == "passed" else "31"
    lines.append(style(summary, "1;" + colour))
    return "\n".join(lines)


def _by_function(checks: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The checks by the learner's function each one called last, in order of appearance (as
    the page groups them, web/check_groups.js)."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for check in checks:
        groups.setdefault(check.get("function") or "", []).append(check)
    return groups


def _diagnoses(checks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The known mistakes named in one function's checks, each once."""
    named: dict[str, dict[str, Any]] = {}
    for check in checks:
        if check.get("diagnosis"):
            named.setdefault(check["diagnosis"]["mistake"], check["diagnosis"])
    return list(named.values())


def name_mistakes(root: Path, result: dict[str, Any], observed: dict[str, list[Any]]) -> None:
    """Name the known mistake of a failed run (practice.diagnosis), from the exercise's wrong
    answers, fingerprinted once and kept in .cache/ (py/authoring/mistakes.py). A terminal
    extra: a checkout or install without the catalogue just goes without."""
    try:
        from authoring.mistakes import mistakes_data

        def computing(count: int) -> None:
            print(
                f"practice: reading the exercise's {count} known mistakes (once: a few seconds)",
                file=sys.stderr,
            )

        data = mistakes_data(root, result["exercise"], allow_twins=True, on_compute=computing)
        diagnose(result["checks"], observed, data["mistakes"])
    except Exception:  # noqa: BLE001 (see the docstring)
        for check in result["checks"]:
            check["diagnosis"] = None


def _give_up() -> None:
    """Learner code ignores every interrupt: say so in one line and leave at once."""
    sys.__stdout__.flush()
    print(
        "practice: your code kept running after the time limit and ignored every attempt to "
        "stop it (an endless loop that catches all exceptions?)",
        file=sys.__stderr__,
    )
    os._exit(EXIT_FAILED)


def new_exercise(argv: list[str]) -> int:
    """`practice new <slug>`: the author's scaffold, imported only here because it is not part
    of the harness the browser gets (py/authoring/ is never shipped)."""
    from authoring.scaffold import main as scaffold_main

    return scaffold_main(argv, default_root())


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["new"]:
        return new_exercise(argv[1:])
    if argv[:1] == ["regen"]:
        from authoring.regen import main as regen_main

        return regen_main(argv[1:], default_root())
    if argv[:1] == ["lesson"]:
        from .lesson_cli import main as lesson_main

        return lesson_main(argv[1:], default_root())
    args = _parser().parse_args(argv)
    root = (args.root or default_root()).resolve()
    try:
        load_exercise(root, args.exercise)
        source = read_answer(Path(args.file))
    except (BadInput, ExerciseError) as exc:
        print(f"practice: {exc}", file=sys.stderr)
        if isinstance(exc, ExerciseError) and not list_exercises(root):
            print(f"practice: no exercises found under {root}", file=sys.stderr)
        return EXIT_BAD_INPUT
    mode = "examples" if args.examples else "checks"
    observed: dict[str, list[Any]] = {}
    result = run(
        root,
        args.exercise,
        source,
        mode,
        filename=Path(args.file).name,
        time_limit=args.time_limit,
        on_stuck=_give_up,
        mistakes=(),  # named below, only for a failed run: the catalogue costs time to read
        observed=observed,
        only=args.case,
    )
    if result["status"] == "failed" and mode == "checks":
        name_mistakes(root, result, observed)
    if args.json:
        print(json.dumps(result, indent=2))
    elif result["status"] in ("error", "fault"):
        print(f"practice: {result['message']}", file=sys.stderr)
        if result["output"]:
            print(_indent(result["output"]), file=sys.stderr)
    else:
        print(format_report(result, _Style(sys.stdout)))
    if result["status"] == "passed":
        return EXIT_PASSED
    return EXIT_BAD_INPUT if result["status"] in ("error", "fault") else EXIT_FAILED


if __name__ == "__main__":
    sys.exit(main())

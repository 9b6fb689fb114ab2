"""What the feedback says over the whole catalogue of known wrong answers, and what it costs.

    python3 bench/feedback.py [--write docs/benchmarks.md]

Every known wrong answer of every exercise (cheats included: they fail too) is run through the
checks in CPython, and its failing rows counted by what they lead with: a shape said in words
(practice.explain.shape_words), a value table (value_grid), a numpy error explained
(explain_numpy_error), and "not run" rows outside the function that ran out of time (the
rule's goal is none). The cost is the time to judge every answer with the explanations on, less
the time with them replaced by no-ops, per Submit; the browser's Pyodide is slower than CPython
by about the factor docs/benchmarks.md gives for a Submit.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from markdown_section import write_section  # noqa: E402

from authoring.mistakes import wrong_answers  # noqa: E402
from practice import checking, runner  # noqa: E402
from practice.exercises import list_exercises  # noqa: E402

HEADING = "## Feedback over the catalogue"


def judge_all() -> tuple[dict[str, int], float, int]:
    counts = {"answers": 0, "shape": 0, "table": 0, "numpy": 0, "not_run_elsewhere": 0}
    started = time.perf_counter()
    submits = 0
    for slug in list_exercises(ROOT):
        reference = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
        for answer in wrong_answers(ROOT, slug):
            source = reference + "\n\n" + answer.path.read_text("utf-8")
            result = runner.run(ROOT, slug, source, "checks", mistakes=(), time_limit=2.0)
            submits += 1
            failing = [r for r in result["checks"] if r["status"] != "pass"]
            if not failing:
                continue
            counts["answers"] += 1
            counts["shape"] += any("got shape" in r["message"] for r in failing)
            counts["table"] += any(r.get("values") for r in failing)
            counts["numpy"] += any(
                "do not broadcast" in r.get("explained", "") or "In a @ b" in r.get("explained", "")
                for r in failing
            )
            ran_out = {r["function"] for r in failing if "took longer than" in r["message"]}
            counts["not_run_elsewhere"] = max(
                counts["not_run_elsewhere"],
                sum(
                    1
                    for r in failing
                    if r["message"].startswith("not run:") and r["function"] not in ran_out
                ),
            )
    return counts, time.perf_counter() - started, submits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", type=Path, help="replace the section in this Markdown file")
    args = parser.parse_args()
    counts, with_it, submits = judge_all()
    # The same runs with the explanations switched off: what building them costs.
    saved = (checking.value_grid, runner.explain_exception)
    checking.value_grid = lambda *_a: None  # type: ignore[assignment]
    runner.explain_exception = lambda *_a: ""  # type: ignore[assignment]
    try:
        _, without, _ = judge_all()
    finally:
        checking.value_grid, runner.explain_exception = saved
    per_submit_ms = (with_it - without) / submits * 1000
    table = "\n".join(
        [
            "| measure | value |",
            "|---|---:|",
            f"| known wrong answers that fail | {counts['answers']} |",
            f"| ... whose failures lead with a shape in words | {counts['shape']} |",
            f"| ... that show a value table | {counts['table']} |",
            f"| ... that explain a numpy broadcasting or matmul error | {counts['numpy']} |",
            '| most checks one answer leaves "not run" outside the function that ran out of '
            f"time (goal 0) | {counts['not_run_elsewhere']} |",
            f"| building the report, per Submit, CPython | {per_submit_ms:+.2f} ms |",
        ]
    )
    print(table)
    if args.write:
        section = (
            f"{HEADING}\n\n`python3 bench/feedback.py --write docs/benchmarks.md`, over "
            f"{submits} known wrong answers of {len(list_exercises(ROOT))} exercises.\n\n"
            + table
            + "\n"
        )
        write_section(args.write, HEADING, section)
    return 0


if __name__ == "__main__":
    sys.exit(main())

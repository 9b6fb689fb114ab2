#!/usr/bin/env python3
"""Where the test suite's time goes: a `pytest --durations=0` log summed per file and per phase.

    ./scripts/test --durations=0 > suite.log 2>&1
    python3 bench/suite_time.py suite.log             # per file: setup, call, teardown, tests
    python3 bench/suite_time.py suite.log --top 20    # and the 20 slowest phases
    python3 bench/suite_time.py suite.log --per-exercise   # what each exercise costs

A script, not a test: the numbers depend on the machine and are written down in
docs/benchmarks.md ("The test suite"), never asserted. A test's `setup` is where its fixtures
run: a session fixture (a site build, a browser launch) is paid in the setup of the first test
that asks for it, so a file's setup column shows which fixed costs it pays first. pytest leaves
out phases under 5 ms, so "tests timed" counts the tests whose call took longer.
With parallel workers the phases add up to more than the wall time: the sum is the work done.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

# pytest prints one line per phase: "12.34s call     tests/x.py::test_y[param]"
LINE = re.compile(r"^\s*(?P<seconds>\d+(?:\.\d+)?)s (?P<phase>setup|call|teardown)\s+(?P<id>\S.*)$")
PHASES = ("setup", "call", "teardown")


def parse(text: str) -> list[tuple[float, str, str]]:
    """(seconds, phase, test id) for every duration line of the log."""
    rows = []
    for line in text.splitlines():
        match = LINE.match(line)
        if match:
            rows.append((float(match["seconds"]), match["phase"], match["id"].strip()))
    return rows


def per_file(rows: list[tuple[float, str, str]]) -> dict[str, dict[str, float]]:
    """file -> {setup, call, teardown, tests}: seconds per phase and the number of tests."""
    table: dict[str, dict[str, float]] = defaultdict(lambda: dict.fromkeys((*PHASES, "tests"), 0))
    for seconds, phase, test_id in rows:
        name = test_id.split("::", 1)[0]
        table[name][phase] += seconds
        if phase == "call":
            table[name]["tests"] += 1
    return table


def markdown(table: dict[str, dict[str, float]]) -> str:
    """The table, slowest file first, as Markdown with a total row."""
    lines = [
        "| file | tests timed | setup s | call s | teardown s | total s |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    totals = dict.fromkeys((*PHASES, "tests"), 0.0)
    ordered = sorted(table.items(), key=lambda item: -sum(item[1][p] for p in PHASES))
    for name, row in ordered:
        for key in totals:
            totals[key] += row[key]
        lines.append(
            f"| {name} | {int(row['tests'])} | "
            + " | ".join(f"{row[p]:.1f}" for p in PHASES)
            + f" | {sum(row[p] for p in PHASES):.1f} |"
        )
    lines.append(
        f"| **all** | {int(totals['tests'])} | "
        + " | ".join(f"{totals[p]:.1f}" for p in PHASES)
        + f" | {sum(totals[p] for p in PHASES):.1f} |"
    )
    return "\n".join(lines)


def per_exercise(rows: list[tuple[float, str, str]], root: Path) -> dict[str, float]:
    """slug -> seconds of the tests that exist because the exercise does: those parametrised
    by its slug, and its own file tests/test_<module>.py."""
    folders = (root / "exercises").iterdir()
    slugs = sorted(p.name for p in folders if (p / "exercise.toml").is_file())
    cost = dict.fromkeys(slugs, 0.0)
    for seconds, _phase, test_id in rows:
        for slug in slugs:
            own_file = f"tests/test_{slug.replace('-', '_')}.py::"
            if f"[{slug}]" in test_id or f"[{slug}-" in test_id or test_id.startswith(own_file):
                cost[slug] += seconds
    return cost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", type=Path, help="the output of pytest --durations=0")
    parser.add_argument("--top", type=int, default=0, help="also list the N slowest phases")
    parser.add_argument(
        "--per-exercise", action="store_true", help="also the seconds each exercise adds"
    )
    args = parser.parse_args(argv)
    rows = parse(args.log.read_text(encoding="utf-8", errors="replace"))
    if not rows:
        print(f"{args.log}: no duration lines (run pytest with --durations=0)", file=sys.stderr)
        return 2
    print(markdown(per_file(rows)))
    if args.per_exercise:
        cost = per_exercise(rows, Path(__file__).resolve().parent.parent)
        print()
        for slug, seconds in sorted(cost.items(), key=lambda item: -item[1]):
            print(f"{seconds:8.2f}s {slug}")
        print(f"{sum(cost.values()) / len(cost):8.2f}s per exercise on average ({len(cost)})")
    if args.top:
        print()
        for seconds, phase, test_id in sorted(rows, reverse=True)[: args.top]:
            print(f"{seconds:8.2f}s {phase:8} {test_id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

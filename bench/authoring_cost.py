"""What an exercise costs to write, before and after its checks became data, and what its random
rows catch on their own.

    python3 bench/authoring_cost.py [--base <commit>] [--write docs/benchmarks.md]

Lines an author writes, counted with `wc -l` semantics on the files as `ruff format` and
`practice regen` leave them: the check module, the case data (the cases file, and the
examples.toml it replaced, since the statement's examples are cases now) and the exercise's
own test file. The stored expected values (checks/<module>.expected.json) are written by regen,
not by hand, and are left out. `--base` is the commit before the move.

For the random rows: each known wrong answer of the catalogue (cheats left out) is run through
the checks, and counted as caught by the random cases alone when some random row fails for it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from markdown_section import write_section  # noqa: E402

from authoring.mistakes import wrong_answers  # noqa: E402
from practice.cases import has_cases  # noqa: E402
from practice.exercises import check_module_name, list_exercises  # noqa: E402
from practice.runner import run  # noqa: E402

BASE = "73596a4"  # main before the first exercise moved to data
HEADING = "## Authoring cost: checks as data"


def _lines_at(commit: str | None, path: str) -> int:
    if commit is None:
        file = ROOT / path
        return len(file.read_text("utf-8").splitlines()) if file.is_file() else 0
    proc = subprocess.run(
        ["git", "show", f"{commit}:{path}"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    return len(proc.stdout.splitlines()) if proc.returncode == 0 else 0


def author_lines(slug: str, commit: str | None) -> dict[str, int]:
    module = check_module_name(slug)
    return {
        "module": _lines_at(commit, f"checks/{module}.py"),
        "data": _lines_at(commit, f"checks/{module}.toml")
        + _lines_at(commit, f"exercises/{slug}/examples.toml"),
        "tests": _lines_at(commit, f"tests/test_{module}.py")
        + (_lines_at(commit, "tests/test_grpo_checks.py") if slug == "grpo-advantages" else 0),
    }


def random_catches(slug: str) -> tuple[int, int]:
    """(wrong answers some random row rejects, wrong answers in the catalogue)."""
    reference = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
    caught = total = 0
    for answer in wrong_answers(ROOT, slug):
        if not answer.mistake:
            continue
        total += 1
        source = reference + "\n\n" + answer.path.read_text("utf-8")
        result = run(ROOT, slug, source, "checks", mistakes=())
        if any(r["kind"] == "random" and r["status"] != "pass" for r in result["checks"]):
            caught += 1
    return caught, total


def table(base: str) -> str:
    rows = [
        "| exercise | before: module + data + tests | after: module + data + tests "
        "| after / before | random rows alone reject |",
        "|---|---:|---:|---:|---:|",
    ]
    moved_before = moved_after = 0
    for slug in list_exercises(ROOT):
        if not has_cases(ROOT, check_module_name(slug)):
            continue
        before, after = author_lines(slug, base), author_lines(slug, None)
        b, a = sum(before.values()), sum(after.values())
        caught, total = random_catches(slug)
        was = f"{b} ({before['module']} + {before['data']} + {before['tests']})" if b else "new"
        rows.append(
            f"| {slug} | {was} | {a} ({after['module']} + {after['data']} + {after['tests']}) "
            f"| {f'{a / b:.0%}' if b else '—'} | {caught} of {total} |"
        )
        if b:
            moved_before, moved_after = moved_before + b, moved_after + a
    if moved_before:
        rows.append(
            f"| **the {sum(1 for r in rows[2:] if '| new |' not in r)} moved exercises** "
            f"| {moved_before} | {moved_after} | {moved_after / moved_before:.0%} | |"
        )
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE, help="the commit before the move")
    parser.add_argument("--write", type=Path, help="replace the section in this Markdown file")
    args = parser.parse_args()
    text = table(args.base)
    print(text)
    if args.write:
        intro = (
            f"{HEADING}\n\n`python3 bench/authoring_cost.py --write docs/benchmarks.md` "
            f"(base {args.base}). Lines an author writes per exercise, `wc -l` of the check "
            "module, the case data (the cases file, or the examples.toml it replaced) and the "
            "exercise's own tests, stored expected values excluded; and how many of the "
            "catalogue's known wrong answers (cheats excluded) the random rows reject on "
            "their own.\n\n"
        )
        section = intro + text + "\n"
        write_section(args.write, HEADING, section)
    return 0


if __name__ == "__main__":
    sys.exit(main())

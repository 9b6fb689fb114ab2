"""What the feedback says over the whole catalogue of known wrong answers, and what it costs.

    python3 bench/feedback.py [--write docs/benchmarks.md] [--rounds 5] [--per-exercise 4]

Every known wrong answer of every exercise (cheats included: they fail too) is run through the
checks in CPython, and its failing rows counted by what they lead with: a shape said in words
(practice.explain.shape_words), a value table (value_grid), a numpy error explained
(explain_numpy_error), and "not run" rows outside the function that ran out of time (the
rule's goal is none).

The cost is that of building those explanations, per failing Submit: a sample of wrong answers
(a few per exercise, those that show each kind of explanation first) is judged round after
round with them, without them (no-ops) and with a clock around each (bench/feedback_timing.py
has the method and its clocks), in CPython and in the site's Pyodide under Node
(bench/feedback_pyodide.mjs, on Pyodide as the build vendors it). Medians over rounds, not
totals of variants: the machine is shared, and a busy moment once swamped a difference of
totals (it came out negative).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

import feedback_timing  # noqa: E402
from markdown_section import write_section  # noqa: E402

from authoring.mistakes import wrong_answers  # noqa: E402
from practice import runner  # noqa: E402
from practice.exercises import list_exercises, runtime_files  # noqa: E402
from sitebuild.pyodide_assets import vendor_pyodide  # noqa: E402

HEADING = "## Feedback over the catalogue"
GOAL_MS = 5.0
NODE_SCRIPT = ROOT / "bench" / "feedback_pyodide.mjs"
FS_ROOT = "/practice"  # where the worker puts the runtime files (web/worker.js)
# Seconds for the whole Pyodide half: ~15 min here (80 answers, 5 rounds), 4x that at most.
NODE_TIMEOUT = 3600
KINDS = ("numpy", "shape", "table")  # the sample takes an answer of each kind first


class Judged(NamedTuple):
    slug: str
    name: str
    source: str
    kinds: frozenset[str]  # which explanations its failing rows show
    timed_out: bool
    cheat: bool
    failing: int  # its failing rows: each gets its own explanation


def judge_all() -> tuple[dict[str, int], list[Judged]]:
    """The catalogue's counts, and each failing answer with what its report explains."""
    counts = {"submits": 0, "answers": 0, "shape": 0, "table": 0, "numpy": 0}
    counts["not_run_elsewhere"] = 0
    judged = []
    for slug in list_exercises(ROOT):
        reference = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
        for answer in wrong_answers(ROOT, slug):
            source = reference + "\n\n" + answer.path.read_text("utf-8")
            result = runner.run(ROOT, slug, source, "checks", mistakes=(), time_limit=2.0)
            counts["submits"] += 1
            failing = [r for r in result["checks"] if r["status"] != "pass"]
            if not failing:
                continue
            kinds = set()
            if any("got shape" in r["message"] for r in failing):
                kinds.add("shape")
            if any(r.get("values") for r in failing):
                kinds.add("table")
            if any(
                "do not broadcast" in r.get("explained", "") or "In a @ b" in r.get("explained", "")
                for r in failing
            ):
                kinds.add("numpy")
            counts["answers"] += 1
            for kind in kinds:
                counts[kind] += 1
            ran_out = {r["function"] for r in failing if "took longer than" in r["message"]}
            counts["not_run_elsewhere"] = max(
                counts["not_run_elsewhere"],
                sum(
                    1
                    for r in failing
                    if r["message"].startswith("not run:") and r["function"] not in ran_out
                ),
            )
            cheat = bool(answer.cheat)
            judged.append(
                Judged(
                    slug, answer.name, source, frozenset(kinds), bool(ran_out), cheat, len(failing)
                )
            )
    return counts, judged


def pick_sample(judged: list[Judged], per_exercise: int) -> list[Judged]:
    """Up to `per_exercise` answers of each exercise: one of each kind of explanation first
    (where it has one), then the rest by name. No cheats (they game the harness, not learn) and
    none that ran out of time (they would time the limit, not the report)."""
    sample = []
    for slug in dict.fromkeys(j.slug for j in judged):
        pool = [j for j in judged if j.slug == slug and not j.cheat and not j.timed_out]
        chosen: list[Judged] = []
        for kind in KINDS:
            first = next((j for j in pool if kind in j.kinds and j not in chosen), None)
            if first is not None and len(chosen) < per_exercise:
                chosen.append(first)
        chosen += [j for j in pool if j not in chosen][: per_exercise - len(chosen)]
        sample += chosen
    return sample


def time_pyodide(sample: list[Judged], rounds: int) -> tuple[str, dict[str, Any]]:
    """(Pyodide's version, time_submits' answer) from the vendored Pyodide under Node."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node not found on PATH: install Node.js 20+")
    with tempfile.TemporaryDirectory(prefix="practice-feedback-") as tmp:
        work = Path(tmp)
        vendor_pyodide(work / "pyodide")  # from .cache/, where the build keeps the archives
        files = {}
        for slug in dict.fromkeys(j.slug for j in sample):
            for relpath in runtime_files(ROOT, slug):
                files[f"{FS_ROOT}/{relpath}"] = str(ROOT / relpath)
        files[f"{FS_ROOT}/bench/feedback_timing.py"] = str(ROOT / "bench" / "feedback_timing.py")
        sample_file = work / "sample.json"
        sample_file.write_text(json.dumps([[j.slug, j.source] for j in sample]), "utf-8")
        files[f"{FS_ROOT}/sample.json"] = str(sample_file)
        job = {
            "pyodide": str(work / "pyodide") + "/",
            "files": files,
            "paths": [f"{FS_ROOT}/py", f"{FS_ROOT}/bench"],
            "root": FS_ROOT,
            "sample": f"{FS_ROOT}/sample.json",
            "rounds": rounds,
        }
        job_file = work / "job.json"
        job_file.write_text(json.dumps(job), "utf-8")
        done = subprocess.run(
            [node, str(NODE_SCRIPT), str(job_file)],
            capture_output=True,
            text=True,
            timeout=NODE_TIMEOUT,
            check=False,
        )
    if done.returncode != 0:
        raise SystemExit(f"Pyodide under Node failed: {done.stderr.strip()[-2000:]}")
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    return answer["version"], answer["result"]


def summary(sample: list[Judged], timed: dict[str, Any]) -> dict[str, Any]:
    """The figures the section reports, from time_submits' answer."""
    inside = timed["inside_ms"]
    worst = max(range(len(inside)), key=inside.__getitem__)
    parts = timed["parts_ms"]
    total = sum(parts.values()) or 1.0
    return {
        "cost_median": statistics.median(timed["cost_ms"]),
        "cost_mean": statistics.fmean(timed["cost_ms"]),
        "spread": statistics.median(timed["spread_ms"]),
        "mean": statistics.fmean(inside),
        "median": statistics.median(inside),
        "worst": inside[worst],
        "worst_answer": f"{sample[worst].slug}/{sample[worst].name}",
        "over_goal": [
            f"`{j.slug}/{j.name}` ({ms:.1f} ms, {j.failing} failing rows)"
            for j, ms in zip(sample, inside, strict=True)
            if ms > GOAL_MS
        ],
        "submit": statistics.median(timed["submit_ms"]),
        "shares": {name: ms / total for name, ms in parts.items()},
        "clock_us": timed["clock_cost_ms"] * 1000,
    }


def machine() -> str:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model or platform.processor() or platform.machine()}, {os.cpu_count()} cores"


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"


def node_version() -> str:
    node = shutil.which("node")
    if node is None:
        return "?"
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()


def cost_text(figures: dict[str, Any]) -> str:
    shares = ", ".join(
        f"{name} {share:.0%}"
        for name, share in sorted(figures["shares"].items(), key=lambda item: -item[1])
    )
    return (
        f"on less off, median {figures['cost_median']:.2f} ms and mean "
        f"{figures['cost_mean']:.2f} ms over the answers (one answer's rounds spread by "
        f"{figures['spread']:.2f} ms, the median interquartile range); inside the explanations' "
        f"own calls, median {figures['median']:.2f} ms, mean {figures['mean']:.2f} ms, worst "
        f"{figures['worst']:.2f} ms (`{figures['worst_answer']}`), {shares}; a Submit itself "
        f"takes {figures['submit']:.0f} ms (median)"
    )


def section(
    counts: dict[str, int],
    exercises: int,
    sample: list[Judged],
    rounds: int,
    per_exercise: int,
    cpython: dict[str, Any],
    pyodide: dict[str, Any],
    pyodide_version: str,
    setting: dict[str, str],
) -> str:
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
            "| building the report, per failing Submit, CPython: on less off (median; mean) | "
            f"{cpython['cost_median']:.2f} ms; {cpython['cost_mean']:.2f} ms |",
            "| ... inside the explanations' calls (median; mean; worst answer) | "
            f"{cpython['median']:.2f} ms; {cpython['mean']:.2f} ms; {cpython['worst']:.2f} ms |",
            "| building the report, per failing Submit, Pyodide: on less off (median; mean) | "
            f"{pyodide['cost_median']:.2f} ms; {pyodide['cost_mean']:.2f} ms |",
            f"| ... inside the explanations' calls (median; mean; worst answer; goal ≤ {GOAL_MS:g} "
            f"ms) | {pyodide['median']:.2f} ms; {pyodide['mean']:.2f} ms; "
            f"{pyodide['worst']:.2f} ms |",
        ]
    )
    over = pyodide["over_goal"]
    exceed = f"{len(over)} of {len(sample)} answers exceed it: {', '.join(over)}"
    met = (
        "met by every answer of the sample"
        if not over
        else f"met on average; {exceed}"
        if pyodide["mean"] <= GOAL_MS
        else f"not met: {exceed}"
    )
    dearest = max(pyodide["shares"], key=pyodide["shares"].__getitem__)
    text = f"""{HEADING}

`python3 bench/feedback.py --write docs/benchmarks.md`: every known wrong answer of every exercise
({counts["submits"]} answers of {exercises} exercises) judged in CPython, and what its failing
rows lead with; what building those explanations costs, in CPython and in Pyodide.

{table}

- **A time-out costs one function**: no wrong answer leaves a check of another function "not
  run" (the rule's goal). In the terminal the limit is per call (signals); in the page it is per
  function (the worker reports each check's start; `web/run_limits.js`), interrupted where the
  page is cross-origin isolated, the worker replaced and the Submit replayed without that
  function where it is not (tests/browser/test_hostile.py, both, in Chromium;
  tests/browser/test_engines.py, once each in Firefox, interrupted, and WebKit, replaced).
- **Shapes first**: {counts["shape"]} answers' failures now say the shapes in words ("got shape
  (2, 2, 2), expected (2, 2): one axis too many, of size 2, at the end") before any value.
- **Values you can see**: {counts["table"]} answers get at least one failing array shown whole
  beside the expected one (outputs up to 64 elements, 2-D as a grid, differences marked `*` in
  the terminal and highlighted in the page, nan and ±inf named by position).
- **numpy's errors explained**: {counts["numpy"]} answers raise a broadcasting or matmul error
  that gets one plain line naming the axis that conflicts and the learner's arrays of those
  shapes, with the raising frame's arrays listed (`rewards float64 (4,)`).
- **Cost**: the report is built only for failing rows, and building it costs, per failing
  Submit, in Pyodide {pyodide_version}: {cost_text(pyodide)}. In CPython {setting["python"]}:
  {cost_text(cpython)}. The ≤ {GOAL_MS:g} ms per Submit goal (Pyodide, each answer's time inside
  the calls) is {met}. The cost grows with the failing rows, each explained on its own; the
  largest part in Pyodide is {dearest}.
- **How it was timed**: {len(sample)} failing answers ({per_exercise} per exercise at most, one
  of each kind of explanation first, no cheats, none that runs out of time), each judged as the
  page's worker does (the checks, then the result as JSON) in {rounds} rounds after one not
  counted, the same code in both (`bench/feedback_timing.py`). In each round an answer is judged
  three times, in an order that turns from round to round: as it is, with the explanations
  (shape words, value grids and the `differing` marks computed for them, numpy errors) replaced
  by no-ops, and as it is with a clock around each explanation, less the clock's own cost
  ({pyodide["clock_us"]:.1f} µs a call in Pyodide, {cpython["clock_us"]:.2f} µs in CPython).
  Each Submit starts from a full collection, and each figure is an answer's median over the
  rounds. CPython's times are the thread's processor time, which another job's burst on the shared
  machine does not move; Pyodide's are wall time (performance.now: its process_time ticks in
  10 ms steps, and Node has no thread clock), so the load average below bears on them. In both,
  "on less off" carries each Submit's own spread (above); the time inside does not. Pyodide is
  the build's vendored
  copy (numpy from its wheel) under Node {setting["node"]}, whose V8 runs the same WebAssembly as
  Chromium's. Machine: {setting["machine"]}, load average {setting["load_before"]} at the start
  and {setting["load_after"]} at the end (shared with other work).
"""
    return wrapped(text)


def wrapped(text: str) -> str:
    """Paragraphs and list items filled to the docs' 100 columns (tables and headings kept)."""
    blocks = []
    for block in text.split("\n\n"):
        if block.startswith(("|", "#")):
            blocks.append(block)
            continue
        items = re.split(r"\n(?=- )", block)
        blocks.append(
            "\n".join(
                textwrap.fill(
                    " ".join(item.split()),
                    width=100,
                    subsequent_indent="  " if item.startswith("- ") else "",
                    break_on_hyphens=False,
                    break_long_words=False,
                )
                for item in items
            )
        )
    return "\n\n".join(blocks) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", type=Path, help="replace the section in this Markdown file")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds")
    parser.add_argument("--per-exercise", type=int, default=4, help="answers per exercise")
    args = parser.parse_args()
    setting = {
        "machine": machine(),
        "load_before": load(),
        "python": platform.python_version(),
        "node": node_version(),
    }
    counts, judged = judge_all()
    sample = pick_sample(judged, args.per_exercise)
    sources = [[j.slug, j.source] for j in sample]
    print(f"timing {len(sample)} answers, {args.rounds} rounds: CPython", file=sys.stderr)
    cpython = summary(sample, feedback_timing.time_submits(str(ROOT), sources, args.rounds))
    print("... Pyodide under Node", file=sys.stderr)
    version, timed = time_pyodide(sample, args.rounds)
    pyodide = summary(sample, timed)
    setting["load_after"] = load()
    text = section(
        counts,
        len(list_exercises(ROOT)),
        sample,
        args.rounds,
        args.per_exercise,
        cpython,
        pyodide,
        version,
        setting,
    )
    print(text)
    if args.write:
        # The blank line before the next heading is part of the section write_section replaces.
        write_section(args.write, HEADING, text.rstrip("\n") + "\n\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

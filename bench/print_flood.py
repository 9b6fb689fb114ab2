#!/usr/bin/env python3
"""What a print flood costs: a million print() calls in a learner function, past the output cap.

    python3 bench/print_flood.py                       # build dist into a temp folder, measure
    python3 bench/print_flood.py --site /tmp/old-dist  # an already built site (its harness too)
    python3 bench/print_flood.py --repeat 5

A script, not a test: the numbers depend on the machine and are written down in
docs/benchmarks.md, never asserted. Both sides run the same thing, the harness's own way of
running learner code: `Guard.call` with a fresh `CappedText`, on a function compiled as the
learner's file that prints 0..999,999 (past the 8,000-character cap after about 1,900 calls).

  CPython    this interpreter, with the harness of the site measured (its py/ folder)
  Pyodide    headless Chromium (Debian's), the site's own Pyodide and numpy, on the page's
             thread of a blank page served with the site; same code, same harness files

Each sample is timed inside its interpreter (time.perf_counter around the call); the median is
reported, with the spread. `--site` makes it easy to measure the harness of an older commit.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import first_run as fr  # noqa: E402

CALLS = 1_000_000

# Runs in either interpreter with the harness on sys.path; prints one JSON line of seconds.
MEASURE = """
import json, time
from practice.capture import CappedText
from practice.guard import Guard, guarded_modules

source = "def flood(n):\\n    for i in range(n):\\n        print(i)\\n"
namespace = {}
exec(compile(source, "my_answer.py", "exec"), namespace)
guard = Guard(guarded_modules(), None, "my_answer.py")
seconds = []
for _ in range(REPEAT):
    output = CappedText()
    start = time.perf_counter()
    guard.call(output, namespace["flood"], CALLS)
    seconds.append(time.perf_counter() - start)
    assert "more characters not shown" in output.getvalue()
json.dumps(seconds)
"""


def measure_code(repeat: int) -> str:
    return MEASURE.replace("REPEAT", str(repeat)).replace("CALLS", str(CALLS))


def cpython(site: Path, repeat: int) -> list[float]:
    """Seconds per sample in a fresh CPython, with the site's harness first on sys.path."""
    code = f"import sys\nsys.path.insert(0, {str(site / 'py')!r})\n" + measure_code(repeat)
    code = code.rstrip().rsplit("\n", 1)
    script = code[0] + "\nprint(" + code[1] + ")\n"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"CPython run failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def pyodide(site: Path, repeat: int) -> tuple[list[float], str]:
    """Seconds per sample in the site's Pyodide in Chromium; and the browser's version."""
    files = sorted(p.relative_to(site).as_posix() for p in (site / "py").rglob("*.py"))
    wait_ms = 60_000 + 30_000 * repeat
    return fr.run_in_pyodide_page(site, "bench-flood", measure_code(repeat), files, wait_ms)


def row(name: str, seconds: list[float]) -> str:
    med = statistics.median(seconds)
    spread = f"{min(seconds):.2f}–{max(seconds):.2f}"
    return f"| {name} | {med:.2f} s | {spread} | {med / CALLS * 1e9:,.0f} ns |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="samples of each (median shown)")
    parser.add_argument("--site", type=Path, help="a built site to measure instead of a build")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="practice-flood-") as tmp:
        site = Path(tmp) / "site"
        if args.site is None:
            import build

            build.build(ROOT, site)
        else:
            shutil.copytree(args.site, site)
        in_cpython = cpython(site, args.repeat)
        in_pyodide, version = pyodide(site, args.repeat)
    print(f"{CALLS:,} print() calls past the cap, {args.repeat} samples; Chromium {version}, "
          f"Python {sys.version.split()[0]}\n")
    print("| where | median | spread | per call |\n|---|---:|---:|---:|")
    print(row("CPython", in_cpython))
    print(row("Pyodide (Chromium)", in_pyodide))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

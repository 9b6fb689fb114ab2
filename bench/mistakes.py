#!/usr/bin/env python3
"""What naming the mistake costs: the bytes of each exercise's mistakes.json, and the
time the harness spends matching a failed Submit against it.

    python3 bench/mistakes.py                       # build dist into a temp folder, measure
    python3 bench/mistakes.py --site /tmp/old-dist  # an already built site (its harness too)
    python3 bench/mistakes.py --repeat 7

A script, not a test: the numbers depend on the machine and are written down in
docs/benchmarks.md, never asserted. The budgets are 20 KB gzip per exercise and
20 ms per Submit; a row over either is marked.

  bytes      mistakes.json as the site serves it: raw, gzip level 6 (a server's on-the-fly
             default) and brotli quality 11 (precompressed), per exercise. The worker fetches
             it with the harness, so these bytes are part of the page's first run.
  matching   every known mistake of the catalogue, judged as a learner's answer: its failing
             checks and what they saw are recorded once in CPython, then
             `practice.diagnosis.diagnose` runs on them in each interpreter, timed inside it
             (time.perf_counter). A Submit also reads mistakes.json once per page (the first
             failed Submit; later ones reuse it): that is the "first read" column.

  CPython    this interpreter, with the harness of the site measured (its py/ folder)
  Pyodide    headless Chromium (Debian's), the site's own Pyodide and numpy, on the page's
             thread of a blank page served with the site; same code, same files
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

import first_run as fr  # noqa: E402

from authoring.mistakes import wrong_answers  # noqa: E402
from practice.diagnosis import MISTAKES_FILE  # noqa: E402
from practice.exercises import list_exercises  # noqa: E402
from practice.runner import run  # noqa: E402

BUDGET_GZIP, BUDGET_MS = 20 * 1024, 20.0

# Runs in either interpreter, with the site's harness on sys.path and the site at SITE; the
# last line's value is the result (seconds), as JSON.
MEASURE = """
import json, time
from practice import diagnosis

cases = json.loads(open(CASES).read())
first_read, matching, named = {}, {}, {}
for case in cases:
    slug = case["slug"]
    if slug not in first_read:
        diagnosis._cache.clear()  # a page's first failed Submit reads the file
        start = time.perf_counter()
        diagnosis.load_mistakes(SITE, slug)
        first_read[slug] = time.perf_counter() - start
    known = diagnosis.load_mistakes(SITE, slug)
    seconds = []
    for _ in range(REPEAT):
        rows = json.loads(case["rows"])
        start = time.perf_counter()
        diagnosis.diagnose(rows, case["observed"], known)
        seconds.append(time.perf_counter() - start)
    matching[slug + "/" + case["name"]] = min(seconds)
    named[slug + "/" + case["name"]] = sorted(
        {(r["diagnosis"] or {}).get("mistake") or "" for r in rows if r["status"] != "pass"}
    )
json.dumps({"first_read": first_read, "matching": matching, "named": named})
"""


def cases(site: Path) -> list[dict]:
    """Every known mistake (cheats aside) of every exercise the site has, judged once in
    CPython: its result rows and what its failing checks saw."""
    found = []
    for slug in list_exercises(ROOT):
        if not (site / "exercises" / slug / MISTAKES_FILE).is_file():
            continue
        reference = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
        for answer in wrong_answers(ROOT, slug):
            if not answer.mistake:
                continue
            observed: dict[str, list] = {}
            source = reference + "\n\n" + answer.code
            result = run(ROOT, slug, source, mistakes=(), observed=observed)
            rows = json.dumps(result["checks"])
            found.append({"slug": slug, "name": answer.name, "rows": rows, "observed": observed})
    return found


def measure_code(repeat: int, site: str, cases_path: str) -> str:
    return (
        MEASURE.replace("REPEAT", str(repeat))
        .replace("SITE", repr(site))
        .replace("CASES", repr(cases_path))
    )


def cpython(site: Path, repeat: int, cases_path: Path) -> dict:
    code = f"import sys\nsys.path.insert(0, {str(site / 'py')!r})\n"
    code += measure_code(repeat, str(site), str(cases_path))
    head, last = code.rstrip().rsplit("\n", 1)
    done = subprocess.run(
        [sys.executable, "-c", f"{head}\nprint({last})\n"], capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"CPython run failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def pyodide(site: Path, repeat: int, slugs: list[str]) -> tuple[dict, str]:
    """The matching timed in the site's Pyodide in Chromium; and the browser's version."""
    code = measure_code(repeat, "/site", "/site/bench-mistakes/cases.json")
    files = sorted(p.relative_to(site).as_posix() for p in (site / "py").rglob("*.py"))
    files += [f"exercises/{slug}/{MISTAKES_FILE}" for slug in slugs]
    files.append("bench-mistakes/cases.json")
    return fr.run_in_pyodide_page(site, "bench-mistakes", code, files, 300_000)


def size_rows(site: Path, slugs: list[str]) -> list[str]:
    rows = []
    for slug in slugs:
        data = (site / "exercises" / slug / MISTAKES_FILE).read_bytes()
        zipped = len(gzip.compress(data, 6))
        mark = "" if zipped <= BUDGET_GZIP else " (over budget)"
        count = len(json.loads(data)["mistakes"])
        rows.append(
            f"| {slug} | {count} | {len(data) / 1024:,.1f} KB | {zipped / 1024:,.1f} KB{mark} | "
            f"{len(brotli.compress(data)) / 1024:,.1f} KB |"
        )
    return rows


def time_rows(slugs: list[str], measured: dict[str, dict], where: str) -> list[str]:
    rows = []
    for slug in slugs:
        times = [s * 1000 for k, s in measured["matching"].items() if k.startswith(slug + "/")]
        worst = max(times)
        mark = "" if worst <= BUDGET_MS else " (over budget)"
        rows.append(
            f"| {where} | {slug} | {statistics.median(times):.2f} ms | {worst:.2f} ms{mark} | "
            f"{measured['first_read'][slug] * 1000:.1f} ms |"
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of each match (best kept)")
    parser.add_argument("--site", type=Path, help="a built site to measure instead of a build")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="practice-mistakes-") as tmp:
        site = Path(tmp) / "site"
        if args.site is None:
            import build

            build.build(ROOT, site)
        else:
            shutil.copytree(args.site, site, symlinks=True)
        judged = cases(site)
        slugs = sorted({case["slug"] for case in judged})
        (site / "bench-mistakes").mkdir()
        cases_path = site / "bench-mistakes" / "cases.json"
        cases_path.write_text(json.dumps(judged), encoding="utf-8")
        in_cpython = cpython(site, args.repeat, cases_path)
        in_pyodide, version = pyodide(site, args.repeat, slugs)
        sizes = size_rows(site, slugs)
    unnamed = [k for k, v in in_pyodide["named"].items() if not v or "" in v]
    print(
        f"{len(judged)} known mistakes of {len(slugs)} exercises; Chromium {version}, Python "
        f"{sys.version.split()[0]}; budgets {BUDGET_GZIP // 1024} KB gzip, {BUDGET_MS:.0f} ms\n"
    )
    print("| exercise | mistakes | raw | gzip | brotli |\n|---|---:|---:|---:|---:|")
    print("\n".join(sizes))
    print("\n| where | exercise | matching, median | worst | first read |")
    print("|---|---|---:|---:|---:|")
    print("\n".join(time_rows(slugs, in_cpython, "CPython")))
    print("\n".join(time_rows(slugs, in_pyodide, "Pyodide (Chromium)")))
    if unnamed:
        print(f"\nnot named in Pyodide: {', '.join(unnamed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

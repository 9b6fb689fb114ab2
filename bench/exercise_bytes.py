"""What each exercise's first run downloads of its own, on a built site, gzip at level 6.

    python3 bench/exercise_bytes.py --site <built site> [--write docs/benchmarks.md]

Every exercise page's first run fetches the same worker scripts and Pyodide files, then the
exercise's runtime files: the harness (py/practice), its check module and, where its checks are
data, their cases and stored expected values, its data files, and the known mistakes'
fingerprints (mistakes.json). This prints those per exercise: the part that grows with the
catalogue of cases and mistakes, so an exercise's page can be held to another's (the new
track's pages against grpo-advantages's, within 10 KB).
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from markdown_section import write_section  # noqa: E402

from practice.exercises import check_module_name, list_exercises, runtime_files  # noqa: E402

HEADING = "## Each exercise's own first-run bytes"


def weigh(site: Path, slug: str) -> dict[str, int]:
    files = runtime_files(ROOT, slug) + [f"exercises/{slug}/mistakes.json"]
    parts = {"harness": 0, "checks": 0, "mistakes": 0, "data": 0}
    for name in files:
        path = site / name
        if not path.is_file():
            continue
        size = len(gzip.compress(path.read_bytes(), compresslevel=6))
        if name.startswith("py/practice/"):
            parts["harness"] += size
        elif name.startswith(f"checks/{check_module_name(slug)}"):
            parts["checks"] += size
        elif name.endswith("mistakes.json"):
            parts["mistakes"] += size
        else:
            parts["data"] += size
    return parts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, required=True, help="a site build.py wrote")
    parser.add_argument("--write", type=Path, help="replace the section in this Markdown file")
    args = parser.parse_args()
    rows = [
        "| exercise | checks (module, cases, expected) | mistakes.json | data | exercise total "
        "| + harness |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    totals = {}
    for slug in list_exercises(ROOT):
        p = weigh(args.site, slug)
        own = p["checks"] + p["mistakes"] + p["data"]
        totals[slug] = own + p["harness"]
        rows.append(
            f"| {slug} | {p['checks'] / 1024:.1f} KB | {p['mistakes'] / 1024:.1f} KB "
            f"| {p['data'] / 1024:.1f} KB | {own / 1024:.1f} KB "
            f"| {(own + p['harness']) / 1024:.1f} KB |"
        )
    table = "\n".join(rows)
    print(table)
    if args.write:
        section = (
            f"{HEADING}\n\n`python3 bench/exercise_bytes.py --site <site> --write "
            "docs/benchmarks.md`: gzip level 6 of what each exercise's first run fetches beyond "
            "the worker and Pyodide (the same for every page).\n\n" + table + "\n"
        )
        write_section(args.write, HEADING, section)
    return 0


if __name__ == "__main__":
    sys.exit(main())

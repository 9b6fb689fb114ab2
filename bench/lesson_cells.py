#!/usr/bin/env python3
"""The lesson's cells in the site's Pyodide, timed in Chromium.

    python3 bench/lesson_cells.py                    # build into a temp folder, 3 rounds
    python3 bench/lesson_cells.py --site /tmp/dist --repeat 5

A script, not a test: the numbers depend on the machine and are written down in
docs/benchmarks.md ("The lesson"), never asserted. Budgets: each cell at most 2 s,
all cells together at most 5 s, Pyodide's start and the first download of numpy.random (an
on-demand part) excluded: one "Run all" warms the page, then each round is one more "Run all",
and each cell's time is what the page measured from its Run to its result (data-ms, web/lesson.js).
The page's shell as it opens (before any cell is near the screen) is weighed as the exercise
pages' is: gzip level 6 of each response (budget 150 KB).
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

import build  # noqa: E402
from practice.lessons import lesson_cells  # noqa: E402
from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from sitebuild.server import serve_in_thread  # noqa: E402

LESSON = "rl-for-games"
WAIT_MS = 120_000
STATUS = '[data-test="lesson-status"]'


def run_all(page: Any, cells: list[str]) -> dict[str, float]:
    """One Run all; each cell's seconds as the page measured them."""
    page.evaluate(f"document.querySelector('{STATUS}').textContent = ''")
    page.click('[data-test="lesson-run-all"]')
    page.wait_for_selector(f'{STATUS}:has-text("Ran all")', timeout=WAIT_MS)
    times = {}
    for cell in cells:
        ms = page.get_attribute(f'[data-test="lesson-cell"][data-cell="{cell}"]', "data-ms")
        times[cell] = int(ms) / 1000
    return times


def measure(site: Path, repeat: int) -> tuple[list[dict[str, float]], float]:
    from playwright.sync_api import sync_playwright

    cells = [cell.id for cell in lesson_cells(ROOT, LESSON)]
    server, url = serve_in_thread(site)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            responses: list[Any] = []
            page.on("response", lambda response: responses.append(response))
            page.goto(f"{url}lessons/{LESSON}/")
            page.wait_for_load_state("networkidle")
            shell = sum(
                len(gzip.compress(r.body(), compresslevel=6))
                for r in responses
                if r.status == 200 and r.url.startswith(url)
            )
            run_all(page, cells)  # Python started, numpy.random downloaded
            rounds = [run_all(page, cells) for _ in range(repeat)]
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return rounds, shell / 1024


def spread(values: list[float]) -> tuple[float, float, float]:
    return min(values), statistics.median(values), max(values)


def table(rounds: list[dict[str, float]]) -> str:
    lines = ["| cell | min / median / max |", "|---|---|"]
    for cell in rounds[0]:
        low, mid, high = spread([r[cell] for r in rounds])
        lines.append(f"| {cell} | {low:.2f} / {mid:.2f} / {high:.2f} s |")
    low, mid, high = spread([sum(r.values()) for r in rounds])
    lines.append(f"| all | {low:.2f} / {mid:.2f} / {high:.2f} s |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds of Run all (default 3)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        site = args.site
        if site is None:
            site = Path(scratch) / "dist"
            if build.main(["--out", str(site)]) != 0:
                return 1
        rounds, shell = measure(site, args.repeat)
    print(table(rounds))
    worst = max(max(r.values()) for r in rounds)
    total = max(sum(r.values()) for r in rounds)
    print(f"\nslowest cell {worst:.2f} s (budget 2 s); slowest Run all {total:.2f} s (budget 5 s)")
    print(f"the page's shell as it opens: {shell:.1f} KB gzip (budget 150 KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Lighthouse on every kind of page, served the way a static host serves it (gzip-compressed).

    python3 bench/lighthouse.py                             # build into a temp folder, 3 runs of
                                                            # each kind of page
    python3 bench/lighthouse.py --site dist --repeat 5      # an already built site
    python3 bench/lighthouse.py --path "" --path papers/grpo/   # other pages ("" = the index)
    python3 bench/lighthouse.py --write docs/benchmarks.md

A script, not a test: scores depend on the machine and on how busy it is, so they are written
down, never asserted. Lighthouse (npm, bench/lighthouse/, installed on first use from its lock
by sitebuild.npm) drives Debian's Chromium (CHROME_PATH; sitebuild/chromium.py), headless, a
fresh profile each run, with its mobile preset (a mid-range phone: 4x CPU slowdown and a slow 4G
link, simulated) and its desktop preset, runs interleaved. The site is served by
sitebuild/server.py, as scripts/serve serves it: gzip, cross-origin isolated. Reported per page
and preset: the median of each score and metric, every performance sample, and the bytes at
load: all of them, and the editor's (assets/editor.js; the page loads it only when the code
area is near the screen, web/code_editor.js).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from first_run import machine  # noqa: E402  (bench/ is this script's folder)

import build  # noqa: E402
from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from sitebuild.npm import ensure_node_modules  # noqa: E402
from sitebuild.server import make_server  # noqa: E402

PACKAGES = ROOT / "bench" / "lighthouse"
# One page of each kind: the index (the catalogue), a track's page, an exercise, the lesson, a
# walkthrough.
PATHS = ["", "tracks/rl-basics/", "grpo-advantages/", "lessons/rl-for-games/", "papers/grpo/"]
PRESETS = ("mobile", "desktop")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = {  # audit id -> (column, unit)
    "first-contentful-paint": ("FCP", "ms"),
    "largest-contentful-paint": ("LCP", "ms"),
    "total-blocking-time": ("TBT", "ms"),
    "cumulative-layout-shift": ("CLS", ""),
    "speed-index": ("SI", "ms"),
}
RUN_TIMEOUT = 300  # seconds for one Lighthouse run; one takes 15-40 s on this 2-core machine
# What Lighthouse says when its trace of the load went wrong, not the page ("Please run
# Lighthouse again"): seen about once in 60 runs here. Such a run is made again, once.
TRANSIENT = ("NO_NAVSTART", "NO_FCP", "Please run Lighthouse again")
RETRIES = 1
START, END = "<!-- lighthouse:start -->", "<!-- lighthouse:end -->"


def lighthouse(url: str, preset: str, out: Path) -> dict[str, Any]:
    """One Lighthouse run of `url` with `preset`; its JSON report."""
    cli = ensure_node_modules(PACKAGES, ".bin/lighthouse")
    flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    command = [
        str(cli),
        url,
        "--quiet",
        f"--chrome-flags={flags}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--output=json",
        f"--output-path={out}",
    ]
    if preset == "desktop":
        command.append("--preset=desktop")
    env = {**os.environ, "CHROME_PATH": CHROMIUM}
    for _ in range(1 + RETRIES):
        proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT)
        if not any(said in proc.stderr for said in TRANSIENT):
            break
    if proc.returncode != 0 or not out.is_file():
        said = proc.stderr[-2000:]
        raise RuntimeError(f"lighthouse {preset} {url}: exit {proc.returncode}\n{said}")
    return json.loads(out.read_text(encoding="utf-8"))


def summary(report: dict[str, Any]) -> dict[str, float]:
    """Scores (0-100), metrics and bytes of one report."""
    row = {name: report["categories"][name]["score"] * 100 for name in CATEGORIES}
    for audit in METRICS:
        row[audit] = report["audits"][audit]["numericValue"]
    requests = report["audits"]["network-requests"]["details"]["items"]
    row["bytes"] = sum(item.get("transferSize", 0) for item in requests)
    row["editor"] = sum(
        item.get("transferSize", 0) for item in requests if item["url"].endswith("/editor.js")
    )
    return row


def measure(site: Path, paths: list[str], repeat: int) -> tuple[dict, dict[str, str]]:
    """Every page and preset, `repeat` times, interleaved; the summaries and versions."""
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    versions: dict[str, str] = {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for round_ in range(1, repeat + 1):
                for path in paths:
                    for preset in PRESETS:
                        report = lighthouse(base + path, preset, Path(tmp) / "report.json")
                        versions["lighthouse"] = report["lighthouseVersion"]
                        versions["browser"] = report["environment"]["hostUserAgent"]
                        row = summary(report)
                        results.setdefault((path, preset), []).append(row)
                        print(
                            f"round {round_}: /{path} {preset}: performance "
                            f"{row['performance']:.0f}, TBT {row['total-blocking-time']:.0f} ms",
                            flush=True,
                        )
    finally:
        server.shutdown()
        server.server_close()
    return results, versions


def table(results: dict, versions: dict[str, str], repeat: int) -> str:
    """The report, as Markdown."""
    browser = versions["browser"].split("Chrome/")[-1].split(" ")[0]
    lines = [
        machine(browser),
        f"- Lighthouse {versions['lighthouse']}, {repeat} runs per page and preset, interleaved; "
        "medians",
        "",
        "| page | preset | performance | accessibility | best practices | SEO | "
        + " | ".join(column for column, _ in METRICS.values())
        + " | bytes at load | editor.js at load | performance, each run |",
        "| --- | --- | ---: | ---: | ---: | ---: | "
        + " | ".join("---:" for _ in METRICS)
        + " | ---: | ---: | --- |",
    ]
    for (path, preset), rows in results.items():

        def med(key: str, rows: list[dict[str, float]] = rows) -> float:
            return statistics.median(row[key] for row in rows)

        metrics = [
            f"{med(audit):.3f}" if unit == "" else f"{med(audit):,.0f} {unit}"
            for audit, (_, unit) in METRICS.items()
        ]
        runs = ", ".join(f"{row['performance']:.0f}" for row in rows)
        lines.append(
            f"| /{path} | {preset} | "
            + " | ".join(f"{med(name):.0f}" for name in CATEGORIES)
            + " | "
            + " | ".join(metrics)
            + f" | {med('bytes') / 1024:,.1f} KB | {med('editor') / 1024:,.1f} KB | {runs} |"
        )
    return "\n".join(lines)


def write_report(path: Path, text: str) -> None:
    """Replace what is between the lighthouse markers in `path`."""
    old = path.read_text(encoding="utf-8")
    if START not in old or END not in old:
        raise SystemExit(f"{path}: no {START} ... {END} markers to write between")
    new = old[: old.index(START)] + f"{START}\n{text}\n{END}" + old[old.index(END) + len(END) :]
    path.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="an already built site (default: build one)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per page and preset (3)")
    parser.add_argument(
        "--path", action="append", help=f"a page under the site, repeatable (default {PATHS})"
    )
    parser.add_argument("--write", type=Path, metavar="MD", help="write the results into MD")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "dist"
            build.build(ROOT, site)
        results, versions = measure(site.resolve(), args.path or PATHS, args.repeat)
    text = table(results, versions, args.repeat)
    print(text)
    if args.write:
        write_report(args.write, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

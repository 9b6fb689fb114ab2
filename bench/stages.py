#!/usr/bin/env python3
"""Where a cold (and warm) first run spends its time, stage by stage, next to bare Pyodide.

    python3 bench/stages.py                          # build, 10 interleaved rounds, cold
    python3 bench/stages.py --warm                   # also a reload in the same profile
    python3 bench/stages.py --site A --site B        # an A/B of two built sites

bench/first_run.py gives the totals that the goals are read from; this script says where the
difference to bare comes from. It copies each site, adds marks to its worker and to the bare
page's worker (each mark posts `performance.timeOrigin + now()` on a BroadcastChannel, so the
page can put worker and page times on one clock), and prints, for every stage, the median
milliseconds after the click. Rounds are interleaved (bare, site A, site B, bare, ...) so that
a busy moment of this shared machine hits every variant; single samples still spread by
±15 %, so compare medians of 10 or more rounds and repeat a surprising result.

The marks are inserted before fixed lines of web/worker.js; if one is not found the script
stops and names it, and the anchors below need updating with the worker.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import first_run as fr  # noqa: E402

MARK = (
    "const __mark = (name) => new BroadcastChannel('bench-stages')"
    ".postMessage([name, performance.timeOrigin + performance.now()]);\n"
    # With --resources: when each of the worker's requests started and ended, one clock.
    "const __resources = () => { for (const r of performance.getEntriesByType('resource')) {"
    " const name = 'request ' + new URL(r.name).pathname.split('/').pop();"
    " const bc = new BroadcastChannel('bench-stages');"
    " bc.postMessage([name + ' sent', performance.timeOrigin + r.startTime]);"
    " bc.postMessage([name + ' done', performance.timeOrigin + r.responseEnd]); } };\n"
)
# Where the worker reports its requests (--resources): once everything it needs is loaded.
HARNESS_IMPORTED = "if (config.interruptBuffer) {\n    py.setInterruptBuffer"
RESOURCES = {"ours": HARNESS_IMPORTED, "bare": "self.postMessage(py.runPython"}

# (text in the worker, the stage that ends just before it). Our worker first, as the build
# writes it (bundled, its comments gone: sitebuild/minify.py), then bare's.
OURS = [
    ("const { loadPyodide } = await import", "load request received"),
    ("const loading = loadPyodide(", "pyodide.mjs imported"),
    ("progress(id, STAGES.files);", "Pyodide and numpy's package loaded"),
    ("py.runPython(`import sys", "harness files written"),
    (HARNESS_IMPORTED, "harness imported (numpy too)"),
    ("const onCheck = (fn, check)", "run request received"),
    ("if (buffer) Atomics.store(buffer, SIGNAL_SLOT, 0);", "run finished"),
]
BARE = [
    ("const {loadPyodide} = await import", "load request received"),
    ("let py;", "pyodide.mjs imported"),
    ("const code = data.mode", "Pyodide and numpy's package loaded"),
]  # then "result shown (page)": numpy imported and one line of it run

PAGE_SCRIPT = """
window.__stages = [];
new BroadcastChannel("bench-stages").onmessage = (e) => window.__stages.push(e.data);
window.addEventListener("click", () => {
  window.__stages = [["click", performance.timeOrigin + performance.now()]];
}, {capture: true});
"""


def instrument(path: Path, anchors: list[tuple[str, str]], resources: str | None) -> None:
    """Insert a mark before each anchor of the worker at `path`, and the report of its
    requests before `resources` if given."""
    text = MARK + path.read_text(encoding="utf-8")
    marks = [(anchor, f"__mark({stage!r}); ") for anchor, stage in anchors]
    for anchor, code in marks + ([(resources, "__resources(); ")] if resources else []):
        if anchor not in text:
            raise SystemExit(f"{path.name}: anchor not found, update bench/stages.py: {anchor}")
        text = text.replace(anchor, code + anchor, 1)
    path.write_text(text, encoding="utf-8")


def prepare(source: Path | None, into: Path, resources: bool) -> Path:
    """A copy of `source` (or a fresh build) with the bare page, both workers instrumented."""
    fr.prepare_site(into, source)
    instrument(into / "assets" / "worker.js", OURS, RESOURCES["ours"] if resources else None)
    bare_worker = into / "bench-bare" / "bare-worker.js"
    instrument(bare_worker, BARE, RESOURCES["bare"] if resources else None)
    return into


def sample(bench: fr.Bench, bare: bool, warm: bool) -> list[dict[str, float]]:
    """One fresh profile: the stages of the cold run, and of a warm one if asked."""
    context = bench.context()
    context.add_init_script(PAGE_SCRIPT)
    runs = []
    try:
        page = context.pages[0]
        for _ in range(2 if warm else 1):
            if bare:
                bench.open_bare(page, "packages")
                total = bench.click_and_time(page, "#run")
            else:
                bench.open_exercise(page)
                total = bench.click_and_time(page, '[data-test="run"]')
            page.wait_for_timeout(200)  # the last marks are in flight
            marks = page.evaluate("window.__stages")
            click = marks[0][1]
            stages = {name: t - click for name, t in marks[1:]}
            stages["result shown (page)"] = total
            runs.append(stages)
            if warm and not bare:
                fr.wait_for_service_worker_cache(page, bench.site)
    finally:
        context.close()
    return runs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, action="append", help="a built site (repeatable)")
    parser.add_argument("--repeat", type=int, default=10, help="rounds (default 10)")
    parser.add_argument("--warm", action="store_true", help="also measure a reload")
    parser.add_argument(
        "--resources", action="store_true", help="also when each worker request started and ended"
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sources: list[Path | None] = list(args.site or [None])
    names = ["bare"] + [str(s) if s else "this build" for s in sources]
    rows: dict[tuple[str, str], dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory(prefix="practice-stages-") as tmp, sync_playwright() as pw:
        with contextlib.ExitStack() as stack:
            benches = []
            for i, source in enumerate(sources):
                site = prepare(source, Path(tmp) / f"site{i}", args.resources)
                served = fr.Served()
                url = stack.enter_context(fr.serve(site, served))
                benches.append(fr.Bench(pw.chromium, site, url, served, Path(tmp)))
            for n in range(args.repeat):
                for name, bench, bare in [(names[0], benches[0], True)] + [
                    (name, bench, False) for name, bench in zip(names[1:], benches)
                ]:
                    for kind, stages in zip(("cold", "warm"), sample(bench, bare, args.warm)):
                        for stage, ms in stages.items():
                            rows.setdefault((name, kind), {}).setdefault(stage, []).append(ms)
                print(f"round {n + 1} of {args.repeat}", file=sys.stderr, flush=True)
    for (name, kind), stages in rows.items():
        print(f"\n{name}, {kind} (median ms after the click; samples)")
        for stage, values in sorted(stages.items(), key=lambda kv: statistics.median(kv[1])):
            print(f"  {statistics.median(values):7,.0f}  {stage:40} {fmt(values)}")
    return 0


def fmt(values: list[Any]) -> str:
    return ", ".join(f"{v:,.0f}" for v in values)


if __name__ == "__main__":
    sys.exit(main())

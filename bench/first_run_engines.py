#!/usr/bin/env python3
"""The first run in every engine: Chromium, Firefox ESR and WebKitGTK, and where WebKit's time goes.

    python3 bench/first_run_engines.py              # build into a temp folder, 3 samples each
    python3 bench/first_run_engines.py --repeat 5 --site /tmp/dist
    python3 bench/first_run_engines.py --probe-only --repeat 5
    python3 bench/first_run_engines.py --write docs/benchmarks.md

A script, not a test: the numbers depend on the machine and are written down, never asserted.
The engines are started by the same launchers as the browser tests (tests/engines/), so
./scripts/test installs everything this needs. Each sample is a fresh profile on the built site,
served by scripts/serve's server (cross-origin isolated; WebKit also on a plain server).
Measured inside the page with performance.now(), so no driver's latency is in the numbers:

  first run      the exercise opened and started, click Run -> the examples' result is shown;
                 split by the stages the page shows (protocol.js STAGES): Python and numpy
                 loading, the checks' files and the harness's imports, the run itself
  second run     Run again in the same page: Python loaded
  walkthrough    papers/grpo/: click Run -> the seven demos ran and the plots are drawn
  probe          a blank page of the same origin whose worker times, one after the other:
                 fetching pyodide.asm.wasm, compiling it (WebAssembly.compile), loadPyodide,
                 loadPackage numpy (its wheel and shared libraries), `import numpy`, and pure
                 Python (a million-step loop) and numpy work once loaded: which of these an
                 engine is slow at. `--probe-only` measures just this, --repeat times.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests")]

from engines.chromium import chromium  # noqa: E402
from engines.driver import Driver, wait_for  # noqa: E402
from engines.firefox import firefox  # noqa: E402
from engines.webkit import webkit  # noqa: E402

import build  # noqa: E402
from sitebuild.server import serve_in_thread  # noqa: E402

SLUG = "grpo-advantages"
# The status texts of a loading run (web/protocol.js STAGES), shown in this order.
STAGES = {
    "Loading Python…": "Python + numpy",
    "Loading numpy…": "numpy",
    "Loading the checks…": "checks' files + harness imports",
    "Running…": "run",
}
WAIT_S = 600  # a bound, not a target: WebKit's walkthrough took 150 s under a load of 19
POLL_S = 0.1
MARKERS = ("<!-- engines:start -->", "<!-- engines:end -->")
CONFIGS = ["chromium", "firefox", "webkit", "webkit-not-isolated"]

# Installed before the click: the click's time, each change of the status line (the stage the
# page shows), and the moment the run is over (data-runs for the exercise, data-status done for
# the walkthrough). `performance.now()` throughout.
TIMER = """(() => {
  const t = (window.__bench = { click: 0, stages: [], done: 0 });
  const results = document.querySelector('[data-test="results"]');
  const plots = document.querySelector('[data-test="walkthrough-plots"]');
  const status = document.querySelector('.results-status, [data-test="walkthrough-status"]');
  const runs = results ? Number(results.dataset.runs || 0) : 0;
  new MutationObserver(() => {
    t.stages.push([performance.now(), status.textContent]);
  }).observe(status, { childList: true, characterData: true, subtree: true });
  new MutationObserver(() => {
    const over = results
      ? Number(results.dataset.runs || 0) > runs
      : ["done", "error"].includes(plots.dataset.status);
    if (over && !t.done) t.done = performance.now();
  }).observe(results || plots, { attributes: true });
  t.click = performance.now();
  document.querySelector('SELECTOR').click();
})()"""

PROBE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>probe</title>
<script type="module" src="probe.js"></script></head><body><pre id="out"></pre></body></html>
"""
PROBE_JS = """const url = new URL("probe-worker.js", import.meta.url);
const worker = new Worker(url, { type: "module" });
worker.addEventListener("message", (event) => {
  window.__probe = event.data;
});
worker.postMessage({ indexURL: new URL("../pyodide/", location.href).href, stdlib: STDLIB });
"""
PROBE_WORKER_JS = """self.addEventListener("message", async ({ data }) => {
  const times = {};
  let last = performance.now();
  const lap = (name) => {
    const now = performance.now();
    times[name] = now - last;
    last = now;
  };
  try {
    const bytes = await (await fetch(data.indexURL + "pyodide.asm.wasm")).arrayBuffer();
    lap("fetch pyodide.asm.wasm");
    await WebAssembly.compile(bytes);
    lap("compile pyodide.asm.wasm");
    const { loadPyodide } = await import(data.indexURL + "pyodide.mjs");
    const py = await loadPyodide({
      indexURL: data.indexURL,
      stdLibURL: data.stdlib ? data.indexURL + data.stdlib : undefined,
    });
    lap("loadPyodide (Python starts)");
    await py.loadPackage(["numpy"], { messageCallback: () => {} });
    lap("loadPackage numpy");
    py.runPython("import numpy");
    lap("import numpy");
    py.runPython("s = 0\\nfor i in range(1_000_000):\\n    s += i * i");
    lap("Python: a million-step loop");
    py.runPython("import numpy as np\\nfor _ in range(200): np.linalg.eigvalsh(np.eye(60) * 2.0)");
    lap("numpy: 200 small eigvalsh");
    self.postMessage({ times });
  } catch (error) {
    self.postMessage({ error: String(error), times });
  }
});
"""


def timed_click(driver: Driver, selector: str) -> dict[str, Any]:
    """Click `selector` from the page and wait for the end: {total, stages: {text: ms}}."""
    driver.evaluate(TIMER.replace("SELECTOR", selector))
    bench = wait_for(
        driver, "window.__bench.done && window.__bench", WAIT_S, "the run's end", POLL_S
    )
    stages: dict[str, float] = {}
    marks = [*bench["stages"], [bench["done"], "end"]]
    for (start, text), (end, _) in zip(marks, marks[1:]):
        stages[text.strip()] = stages.get(text.strip(), 0.0) + end - start
    return {"total": bench["done"] - bench["click"], "stages": stages}


def open_started(driver: Driver, url: str) -> None:
    driver.goto(url)
    wait_for(
        driver, "document.documentElement.hasAttribute('data-started')", WAIT_S, "start", POLL_S
    )


def launch(stack: ExitStack, name: str) -> Any:
    """The engine of configuration `name`, running until `stack` closes; it has new_page()."""
    if name == "chromium":
        return stack.enter_context(chromium(WAIT_S * 1000))
    if name == "firefox":
        return stack.enter_context(firefox(WAIT_S, 120))
    return stack.enter_context(webkit(WAIT_S))


def sample(
    new_page: Callable[[], Driver], url: str, probe: bool, pages: bool = True
) -> dict[str, Any]:
    """Fresh profiles: first run, second run, walkthrough (if `pages`), and the probe (if
    `probe`)."""
    out: dict[str, Any] = {}
    if probe:
        driver = new_page()
        try:
            driver.goto(f"{url}bench-probe/")
            result = wait_for(driver, "window.__probe", WAIT_S, "the probe", POLL_S)
            out["probe"] = result.get("times", {})
            if "error" in result:
                out["probe"]["error"] = result["error"]
        finally:
            driver.close()
    if not pages:
        return out
    driver = new_page()
    try:
        open_started(driver, f"{url}{SLUG}/")
        out["first"] = timed_click(driver, '[data-test="run"]')
        out["second"] = timed_click(driver, '[data-test="run"]')["total"]
    finally:
        driver.close()
    driver = new_page()
    try:
        open_started(driver, f"{url}papers/grpo/")
        out["walkthrough"] = timed_click(driver, '[data-test="walkthrough-run"]')["total"]
    finally:
        driver.close()
    return out


def prepare_site(out: Path, site: Path | None) -> None:
    """A fresh build (or a copy of `site`) plus the probe page under bench-probe/."""
    if site is None:
        build.build(ROOT, out)
    else:
        shutil.copytree(site, out)
    stdlib = next((p.name for p in (out / "pyodide").glob("python_stdlib.compiled*.zip")), "")
    probe = out / "bench-probe"
    probe.mkdir()
    (probe / "index.html").write_text(PROBE_HTML, encoding="utf-8")
    (probe / "probe.js").write_text(PROBE_JS.replace("STDLIB", repr(stdlib)), encoding="utf-8")
    (probe / "probe-worker.js").write_text(PROBE_WORKER_JS, encoding="utf-8")


def ms(value: float) -> str:
    return f"{value:,.0f} ms"


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def samples_ms(values: list[float]) -> str:
    return ", ".join(f"{x:,.0f}" for x in values)


def page_rows(results: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The table of the pages' times, one row per engine and server."""
    rows = [
        "| engine, server | first run | second run | walkthrough | first run: Python + numpy "
        "/ checks' files + harness imports / run |",
        "| --- | ---: | ---: | ---: | --- |",
    ]
    for name, samples in results.items():
        samples = [s for s in samples if "first" in s]
        if not samples:
            continue
        first = [s["first"]["total"] for s in samples]
        stages = " / ".join(
            ms(median([s["first"]["stages"].get(text, 0.0) for s in samples]))
            for text in STAGES
            if any(text in s["first"]["stages"] for s in samples)
        )
        second = median([s["second"] for s in samples])
        walk = [s["walkthrough"] for s in samples]
        rows.append(
            f"| {name} | {ms(median(first))} ({samples_ms(first)}) | {ms(second)} "
            f"| {ms(median(walk))} ({samples_ms(walk)}) | {stages} |"
        )
    return rows if len(rows) > 2 else []


def probe_rows(results: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The probe's table: the median of each step, one column per engine and server."""
    probes = {
        name: [s["probe"] for s in samples if "probe" in s] for name, samples in results.items()
    }
    probes = {name: runs for name, runs in probes.items() if runs}
    if not probes:
        return []
    counts = ", ".join(f"{name} {len(runs)}" for name, runs in probes.items())
    steps = list(dict.fromkeys(k for runs in probes.values() for p in runs for k in p))
    rows = [
        f"Probe, median of fresh profiles ({counts}): a worker on a blank page of the same origin.",
        "",
        "| step | " + " | ".join(probes) + " |",
        "| --- |" + " ---: |" * len(probes),
    ]
    for step in (step for step in steps if step != "error"):
        cells = []
        for runs in probes.values():
            values = [p[step] for p in runs if isinstance(p.get(step), int | float)]
            cells.append(ms(median(values)) if values else "—")
        rows.append(f"| {step} | {' | '.join(cells)} |")
    for name, runs in probes.items():
        for p in runs:
            if "error" in p:
                rows.append(f"\n{name}: the probe failed: {p['error']}")
    return rows


def report(results: dict[str, list[dict[str, Any]]], versions: dict[str, str], repeat: int) -> str:
    """The Markdown written between the markers."""
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"- CPU: {platform.processor() or platform.machine()}, {os.cpu_count()} cores",
        *(f"- {name}: {version}" for name, version in versions.items()),
        f"- load average when done (1, 5, 15 min): {load}",
        f"- date: {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC",
        "",
    ]
    pages = page_rows(results)
    if pages:
        lines += [f"Median of {repeat} fresh profiles each; samples in brackets.", "", *pages, ""]
    lines += probe_rows(results)
    return "\n".join(lines)


def write_report(path: Path, text: str) -> None:
    """Replace what is between the engines markers in `path`, or append a section."""
    start, end = MARKERS
    block = f"{start}\n{text}\n{end}"
    old = path.read_text(encoding="utf-8") if path.is_file() else ""
    if start in old and end in old:
        new = old[: old.index(start)] + block + old[old.index(end) + len(end) :]
    else:
        new = old.rstrip("\n") + f"\n\n## Every engine\n\n{block}\n"
    path.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="fresh profiles per engine")
    parser.add_argument("--site", type=Path, help="a built site to measure instead of a build")
    parser.add_argument("--write", type=Path, metavar="MD", help="write the results into MD")
    parser.add_argument("--engines", nargs="+", choices=CONFIGS, default=CONFIGS)
    parser.add_argument("--probe-only", action="store_true", help="only the probe, --repeat times")
    args = parser.parse_args(argv)
    results: dict[str, list[dict[str, Any]]] = {}
    versions: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="practice-engines-") as tmp:
        site = Path(tmp) / "site"
        prepare_site(site, args.site)
        isolated, isolated_url = serve_in_thread(site)
        plain, plain_url = serve_in_thread(site, isolated=False)
        try:
            for name in args.engines:
                url = plain_url if name.endswith("not-isolated") else isolated_url
                with ExitStack() as stack:
                    engine = launch(stack, name)
                    results[name] = []
                    for i in range(args.repeat):
                        probe = args.probe_only or i == 0
                        got = sample(engine.new_page, url, probe, pages=not args.probe_only)
                        results[name].append(got)
                        shown = got.get("first", got.get("probe"))
                        print(f"{name} #{i + 1}: {shown}", file=sys.stderr)
                    versions[name.split("-")[0]] = str(engine.version)
        finally:
            for server in (isolated, plain):
                server.shutdown()
                server.server_close()
    text = report(results, versions, args.repeat)
    print(text)
    if args.write:
        write_report(args.write, text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

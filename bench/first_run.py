#!/usr/bin/env python3
"""How fast is the first run of an exercise page, next to bare Pyodide + numpy?

    python3 bench/first_run.py                          # build dist into a temp folder, measure
    python3 bench/first_run.py --repeat 5               # more samples (median is reported)
    python3 bench/first_run.py --site /tmp/old-dist     # measure an already built site
    python3 bench/first_run.py --write docs/benchmarks.md
    python3 bench/first_run.py --only abc --repeat 5    # just rows a-c: the cold/warm A/B

A script, not a test: the numbers depend on the machine and are written down, never asserted.
Headless Chromium (Debian's, /usr/bin/chromium) drives pages served on 127.0.0.1 by the
same server as scripts/serve (cross-origin isolated). Every cold sample uses a fresh profile
(a new user-data-dir: empty HTTP cache, code cache, storage and service workers); a warm
sample reloads the page in that profile, whose disk cache keeps what a real browser keeps
(an incognito context's memory cache would not keep the 10 MB of WebAssembly). Measured:

  bare cold / warm   a blank page of the same origin: click -> a worker runs loadPyodide and
                     numpy, imports numpy and prints a numpy sum. Two ways: numpy as a separate
                     loadPackage after the core, and numpy passed to loadPyodide({packages}).
                     The yardstick (the faster of the two): a learner's code always imports
                     numpy. Bare is stock Pyodide, with its standard library as sources; our
                     page loads the build's compiled one (sitebuild/bytecode.py), so it can
                     be faster than bare.
                     A third, "load only", loads numpy's package but never imports it: shown
                     for reference, since no exercise page can skip that import.
  cold               our page, fresh context: click Run -> the examples' output is shown
  warm               the same page reloaded in the same context, click Run -> output
  typed 5 s          fresh context, the learner types for 5 s, then click Run -> output
  submit             every check, Python already loaded (the reference solution)
  stop               an endless loop stopped: Stop button if the page has one, else the
                     exercise's time limit; isolated (interrupt buffer) and not (terminate)
  bytes              what the server sent before the first click and for the first run, as
                     gzip sizes of the files (what a gzip-serving host would transfer)
  terminal runner    python3 scripts/practice/run.py <slug> <reference copy>, wall time

Times are measured inside the page (performance.now() at the click, and when the results
area's data-runs changes), so Playwright's own latency is not in them.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import gzip
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

import build  # noqa: E402
from sitebuild.bytecode import STOCK_LOCK  # noqa: E402
from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from sitebuild.server import SiteHandler  # noqa: E402

SLUG = "grpo-advantages"
WAIT_MS = 120_000
REFERENCE = ROOT / "exercises" / SLUG / ".meta" / "solution.py"
ENDLESS = "while True:\n    pass\n"
TYPED = "# group-relative advantages: subtract the mean, divide by the std"

# Runs before any page script: the time of the last click, and of the first change of the
# results area's data-runs (our page) or data-done (the bare page) after it.
TIMING_SCRIPT = """
window.__bench = {click: null, done: null};
window.addEventListener("click", () => {
  window.__bench.click = performance.now();
  window.__bench.done = null;
}, {capture: true});
new MutationObserver(() => {
  if (window.__bench.click !== null && window.__bench.done === null) {
    window.__bench.done = performance.now();
  }
}).observe(document, {
  subtree: true, attributes: true, attributeFilter: ["data-runs", "data-done"],
});
"""

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide</title>
<script type="module" src="bare.js"></script></head>
<body><button type="button" id="run" disabled>Run</button><pre id="out"></pre></body></html>
"""

BARE_JS = """// Bare page: the same worker set-up as ours, nothing else.
const mode = new URLSearchParams(location.search).get("mode") || "separate";
const out = document.getElementById("out");
const button = document.getElementById("run");
button.addEventListener("click", () => {
  const worker = new Worker(new URL("bare-worker.js", import.meta.url), {type: "module"});
  worker.addEventListener("message", (event) => {
    out.textContent = event.data;
    out.dataset.done = "1";
  });
  worker.postMessage({mode, indexURL: new URL("../pyodide/", location.href).href});
});
button.disabled = false;
"""

BARE_WORKER_JS = """// loadPyodide and numpy, import numpy, one line of it: what any exercise needs.
self.addEventListener("message", async ({data}) => {
  const {loadPyodide} = await import(new URL("pyodide.mjs", data.indexURL).href);
  // Pyodide's own lock (the site's points at numpy as a first run needs it): stock Pyodide.
  const options = {indexURL: data.indexURL, lockFileURL: data.indexURL + "STOCK_LOCK"};
  let py;
  if (data.mode === "separate") {
    py = await loadPyodide(options);
    await py.loadPackage(["numpy"], {messageCallback: () => {}});
  } else {
    py = await loadPyodide({...options, packages: ["numpy"]});
  }
  // "loadonly": numpy's package is loaded but never imported, which no exercise can do.
  const code = data.mode === "loadonly"
    ? "str(1 + 1)"
    : "import numpy as np\\nstr(np.arange(10).sum())";
  self.postMessage(py.runPython(code));
});
""".replace("STOCK_LOCK", STOCK_LOCK)


# --- the site and its servers ------------------------------------------------------------


@dataclass
class Served:
    """Requests the server answered: (monotonic time, path, status)."""

    log: list[tuple[float, str, int]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def since(self, start: float, end: float = float("inf")) -> list[tuple[str, int]]:
        with self.lock:
            return [(path, status) for t, path, status in self.log if start <= t < end]


def handler_class(served: Served, isolated: bool) -> type[SimpleHTTPRequestHandler]:
    """SiteHandler (scripts/serve's), recording each request; without COOP/COEP if asked."""

    class Handler(SiteHandler):
        quiet = True

        def end_headers(self) -> None:
            if isolated:
                super().end_headers()
            else:
                self.send_header("Cache-Control", "no-cache")
                SimpleHTTPRequestHandler.end_headers(self)

        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            with served.lock:
                served.log.append((time.monotonic(), urlsplit(self.path).path, int(code)))

    return Handler


@contextmanager
def serve(site: Path, served: Served, isolated: bool = True) -> Iterator[str]:
    """Serve `site` on a free localhost port; yields the base URL."""
    handler = functools.partial(handler_class(served, isolated), directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def prepare_site(out: Path, site: Path | None, precompressed_host: bool = False) -> None:
    """A fresh build (or a copy of `site`) plus the bare page under bench-bare/;
    `precompressed_host`: build.build()'s."""
    if site is None:
        build.build(ROOT, out, precompressed_host=precompressed_host)
    else:
        shutil.copytree(site, out)
    stock_lock = out / "pyodide" / STOCK_LOCK
    if not stock_lock.is_file() and (out / "pyodide" / "pyodide-lock.json").is_file():
        shutil.copyfile(out / "pyodide" / "pyodide-lock.json", stock_lock)  # an older build
    bare = out / "bench-bare"
    bare.mkdir()
    (bare / "index.html").write_text(BARE_HTML, encoding="utf-8")
    (bare / "bare.js").write_text(BARE_JS, encoding="utf-8")
    (bare / "bare-worker.js").write_text(BARE_WORKER_JS, encoding="utf-8")


PYODIDE_PAGE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Measure</title>
<script type="module" src="page.js"></script></head><body><pre id="out"></pre></body></html>
"""

# The listed files go where the exercise page's worker puts them (same folder layout).
PYODIDE_PAGE_JS = """
const out = document.getElementById("out");
const {loadPyodide} = await import(new URL("../pyodide/pyodide.mjs", location.href).href);
const py = await loadPyodide({indexURL: new URL("../pyodide/", location.href).href,
                              packages: ["numpy"]});
const names = await (await fetch("files.json")).json();
for (const name of names) {
  const text = await (await fetch(new URL("../" + name, location.href))).text();
  py.FS.mkdirTree("/site/" + name.slice(0, name.lastIndexOf("/")));
  py.FS.writeFile("/site/" + name, text);
}
py.runPython("import sys; sys.path.insert(0, '/site/py')");
const code = await (await fetch("measure.py")).text();
out.textContent = py.runPython(code);
out.dataset.done = "1";
"""


def run_in_pyodide_page(
    site: Path, folder: str, code: str, files: list[str], wait_ms: int
) -> tuple[Any, str]:
    """Run `code` (Python whose last expression is a JSON string) in the site's Pyodide, with
    numpy, on the thread of a blank page <site>/<folder>/ in headless Chromium, after copying
    `files` (site-relative) under /site; returns the decoded JSON and the browser's version."""
    from playwright.sync_api import sync_playwright

    page_dir = site / folder
    page_dir.mkdir(exist_ok=True)
    (page_dir / "index.html").write_text(PYODIDE_PAGE_HTML, encoding="utf-8")
    (page_dir / "page.js").write_text(PYODIDE_PAGE_JS, encoding="utf-8")
    (page_dir / "measure.py").write_text(code, encoding="utf-8")
    (page_dir / "files.json").write_text(json.dumps(files), encoding="utf-8")
    with serve(site, Served()) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(f"{url}{folder}/")
        page.wait_for_selector("#out[data-done]", timeout=wait_ms)
        value = json.loads(page.inner_text("#out"))
        version = browser.version
        browser.close()
    return value, version


@functools.cache
def gzip_size(path: Path) -> int:
    """Bytes of the file once gzipped (level 6, what most servers use)."""
    return len(gzip.compress(path.read_bytes(), compresslevel=6)) if path.is_file() else 0


def transferred(site: Path, requests: list[tuple[str, int]]) -> int:
    """gzip-equivalent bytes of the 200 responses among `requests` (a 304 sends no body)."""
    total = 0
    for path, status in requests:
        if status != 200:
            continue
        file = site / path.lstrip("/")
        total += gzip_size(file / "index.html" if path.endswith("/") else file)
    return total


# --- measuring in the browser --------------------------------------------------------------


@dataclass
class Bench:
    """One site and its server; each method opens fresh profiles, returns ms (or bytes)."""

    chromium: Any  # playwright's BrowserType
    site: Path
    url: str
    served: Served
    profiles: Path  # a new user-data-dir under it for every context

    def context(self, **options: Any) -> Any:
        """A fresh profile: empty HTTP cache, code cache, storage and service workers."""
        profile = Path(tempfile.mkdtemp(prefix="profile-", dir=self.profiles))
        context = self.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1280, "height": 900},
            **options,
        )
        context.add_init_script(TIMING_SCRIPT)
        context.set_default_timeout(WAIT_MS)
        return context

    def open_exercise(self, page: Any) -> None:
        page.goto(f"{self.url}{SLUG}/")
        page.wait_for_selector('[data-test="editor"] .cm-content')
        page.wait_for_load_state("networkidle")

    def open_bare(self, page: Any, mode: str) -> None:
        page.goto(f"{self.url}bench-bare/?mode={mode}")
        page.wait_for_selector("#run:not([disabled])")
        page.wait_for_load_state("networkidle")

    def click_and_time(self, page: Any, selector: str) -> float:
        """Click `selector`; milliseconds from the click until the result is shown."""
        page.click(selector)
        page.wait_for_function(
            "() => window.__bench.done !== null && window.__bench.done >= window.__bench.click",
            timeout=WAIT_MS,
        )
        return float(page.evaluate("window.__bench.done - window.__bench.click"))

    def bare(self, mode: str) -> tuple[float, float]:
        """Bare Pyodide + numpy: (cold, warm after a reload), in ms."""
        context = self.context()
        try:
            page = context.pages[0]
            self.open_bare(page, mode)
            cold = self.click_and_time(page, "#run")
            self.open_bare(page, mode)
            warm = self.click_and_time(page, "#run")
            return cold, warm
        finally:
            context.close()

    def ours(self) -> dict[str, float]:
        """Our page: cold click -> output, bytes before and during it, warm, submit."""
        context = self.context()
        try:
            page = context.pages[0]
            start = time.monotonic()
            self.open_exercise(page)
            clicked = time.monotonic()
            cold = self.click_and_time(page, '[data-test="run"]')
            done = time.monotonic()
            wait_for_service_worker_cache(page, self.site)
            shell = transferred(self.site, self.served.since(start, clicked))
            first_run = transferred(self.site, self.served.since(clicked, done))
            self.open_exercise(page)
            before_warm = time.monotonic()
            warm = self.click_and_time(page, '[data-test="run"]')
            warm_bytes = transferred(self.site, self.served.since(before_warm))
            set_code(page, REFERENCE.read_text(encoding="utf-8"))
            submits = [self.click_and_time(page, '[data-test="submit"]') for _ in range(3)]
            status = page.get_attribute('[data-test="results"]', "data-status")
            if status != "passed":
                raise RuntimeError(f"the reference did not pass in the browser: {status}")
            return {
                "cold": cold,
                "warm": warm,
                "submit": statistics.median(submits),
                "shell_bytes": shell,
                "first_run_bytes": first_run,
                "warm_bytes": warm_bytes,
            }
        finally:
            context.close()

    def typed(self) -> float:
        """Fresh context: type for 5 s, then click Run; ms from the click to the output."""
        context = self.context()
        try:
            page = context.pages[0]
            self.open_exercise(page)
            page.click('[data-test="editor"] .cm-content')
            page.keyboard.press("Control+End")
            page.keyboard.press("Enter")
            began = time.monotonic()
            page.keyboard.type(TYPED, delay=5000 / len(TYPED))
            page.wait_for_timeout(max(0.0, 5.0 - (time.monotonic() - began)) * 1000)
            return self.click_and_time(page, '[data-test="run"]')
        finally:
            context.close()

    def stop(self, url: str, service_workers: str = "allow") -> tuple[str, float]:
        """An endless loop: (how it was stopped, ms from Stop, or from Run without Stop).
        `service_workers="block"` keeps a page of a plain server plain: the worker would make
        it cross-origin isolated after one reload (web/sw.js)."""
        context = self.context(service_workers=service_workers)
        try:
            page = context.pages[0]
            page.goto(f"{url}{SLUG}/")
            page.wait_for_selector('[data-test="editor"] .cm-content')
            self.click_and_time(page, '[data-test="run"]')  # the starter: Python is loaded
            set_code(page, ENDLESS)
            if page.locator('[data-test="stop"]').count():
                page.click('[data-test="run"]')
                page.wait_for_timeout(1000)
                return "Stop button", self.click_and_time(page, '[data-test="stop"]')
            return "time limit", self.click_and_time(page, '[data-test="run"]')
        finally:
            context.close()


CACHE_FILLED = """async (files) => {
    const name = (await caches.keys()).find((key) => key.startsWith("practice-pyodide-"));
    if (!name) return false;
    const urls = (await (await caches.open(name)).keys()).map((request) => request.url);
    return files.every((file) => urls.some((url) => url.endsWith("/pyodide/" + file)));
}"""


def warm_list(site: Path) -> list[str]:
    """What the site's service worker stores under pyodide/ (its BUILD.warm, sitebuild/offline.py):
    the first run's files, then the parts fetched on demand."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("const BUILD = "))
    return list(json.loads(line.removeprefix("const BUILD = ").split(";", 1)[0])["warm"])


def wait_for_service_worker_cache(page: Any, site: Path, seconds: float = 60) -> None:
    """Wait until the site's service worker (if it has one) has stored every file it warms, so
    that none is still downloading during the next sample; on a first visit the page registers
    it only a moment after Python is ready."""
    if not (site / "sw.js").is_file():
        return  # a site built without a service worker: nothing to wait for
    files = warm_list(site)
    for _ in range(int(seconds * 4)):
        if page.evaluate(CACHE_FILLED, files):
            return
        page.wait_for_timeout(250)
    raise RuntimeError(f"the service worker did not store Pyodide's files within {seconds:.0f} s")


def set_code(page: Any, text: str) -> None:
    """Replace the editor's text (select all, insert as is)."""
    page.click('[data-test="editor"] .cm-content')
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)


def terminal_runner(repeat: int) -> list[float]:
    """Wall seconds of the terminal runner on a copy of the reference solution."""
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        answer = Path(tmp) / "my_answer.py"
        shutil.copyfile(REFERENCE, answer)
        command = [sys.executable, str(ROOT / "scripts/practice/run.py"), SLUG, str(answer)]
        for _ in range(repeat):
            began = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True)
            times.append(time.perf_counter() - began)
    return times


# --- the report -----------------------------------------------------------------------------


def machine(browser_version: str) -> str:
    """CPU model, cores, memory, Chromium version and the date, on one line each."""
    cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
    meminfo = Path("/proc/meminfo").read_text(encoding="utf-8")
    mem = re.search(r"^MemTotal:\s*(\d+) kB", meminfo, re.M)
    loadavg = Path("/proc/loadavg").read_text(encoding="utf-8")
    return "\n".join(
        [
            f"- CPU: {model.group(1).strip() if model else platform.processor()}",
            f"- cores: {os.cpu_count()}",
            f"- memory: {int(mem.group(1)) / 1024 / 1024:.1f} GiB" if mem else "- memory: ?",
            f"- Chromium {browser_version} (headless), {platform.system()} {platform.release()}",
            f"- Python {platform.python_version()}",
            f"- load average when done (1, 5, 15 min): {' '.join(loadavg.split()[:3])}",
            f"- date: {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC",
        ]
    )


def ms(values: list[float]) -> str:
    return f"{statistics.median(values):,.0f} ms"


def spread(values: list[float]) -> str:
    return ", ".join(f"{v:,.0f}" for v in values)


def kb(n: float) -> str:
    return f"{n / 1024:,.1f} KB"


@dataclass
class Results:
    """Every sample, by measurement."""

    samples: dict[str, list[float]] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)

    def add(self, key: str, value: float) -> None:
        self.samples.setdefault(key, []).append(value)

    def med(self, key: str) -> float:
        return statistics.median(self.samples[key])


def report(r: Results, info: str, repeat: int, only_abc: bool = False) -> str:
    """The Markdown written to docs/benchmarks.md between the markers."""
    limit = min(r.med("bare_cold_separate"), r.med("bare_cold_packages"))
    limit_warm = min(r.med("bare_warm_separate"), r.med("bare_warm_packages"))

    load_only = {"cold": r.med("bare_cold_loadonly"), "warm": r.med("bare_warm_loadonly")}
    c, w = (limit, "cold"), (limit_warm, "warm")

    def row(name: str, key: str, base: float | None, kind: str = "") -> str:
        ratio = f"{r.med(key) / base:.2f} ×" if base else ""
        other = f"{r.med(key) / load_only[kind]:.2f} ×" if kind else ""
        return f"| {name} | {ms(r.samples[key])} | {ratio} | {other} | {spread(r.samples[key])} |"

    lines = [
        info,
        "",
        f"Median of {repeat} samples each (submit: median of 3 per sample); "
        "ratios against the faster bare variant that imports numpy (× bare), and against",
        "the bare load that never imports it (× load only).",
        "",
        "| measurement | median | × bare | × load only | samples (ms) |",
        "| --- | ---: | ---: | ---: | --- |",
        row("(a) bare cold: loadPyodide, loadPackage(numpy), import", "bare_cold_separate", *c),
        row("(a) bare cold: loadPyodide({packages: [numpy]}), import", "bare_cold_packages", *c),
        row("(a) bare cold, load only: loadPyodide({packages: [numpy]})", "bare_cold_loadonly", *c),
        row("(b) our page cold: click Run → examples shown", "cold", *c),
        row("(c) bare warm (reload): separate; import numpy", "bare_warm_separate", *w),
        row("(c) bare warm (reload): packages; import numpy", "bare_warm_packages", *w),
        row("(c) bare warm (reload), load only", "bare_warm_loadonly", *w),
        row("(c) our page warm (reload): click Run → shown", "warm", *w),
    ]
    if not only_abc:
        lines += [
            row("(d) after typing 5 s: click Run → shown", "typed", None),
            row("(e) Submit, Python loaded: click → every check shown", "submit", None),
            row(f"(f) endless loop, isolated: {r.notes['stop_isolated']}", "stop_isolated", None),
            row(f"(f) endless loop, not isolated: {r.notes['stop_plain']}", "stop_plain", None),
            "",
            "| bytes (gzip-equivalent, from the server) | median |",
            "| --- | ---: |",
            f"| (g) page shell, before the first click | {kb(r.med('shell_bytes'))} |",
            "| (g) the first run (Pyodide, numpy, harness, checks) | "
            f"{kb(r.med('first_run_bytes'))} |",
            f"| warm reload and run | {kb(r.med('warm_bytes'))} |",
            "",
            f"Terminal runner, `python3 scripts/practice/run.py {SLUG} <reference copy>`: "
            f"median {statistics.median(r.samples['terminal']):.2f} s wall "
            f"({', '.join(f'{v:.2f}' for v in r.samples['terminal'])}).",
        ]
    lines += [
        "",
        "| goal | target | measured | met |",
        "| --- | --- | --- | --- |",
    ]
    goals: list[tuple[str, str, str, bool]] = [
        (
            "cold first run",
            "≤ 1.10 × bare",
            f"{r.med('cold') / limit:.2f} ×",
            r.med("cold") <= 1.10 * limit,
        ),
        (
            "warm first run",
            "≤ 1.10 × bare warm",
            f"{r.med('warm') / limit_warm:.2f} ×",
            r.med("warm") <= 1.10 * limit_warm,
        ),
    ]
    if not only_abc:
        goals += [
            (
                "after 5 s of typing",
                "≤ 300 ms click → result",
                ms(r.samples["typed"]),
                r.med("typed") <= 300,
            ),
            ("Submit, Python loaded", "≤ 150 ms", ms(r.samples["submit"]), r.med("submit") <= 150),
            (
                "shell before the first run",
                "≤ 150 KB gzip",
                kb(r.med("shell_bytes")),
                r.med("shell_bytes") <= 150 * 1024,
            ),
            (
                "terminal runner",
                "≤ 0.5 s wall",
                f"{statistics.median(r.samples['terminal']):.2f} s",
                statistics.median(r.samples["terminal"]) <= 0.5,
            ),
        ]
    lines += [f"| {g} | {t} | {m} | {'yes' if ok else '**no**'} |" for g, t, m, ok in goals]
    return "\n".join(lines)


def write_report(path: Path, text: str) -> None:
    """Replace what is between the bench markers in `path` (or write a new file)."""
    start, end = "<!-- bench:start -->", "<!-- bench:end -->"
    block = f"{start}\n{text}\n{end}"
    old = path.read_text(encoding="utf-8") if path.is_file() else ""
    if start in old and end in old:
        new = old[: old.index(start)] + block + old[old.index(end) + len(end) :]
    else:
        new = f"# Benchmarks\n\nWritten by `python3 bench/first_run.py`.\n\n{block}\n"
    path.write_text(new, encoding="utf-8")


def measure(
    site: Path, repeat: int, progress: Callable[[str], None], only_abc: bool = False
) -> tuple[Results, str]:
    """Every measurement, `repeat` times, interleaved so that a busy moment hits all of them."""
    from playwright.sync_api import sync_playwright

    r = Results()
    served = Served()
    with (
        serve(site, served) as url,
        serve(site, Served(), isolated=False) as plain_url,
        sync_playwright() as pw,
    ):
        bench = Bench(pw.chromium, site, url, served, site.parent)
        for i in range(repeat):
            progress(f"sample {i + 1} of {repeat}")
            for mode in ("separate", "packages", "loadonly"):
                cold, warm = bench.bare(mode)
                r.add(f"bare_cold_{mode}", cold)
                r.add(f"bare_warm_{mode}", warm)
            for key, value in bench.ours().items():
                r.add(key, value)
            if only_abc:
                progress("  " + ", ".join(f"{k} {v[-1]:,.0f}" for k, v in r.samples.items()))
                continue
            r.add("typed", bench.typed())
            for key, base, workers in (
                ("stop_isolated", url, "allow"),
                ("stop_plain", plain_url, "block"),
            ):
                how, value = bench.stop(base, workers)
                r.notes[key] = how
                r.add(key, value)
            progress("  " + ", ".join(f"{k} {v[-1]:,.0f}" for k, v in r.samples.items()))
        probe = bench.context()
        info = machine(probe.browser.version if probe.browser else "?")
        probe.close()
    if not only_abc:
        for value in terminal_runner(5):
            r.add("terminal", value)
    return r, info


def main(argv: list[str] | None = None) -> int:
    """Measure, print the Markdown, and write it into a file if asked."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="samples of each (median shown)")
    parser.add_argument("--site", type=Path, help="a built site to measure instead of a build")
    parser.add_argument("--write", type=Path, metavar="MD", help="write the results into MD")
    parser.add_argument(
        "--only", choices=["abc"], help="abc: only rows a-c (bare and our page, cold and warm)"
    )
    args = parser.parse_args(argv)
    only_abc = args.only == "abc"
    with tempfile.TemporaryDirectory(prefix="practice-bench-") as tmp:
        site = Path(tmp) / "site"
        prepare_site(site, args.site)
        results, info = measure(
            site, args.repeat, lambda s: print(s, file=sys.stderr, flush=True), only_abc
        )
    text = report(results, info, args.repeat, only_abc)
    print(text)
    if args.write:
        write_report(args.write, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The first run on a slow link, next to bare Pyodide on the same link.

    python3 bench/slow_link.py                           # build into a temp folder, both links
    python3 bench/slow_link.py --site /tmp/dist --repeat 3 --write docs/benchmarks.md
    python3 bench/slow_link.py --link 10mbit             # one link only
    python3 bench/slow_link.py --host precompressed      # a build for a host that sends its
                                                         # .br/.gz copies (nginx), served so
    python3 bench/slow_link.py --headers none            # a host that sends no isolation
                                                         # headers (GitHub Pages)
    python3 bench/slow_link.py --timeline --link 10mbit  # one cold run of each, every request
                                                         # and worker stage on one clock

A script, not a test: the numbers depend on the machine and are written down, never asserted.
The site is served gzip-compressed, as a static host serves it (or, with `--host
precompressed`, as nginx's brotli_static/gzip_static serve the build's .br/.gz copies, and
every other file as it is), with the cross-origin isolation headers or (`--headers none`)
without them, as GitHub Pages serves (the first visit then starts not isolated, and the
service worker isolates the next load), through one pipe that every connection shares,
throttled at the server (bench/shared_pipe.py): Chromium's own throttling skips what a
service worker fetches. Two links: a shared 10 Mbit/s with 40 ms per request, and
a slow 4G's 1.6 Mbit/s with 150 ms. On each, rounds interleave (bare, ours; then ours, bare) on
fresh profiles, as bench/first_run.py's rows (a)-(c):

  bare cold / warm   bench/first_run.py's bare page, `loadPyodide({packages: ["numpy"]})` and
                     `import numpy`, on stock Pyodide (its own standard library, numpy's whole
                     wheel, Pyodide's lock); warm is a reload in the same profile
  ours cold / warm   the exercise page: click Run -> the examples' output is shown; warm is a
                     reload once the service worker has stored what it keeps

Times are taken inside the page (from the click to the result), bytes at the server: what
each response sent on the wire between the click and the result, request by request.

`--timeline` says where a cold run's time goes: one cold run of each page, on a copy of the
site whose workers mark their stages (bench/stages.py's marks), and every request with when it
reached the server and when its last byte left, all in milliseconds after the click.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import first_run as fr  # noqa: E402
import stages  # noqa: E402
from shared_pipe import Sent, serve_through  # noqa: E402

LINKS = {  # name: (bits per second, seconds per request, what it stands for)
    "10mbit": (10e6, 0.040, "shared 10 Mbit/s, 40 ms"),
    "1.6mbit": (1.6e6, 0.150, "1.6 Mbit/s, 150 ms (slow 4G)"),
}
# The service worker stores the parts fetched on demand (~3 MB) after the first run: 15 s at
# 1.6 Mbit/s; the warm sample waits for it, with 8x that as margin.
SW_WAIT_S = 120
# What each host serves and how its build is made.
HOSTS = {
    "gzip": "gzip on the fly",
    "precompressed": "the build's .br/.gz copies, as nginx brotli_static/gzip_static",
}
# (host, headers): the markers its report goes between in docs/benchmarks.md, and the cold
# run's goal on the 10 Mbit/s link (× bare).
REPORTS = {
    ("gzip", "sent"): (("<!-- slow-link:start -->", "<!-- slow-link:end -->"), 0.80),
    ("gzip", "none"): (
        ("<!-- slow-link-no-headers:start -->", "<!-- slow-link-no-headers:end -->"),
        0.75,
    ),
    ("precompressed", "sent"): (
        ("<!-- slow-link-precompressed:start -->", "<!-- slow-link-precompressed:end -->"),
        0.68,
    ),
    ("precompressed", "none"): (
        (
            "<!-- slow-link-precompressed-no-headers:start -->",
            "<!-- slow-link-precompressed-no-headers:end -->",
        ),
        0.68,
    ),
}
Request = tuple[str, int, int, bool]  # path, status, bytes on the wire, compressed?


@dataclass
class LinkResults:
    """Every sample on one link, and the requests of each kind's first cold run."""

    samples: dict[str, list[float]] = field(default_factory=dict)
    requests: dict[str, list[Request]] = field(default_factory=dict)

    def add(self, key: str, value: float) -> None:
        self.samples.setdefault(key, []).append(value)

    def med(self, key: str) -> float:
        return statistics.median(self.samples[key])


def timed_cold_and_warm(
    bench: fr.Bench, sent: Sent, bare: bool
) -> tuple[float, float, list[Request], list[Request]]:
    """One fresh profile: (cold ms, warm ms, cold run's requests, warm run's requests)."""
    context = bench.context()
    try:
        page = context.pages[0]

        def open_page() -> None:
            if bare:
                bench.open_bare(page, "packages")
            else:
                bench.open_exercise(page)

        selector = "#run" if bare else '[data-test="run"]'
        open_page()
        clicked = time.monotonic()
        cold = bench.click_and_time(page, selector)
        cold_requests = sent.between(clicked, time.monotonic())
        if not bare:
            fr.wait_for_service_worker_cache(page, bench.site, SW_WAIT_S)
        open_page()
        clicked = time.monotonic()
        warm = bench.click_and_time(page, selector)
        return cold, warm, cold_requests, sent.between(clicked, time.monotonic())
    finally:
        context.close()


def measure_link(
    pw: Any,
    site: Path,
    link: str,
    repeat: int,
    progress: Callable[[str], None],
    host: str = "gzip",
    headers: str = "sent",
) -> LinkResults:
    """`repeat` interleaved rounds of bare and ours on `link`, served as `host` serves, with
    the isolation headers (`headers` "sent") or without ("none")."""
    rate, latency, _ = LINKS[link]
    results = LinkResults()
    sent = Sent()
    precompressed, isolated = host == "precompressed", headers == "sent"
    with serve_through(site, rate, latency, sent, precompressed, isolated) as url:
        bench = fr.Bench(pw.chromium, site, url, fr.Served(), site.parent)
        for i in range(repeat):
            order = [True, False] if i % 2 == 0 else [False, True]
            for bare in order:
                kind = "bare" if bare else "ours"
                cold, warm, cold_requests, warm_requests = timed_cold_and_warm(bench, sent, bare)
                results.add(f"{kind}_cold", cold)
                results.add(f"{kind}_warm", warm)
                results.add(f"{kind}_cold_bytes", sum(r[2] for r in cold_requests))
                results.add(f"{kind}_warm_bytes", sum(r[2] for r in warm_requests))
                results.requests.setdefault(kind, cold_requests)
                progress(f"  {link} round {i + 1}: {kind} cold {cold:,.0f} ms, warm {warm:,.0f} ms")
    return results


def timeline(
    pw: Any, site: Path, link: str, host: str, headers: str, into: Path
) -> dict[str, list[tuple[float, float | None, str]]]:
    """One cold run of bare and of ours on `link`: per page, (ms after the click it began,
    ms it ended or None for a mark, what) for every request and worker stage, by start."""
    copy = into / "timeline-site"
    shutil.copytree(site, copy)
    stages.instrument(copy / "assets" / "worker.js", stages.OURS, None)
    stages.instrument(copy / "bench-bare" / "bare-worker.js", stages.BARE, None)
    for stale in copy.glob("assets/worker.js.*"):  # a precompressed host would send these
        stale.unlink()
    rate, latency, _ = LINKS[link]
    sent = Sent()
    epoch = time.time() - time.monotonic()  # the server's clock onto the page's (Unix ms)
    rows: dict[str, list[tuple[float, float | None, str]]] = {}
    with serve_through(
        copy, rate, latency, sent, host == "precompressed", headers == "sent"
    ) as url:
        bench = fr.Bench(pw.chromium, copy, url, fr.Served(), into)
        for bare in (True, False):
            context = bench.context()
            context.add_init_script(stages.PAGE_SCRIPT)
            try:
                page = context.pages[0]
                if bare:
                    bench.open_bare(page, "packages")
                else:
                    bench.open_exercise(page)
                start = time.monotonic() - 1  # the click is later; the marks say when exactly
                total = bench.click_and_time(page, "#run" if bare else '[data-test="run"]')
                page.wait_for_timeout(200)  # the last marks are in flight
                marks = page.evaluate("window.__stages")
                requests = sent.timeline(start, time.monotonic())
            finally:
                context.close()
            click = marks[0][1]
            events = [(t - click, None, name) for name, t in marks[1:]]
            events.append((total, None, "result shown (page)"))
            for arrived, ended, path, size in requests:
                began = (start + arrived + epoch) * 1000 - click
                if began < 0:
                    continue  # the page's own load, before the click
                done = (start + ended + epoch) * 1000 - click
                events.append((began, done, f"`{path}` {kb(size)}"))
            rows["bare" if bare else "ours"] = sorted(events, key=lambda e: e[0])
    return rows


def timeline_report(rows: dict[str, list[tuple[float, float | None, str]]]) -> str:
    """The timeline as Markdown: one table per page."""
    lines: list[str] = []
    for who, events in rows.items():
        lines += [
            "",
            f"{who}: ms after the click",
            "",
            "| begins | ends | what |",
            "| ---: | ---: | --- |",
        ]
        for began, ended, what in events:
            end = f"{ended:,.0f}" if ended is not None else ""
            lines.append(f"| {began:,.0f} | {end} | {what} |")
    return "\n".join(lines)


def kb(n: float) -> str:
    return f"{n / 1024:,.1f} KB"


def ms(values: list[float]) -> str:
    return f"{statistics.median(values):,.0f} ms"


def report(
    results: dict[str, LinkResults],
    info: str,
    repeat: int,
    host: str = "gzip",
    headers: str = "sent",
) -> str:
    """The Markdown written between the slow-link markers of docs/benchmarks.md."""
    served, (_, goal) = HOSTS[host], REPORTS[(host, headers)]
    isolation = (
        "sent" if headers == "sent" else "not sent (the service worker isolates the next load)"
    )
    lines = [
        info,
        f"- host: {served}; cross-origin isolation headers: {isolation}",
        "",
        f"Median of {repeat} interleaved rounds per link, each on fresh profiles; bytes are what",
        "the server sent between the click and the result (compressed where the browser and the",
        "host allow).",
        "",
        "| link | measurement | median | × bare | samples (ms) | bytes |",
        "| --- | --- | ---: | ---: | --- | ---: |",
    ]
    for link, r in results.items():
        name = LINKS[link][2]
        for kind, what in (("cold", "click Run → examples shown"), ("warm", "reload, click Run")):
            base = r.med(f"bare_{kind}")
            for who, label in (("bare", "bare Pyodide + numpy"), ("ours", "our page")):
                key = f"{who}_{kind}"
                ratio = f"{r.med(key) / base:.2f} ×" if who == "ours" else ""
                samples = ", ".join(f"{v:,.0f}" for v in r.samples[key])
                lines.append(
                    f"| {name} | {kind}: {label}, {what} | {ms(r.samples[key])} | {ratio} | "
                    f"{samples} | {kb(r.med(key + '_bytes'))} |"
                )
    first = next(iter(results.values()))
    lines += [
        "",
        "Requests of a cold first run, bytes on the wire (the first round of the first link;",
        "the same files on both links):",
        "",
        "| request | our page | bare |",
        "| --- | ---: | ---: |",
    ]
    ours = request_sizes(first.requests.get("ours", []))
    bare = request_sizes(first.requests.get("bare", []))
    for path in sorted(set(ours) | set(bare), key=lambda p: -max(ours.get(p, 0), bare.get(p, 0))):
        lines.append(f"| `{path}` | {cell(ours, path)} | {cell(bare, path)} |")
    lines.append(f"| total | {kb(sum(ours.values()))} | {kb(sum(bare.values()))} |")
    lines += [
        "",
        "Ratios: of the medians, and the median of each round's own ratio (bare and ours ran",
        "back to back, so a busy moment of the machine hits both).",
        "",
        "| goal | target | ratio of medians | median of round ratios | met |",
        "| --- | --- | ---: | ---: | --- |",
    ]
    for link, r in results.items():
        ratio = r.med("ours_cold") / r.med("bare_cold")
        paired = statistics.median(
            o / b for o, b in zip(r.samples["ours_cold"], r.samples["bare_cold"])
        )
        target = goal if link == "10mbit" else None
        met = "yes" if target and ratio <= target else ("**no**" if target else "")
        wanted = f"≤ {target:.2f} × bare" if target else "(measured)"
        lines.append(
            f"| cold first run, {LINKS[link][2]} | {wanted} | {ratio:.2f} × | {paired:.2f} × "
            f"| {met} |"
        )
    return "\n".join(lines)


def request_sizes(requests: list[Request]) -> dict[str, int]:
    """Bytes by path; a path asked twice shows both sizes added up (and is marked)."""
    sizes: dict[str, int] = {}
    for path, _status, size, _gzip in requests:
        key = f"{path} (again)" if path in sizes else path
        sizes[key] = sizes.get(key, 0) + size
    return sizes


def cell(sizes: dict[str, int], path: str) -> str:
    return kb(sizes[path]) if path in sizes else ""


def write_report(path: Path, text: str, host: str = "gzip", headers: str = "sent") -> None:
    """Replace what is between the host's slow-link markers in `path` (or append them)."""
    start, end = REPORTS[(host, headers)][0]
    block = f"{start}\n{text}\n{end}"
    old = path.read_text(encoding="utf-8")
    if start in old and end in old:
        new = old[: old.index(start)] + block + old[old.index(end) + len(end) :]
    else:
        new = old.rstrip("\n") + f"\n\n{block}\n"
    path.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Measure both links (or one), print the Markdown, write it if asked."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="rounds per link (median shown)")
    parser.add_argument("--site", type=Path, help="a built site to measure instead of a build")
    parser.add_argument("--link", choices=[*LINKS, "both"], default="both")
    parser.add_argument("--write", type=Path, metavar="MD", help="write the results into MD")
    parser.add_argument(
        "--host", choices=list(HOSTS), default="gzip", help="how the server compresses"
    )
    parser.add_argument(
        "--timeline", action="store_true", help="one cold run of each page, request by request"
    )
    parser.add_argument(
        "--headers",
        choices=["sent", "none"],
        default="sent",
        help="whether the server sends the cross-origin isolation headers",
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    links = list(LINKS) if args.link == "both" else [args.link]
    results: dict[str, LinkResults] = {}
    with tempfile.TemporaryDirectory(prefix="practice-slow-link-") as tmp:
        site = Path(tmp) / "site"
        # A host that sends the copies gets the build made for it (build.py --precompressed-host).
        fr.prepare_site(site, args.site, precompressed_host=args.host == "precompressed")
        with sync_playwright() as pw:
            if args.timeline:
                for link in links:
                    print(
                        f"{link}:",
                        timeline_report(
                            timeline(pw, site, link, args.host, args.headers, Path(tmp))
                        ),
                    )
                return 0
            for link in links:
                print(f"{link}:", file=sys.stderr, flush=True)
                results[link] = measure_link(
                    pw,
                    site,
                    link,
                    args.repeat,
                    lambda s: print(s, file=sys.stderr, flush=True),
                    args.host,
                    args.headers,
                )
            probe = fr.Bench(pw.chromium, site, "", fr.Served(), site.parent).context()
            info = fr.machine(probe.browser.version if probe.browser else "?")
            probe.close()
    text = report(results, info, args.repeat, args.host, args.headers)
    print(text)
    if args.write:
        write_report(args.write, text, args.host, args.headers)
    return 0


if __name__ == "__main__":
    sys.exit(main())

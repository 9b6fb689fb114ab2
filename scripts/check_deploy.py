#!/usr/bin/env python3
"""Check a deployed copy of the course: what a learner's browser will get from it.

    python3 scripts/check_deploy.py https://me.github.io/course/
    python3 scripts/check_deploy.py http://127.0.0.1:8000/ --exercise grpo-advantages

Fetches the front page, an exercise page (the first the front page links to, or --exercise),
the service worker and the files a first run needs, and prints one line each: `ok`, `note`
(works, could be better) or `FAIL` (a learner would meet a broken page). Exit code 1 when any
line is FAIL, 0 otherwise. What each host does and how to fix a FAIL: docs/deploy.md.
Standard library only, so it runs anywhere Python 3.11 does.
"""

from __future__ import annotations

import argparse
import re
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from urllib.parse import urljoin

__all__ = ["Report", "check", "main"]

TIMEOUT_S = 30  # one request; a slow host answers in a few seconds
# What a browser accepts, and so what a host may choose from.
BROWSER_ENCODINGS = "br, gzip"
JAVASCRIPT = ("text/javascript", "application/javascript")
# Files a first run fetches, with the MIME types a browser insists on (module scripts must be
# JavaScript; WebAssembly must be application/wasm to be compiled as it downloads).
FILES = {
    "assets/main.js": JAVASCRIPT,
    "assets/worker.js": JAVASCRIPT,
    "pyodide/pyodide.mjs": JAVASCRIPT,
    "pyodide/pyodide.asm.js": JAVASCRIPT,
    "pyodide/pyodide.asm.wasm": ("application/wasm",),
    "pyodide/pyodide-lock.json": ("application/json",),
}
COMPRESSED = ("pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.js", "assets/main.js")
# The first run's standard library: a build for a host that sends the copies
# (build.py --precompressed-host) stores its entries uncompressed, which only pays if it is sent
# compressed. Its first local header says how (zip method at bytes 8-9: 0 stored, 8 deflated).
ARCHIVE = "pyodide/python_stdlib.compiled.zip"
ZIP_STORED = 0
EXERCISE_LINK = re.compile(r'href="(?:\./)?([a-z0-9][a-z0-9-]*)/"')


@dataclass
class Answer:
    """One response: its status, headers (lower-case names) and body (empty for HEAD)."""

    status: int
    headers: dict[str, str]
    body: bytes = b""


@dataclass
class Report:
    """The lines printed, and whether any must-have failed."""

    lines: list[str] = field(default_factory=list)
    failed: bool = False

    def ok(self, text: str) -> None:
        self.lines.append(f"ok    {text}")

    def note(self, text: str) -> None:
        self.lines.append(f"note  {text}")

    def fail(self, text: str) -> None:
        self.lines.append(f"FAIL  {text}")
        self.failed = True


def fetch(url: str, method: str = "GET", encodings: str = "", first: int = 0) -> Answer:
    """The answer to one request (of its `first` bytes only, if given and the host can);
    a network error is status 0."""
    headers = {"User-Agent": "practice-check-deploy/1"}
    if encodings:
        headers["Accept-Encoding"] = encodings
    if first:
        headers["Range"] = f"bytes=0-{first - 1}"
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            body = response.read() if method == "GET" else b""
            headers = {name.lower(): value for name, value in response.headers.items()}
            return Answer(response.status, headers, body)
    except urllib.error.HTTPError as error:
        return Answer(error.code, {k.lower(): v for k, v in error.headers.items()})
    except (urllib.error.URLError, OSError) as error:
        return Answer(0, {"error": str(getattr(error, "reason", error))})


def mime(answer: Answer) -> str:
    return answer.headers.get("content-type", "").split(";")[0].strip().lower()


def page(report: Report, url: str, what: str) -> Answer:
    """A page: 200 and HTML, or a FAIL."""
    answer = fetch(url)
    if answer.status == 200 and mime(answer) == "text/html":
        report.ok(f"{what}: {url} (200, text/html)")
    else:
        why = answer.headers.get("error") or f"{answer.status}, {mime(answer) or 'no type'}"
        report.fail(f"{what}: {url} ({why})")
    return answer


def isolation(report: Report, answer: Answer) -> None:
    """Whether the host makes the exercise page cross-origin isolated itself."""
    coop = answer.headers.get("cross-origin-opener-policy", "")
    coep = answer.headers.get("cross-origin-embedder-policy", "")
    if coop == "same-origin" and coep in ("require-corp", "credentialless"):
        report.ok(f"isolation: the host sends COOP {coop} and COEP {coep}")
    elif not coop and not coep:
        report.note(
            "isolation: the host sends no COOP/COEP; the service worker adds them, so a "
            "learner's page is isolated from the first visit's one reload on (docs/deploy.md)"
        )
    else:
        report.fail(
            f"isolation: the host sends COOP {coop or '(none)'} and COEP {coep or '(none)'}: "
            "send both (same-origin, require-corp) or neither"
        )


def check(site_url: str, exercise: str | None = None) -> Report:
    """Everything this script checks, against the site at `site_url` (ending in /)."""
    report = Report()
    site_url = site_url if site_url.endswith("/") else site_url + "/"
    front = page(report, site_url, "front page")
    if exercise is None:
        links = EXERCISE_LINK.findall(front.body.decode("utf-8", "replace"))
        exercise = next((slug for slug in links if slug not in ("tracks", "papers")), None)
    if exercise is None:
        report.fail("exercise page: the front page links to none (pass --exercise SLUG)")
        return report
    exercise_page = page(report, urljoin(site_url, f"{exercise}/"), "exercise page")
    if exercise_page.status == 200:
        isolation(report, exercise_page)

    worker = fetch(urljoin(site_url, "sw.js"))
    if worker.status == 200 and mime(worker) in JAVASCRIPT and b"const BUILD" in worker.body:
        report.ok("service worker: sw.js at the site's root, JavaScript")
    else:
        report.fail(
            f"service worker: sw.js ({worker.status}, {mime(worker) or 'no type'}): without it "
            "no isolation on a host without headers, and no offline visits"
        )

    for name, types in FILES.items():
        answer = fetch(urljoin(site_url, name), "HEAD")
        if answer.status != 200:
            report.fail(f"{name}: {answer.status or answer.headers.get('error')}")
        elif mime(answer) not in types:
            report.fail(f"{name}: served as {mime(answer) or 'no type'}, must be {types[0]}")
        else:
            report.ok(f"{name}: {mime(answer)}")

    for name in COMPRESSED:
        encoding, size = sent_as(urljoin(site_url, name))
        if encoding in ("br", "gzip"):
            report.ok(f"compression: {name} as {encoding} ({size} bytes)")
        else:
            report.note(
                f"compression: {name} sent as it is ({size} bytes): a host that sends the "
                "build's .br/.gz copies cuts a first run's download by more than half"
            )
    archive(report, site_url)
    if exercise_page.status == 200:
        cache = exercise_page.headers.get("cache-control", "")
        report.note(f"caching: the exercise page says Cache-Control: {cache or '(none)'}")
    return report


def sent_as(url: str) -> tuple[str, str]:
    """(Content-Encoding, Content-Length) of `url` as a browser is sent it ("" and "?" if none)."""
    answer = fetch(url, "HEAD", BROWSER_ENCODINGS)
    return answer.headers.get("content-encoding", ""), answer.headers.get("content-length", "?")


def archive(report: Report, site_url: str) -> None:
    """A FAIL for a build made for a host that sends the copies, on one that does not."""
    url = urljoin(site_url, ARCHIVE)
    head = fetch(url, first=30)  # as it is: its first local header
    if head.status not in (200, 206) or head.body[:4] != b"PK\x03\x04":
        return  # a build with Pyodide elsewhere (--pyodide-url) has none; FILES reports the rest
    if int.from_bytes(head.body[8:10], "little") != ZIP_STORED:
        return  # deflated: small as it is, on any host
    encoding, _ = sent_as(url)
    if encoding in ("br", "gzip"):
        report.ok(f"archives: {ARCHIVE} stored, sent as {encoding}")
    else:
        report.fail(
            f"archives: {ARCHIVE} is stored uncompressed (build.py --precompressed-host) but "
            "sent as it is: a first run downloads 7 MB more. Send the .br/.gz copies "
            "(docs/deploy.md) or build without --precompressed-host"
        )


def main(argv: list[str] | None = None) -> int:
    """Check the URL, print the report; 1 if anything a learner needs is missing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url", help="the deployed site's address (its front page)")
    parser.add_argument("--exercise", metavar="SLUG", help="the exercise page to check")
    args = parser.parse_args(argv)
    report = check(args.url, args.exercise)
    print(f"Checking {args.url}")
    print("\n".join(report.lines))
    print("Result: " + ("FAILED: fix each FAIL (docs/deploy.md)" if report.failed else "ready"))
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())

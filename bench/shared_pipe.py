"""A static server behind one shared, slow pipe: the site as a learner on a phone's link gets it.

Chromium's DevTools network throttling applies to the page's own requests but not to those a
service worker makes, so it flatters a page that has one. Throttling here, at the
server, holds for every request: each response waits `latency` seconds before its first byte
(a round trip), and every body goes through one pipe of `bits_per_second`, a chunk at a time in
the order the chunks ask for it, so that downloads in parallel share it as on a real link.
Bodies are gzip-compressed when the browser accepts gzip, as a static host serves them; with
`precompressed`, the build's .br or .gz copy is sent instead, as nginx's `brotli_static` and
`gzip_static` send them, and a file without one as it is.

Used by bench/slow_link.py; bound to 127.0.0.1 only.
"""

from __future__ import annotations

import email.utils
import functools
import gzip
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from sitebuild.server import SiteHandler

__all__ = ["Pipe", "Sent", "serve_through"]

CHUNK = 8 * 1024  # bytes a connection sends before the next one gets its turn


class Pipe:
    """One link's capacity: `send(n)` returns once n bytes have gone through it."""

    def __init__(self, bits_per_second: float) -> None:
        self.bytes_per_second = bits_per_second / 8
        self.lock = threading.Lock()
        self.free_at = 0.0  # monotonic time at which the pipe has sent all it was given

    def send(self, size: int) -> None:
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size / self.bytes_per_second
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))


@dataclass
class Sent:
    """What the server finished: (monotonic end time, path, status, body bytes, compressed?,
    monotonic time the request arrived)."""

    log: list[tuple[float, str, int, int, bool, float]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, path: str, status: int, size: int, gzipped: bool, arrived: float) -> None:
        with self.lock:
            self.log.append((time.monotonic(), path, status, size, gzipped, arrived))

    def between(self, start: float, end: float) -> list[tuple[str, int, int, bool]]:
        """(path, status, bytes, compressed?) of the responses that ended in [start, end)."""
        with self.lock:
            return [(p, s, n, g) for t, p, s, n, g, _ in self.log if start <= t < end]

    def timeline(self, start: float, end: float) -> list[tuple[float, float, str, int]]:
        """(arrived, ended, path, bytes) of the responses that ended in [start, end), in
        seconds after `start`, in the order they arrived."""
        with self.lock:
            rows = [
                (a - start, t - start, p, n) for t, p, _, n, _, a in self.log if start <= t < end
            ]
        return sorted(rows)


@functools.lru_cache(maxsize=256)
def gzipped(path: Path, mtime: float) -> bytes:
    """The file gzipped at level 6 (what most servers use on the fly); `mtime` keys the cache."""
    return gzip.compress(path.read_bytes(), compresslevel=6)


def encoded_body(path: Path, mtime: float, accepted: str, precompressed: bool) -> tuple[bytes, str]:
    """(body, Content-Encoding or "") to send for `path` to a browser that accepts `accepted`."""
    codings = {part.split(";")[0].strip() for part in accepted.split(",")}
    if precompressed:
        for coding, suffix in (("br", ".br"), ("gzip", ".gz")):
            copy = path.with_name(path.name + suffix)
            if coding in codings and copy.is_file():
                return copy.read_bytes(), coding
        return path.read_bytes(), ""
    if "gzip" in codings:
        return gzipped(path, mtime), "gzip"
    return path.read_bytes(), ""


def handler_class(
    pipe: Pipe, latency: float, sent: Sent, precompressed: bool = False, isolated: bool = True
) -> type[SiteHandler]:
    """scripts/serve's handler (headers, MIME types), answering GETs through `pipe`; with
    `isolated` False, without the cross-origin isolation headers (GitHub Pages, an object
    store)."""

    class Throttled(SiteHandler):
        quiet = True

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            arrived = time.monotonic()
            time.sleep(latency)
            url_path = unquote(urlsplit(self.path).path)
            path = Path(self.translate_path(self.path))
            if path.is_dir():
                path = path / "index.html"
            if not path.is_file():
                self.send_error(HTTPStatus.NOT_FOUND)
                sent.add(url_path, 404, 0, False, arrived)
                return
            mtime = path.stat().st_mtime
            since = self.headers.get("If-Modified-Since")
            if since and email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                sent.add(url_path, 304, 0, False, arrived)
                return
            accepted = self.headers.get("Accept-Encoding", "")
            body, coding = encoded_body(path, mtime, accepted, precompressed)
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", self.date_time_string(int(mtime)))
            if coding:
                self.send_header("Content-Encoding", coding)
            self.end_headers()
            for offset in range(0, len(body), CHUNK):
                chunk = body[offset : offset + CHUNK]
                pipe.send(len(chunk))
                self.wfile.write(chunk)
            sent.add(url_path, 200, len(body), bool(coding), arrived)

    Throttled.isolated = isolated
    return Throttled


@contextmanager
def serve_through(
    site: Path,
    bits_per_second: float,
    latency: float,
    sent: Sent,
    precompressed: bool = False,
    isolated: bool = True,
) -> Iterator[str]:
    """Serve `site` on 127.0.0.1 through a new pipe; yields the base URL."""
    handler = functools.partial(
        handler_class(Pipe(bits_per_second), latency, sent, precompressed, isolated),
        directory=os.fspath(site),
    )
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()

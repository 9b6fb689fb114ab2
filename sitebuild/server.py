"""A small static server for the built site, with the headers the page wants.

`Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy: require-corp`
make the page cross-origin isolated, so it may share an interrupt buffer with the Python
worker. The MIME types are set here rather than taken from the machine's /etc/mime.types,
which may not know .mjs or .wasm. Text and WebAssembly go out compressed to a browser that
accepts it, as a static host sends them, so what a page costs here is what it costs there
(bench/lighthouse.py). How, is the server's `compression`:

- "auto" (scripts/serve): the `.br` or `.gz` copy the build wrote beside the file
  (sitebuild/hosting.py), as nginx's `brotli_static`/`gzip_static` and Caddy's `precompressed`
  send them; a file without one (a site built before them) is gzipped on the fly, once per
  file version, kept in memory;
- "static": only the copies, as those hosts do with no on-the-fly compression;
- "none": every file as it is, as a plain static host that compresses nothing.

A copy older than its file is never sent: a test or an author who edits a built file sees the
edit. Used by scripts/serve, the benchmarks and the browser tests.
"""

from __future__ import annotations

import datetime
import email.utils
import functools
import gzip
import io
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import BinaryIO

__all__ = ["SiteHandler", "make_server", "serve_in_thread"]

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
}

# Compressed on the way out; .zip and .whl are deflated already, images are tiny.
COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".py", ".toml", ".md", ".svg"}
GZIP_LEVEL = 6  # what common servers use

ISOLATION_HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
}


# How the server compresses (the module's docstring); each value is also a host it stands for.
COMPRESSION = ("auto", "static", "none")
PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}  # sitebuild/hosting.py's copies, best first


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves one folder with cross-origin isolation headers and exact MIME types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    isolated = True  # False serves without COOP/COEP, as a plain static host would
    compression = "auto"  # one of COMPRESSION

    def end_headers(self) -> None:
        for name, value in ISOLATION_HEADERS.items():
            if self.isolated or name == "X-Content-Type-Options":
                self.send_header(name, value)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib's name)
        if not self.quiet:
            super().log_message(format, *args)

    def send_head(self) -> BinaryIO | None:  # type: ignore[override]
        """The stdlib's answer, or the file compressed if the browser takes that (above)."""
        path = self._compressible_file()
        if path is None:
            return super().send_head()
        stat = path.stat()
        found = self._encoded(path, stat.st_mtime_ns, stat.st_size)
        if found is None:
            return super().send_head()
        encoding, body = found
        if self._unchanged_since(stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def _accepted(self) -> set[str]:
        """The content codings the request accepts (those not given q=0)."""
        accepted = set()
        for part in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = part.partition(";")
            if params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                accepted.add(name.strip().lower())
        return accepted - {""}

    def _encoded(self, path: Path, mtime_ns: int, size: int) -> tuple[str, bytes] | None:
        """(coding, body) to send for `path`, or None to send the file as it is."""
        accepted = self._accepted()
        for encoding, suffix in PRECOMPRESSED.items():
            copy = path.with_name(path.name + suffix)
            if encoding in accepted and copy.is_file() and copy.stat().st_mtime_ns >= mtime_ns:
                return encoding, copy.read_bytes()
        if self.compression == "auto" and "gzip" in accepted and path.suffix in COMPRESSED:
            return "gzip", _gzipped(path, mtime_ns, size)
        return None

    def _compressible_file(self) -> Path | None:
        """The file a GET/HEAD names, if it is one to send compressed by this server: a text
        or WebAssembly file, or any file the build wrote a copy of (an archive of stored
        entries, sitebuild/hosting.py), as nginx's gzip_static looks for a copy of any file."""
        if self.compression == "none":
            return None
        url_path = self.path.split("?", 1)[0].split("#", 1)[0]
        path = Path(self.translate_path(self.path))
        if path.is_dir() and url_path.endswith("/"):
            path = path / "index.html"
        if not path.is_file():
            return None
        copied = any(path.with_name(path.name + s).is_file() for s in PRECOMPRESSED.values())
        return path if path.suffix in COMPRESSED or copied else None

    def _unchanged_since(self, mtime: float) -> bool:
        """An If-Modified-Since the file is not newer than (as the stdlib decides it)."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.UTC)
        modified = datetime.datetime.fromtimestamp(mtime, datetime.UTC)
        return modified.replace(microsecond=0) <= since


@functools.lru_cache(maxsize=256)
def _gzipped(path: Path, mtime_ns: int, size: int) -> bytes:
    """The file's gzip, once per version of the file (mtime and size are the cache key)."""
    return gzip.compress(path.read_bytes(), compresslevel=GZIP_LEVEL, mtime=0)


def make_server(
    directory: Path,
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    quiet: bool = False,
    isolated: bool = True,
    compression: str = "auto",
) -> ThreadingHTTPServer:
    """A server for `directory` bound to host:port (port 0: any free port); `isolated=False`
    leaves out the cross-origin isolation headers (the page then has no interrupt buffer);
    `compression`: one of COMPRESSION (the module's docstring)."""
    if compression not in COMPRESSION:
        raise ValueError(f"compression: {compression!r}, not one of {COMPRESSION}")
    attributes = {"quiet": quiet, "isolated": isolated, "compression": compression}
    handler = type("Handler", (SiteHandler,), attributes)
    server = ThreadingHTTPServer((host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def serve_in_thread(
    directory: Path, host: str = "127.0.0.1", *, isolated: bool = True, compression: str = "auto"
) -> tuple[ThreadingHTTPServer, str]:
    """Serve `directory` on a free port from a daemon thread; returns the server and its URL."""
    server = make_server(directory, host, 0, quiet=True, isolated=isolated, compression=compression)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"

"""A small static server for the built site, with the headers the page wants.

`Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy: require-corp`
make the page cross-origin isolated, so it may share an interrupt buffer with the Python
worker. The MIME types are set here rather than taken from the machine's /etc/mime.types,
which may not know .mjs or .wasm. Used by scripts/serve and by the browser tests.
"""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

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

ISOLATION_HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
}


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves one folder with cross-origin isolation headers and exact MIME types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    isolated = True  # False serves without COOP/COEP, as a plain static host would

    def end_headers(self) -> None:
        for name, value in ISOLATION_HEADERS.items():
            if self.isolated or name == "X-Content-Type-Options":
                self.send_header(name, value)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib's name)
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    directory: Path,
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    quiet: bool = False,
    isolated: bool = True,
) -> ThreadingHTTPServer:
    """A server for `directory` bound to host:port (port 0: any free port); `isolated=False`
    leaves out the cross-origin isolation headers (the page then has no interrupt buffer)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet, "isolated": isolated})
    server = ThreadingHTTPServer((host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def serve_in_thread(
    directory: Path, host: str = "127.0.0.1", *, isolated: bool = True
) -> tuple[ThreadingHTTPServer, str]:
    """Serve `directory` on a free port from a daemon thread; returns the server and its URL."""
    server = make_server(directory, host, 0, quiet=True, isolated=isolated)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"

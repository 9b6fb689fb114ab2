"""The site's server (scripts/serve, the benchmarks, the browser tests) sends text compressed,
as a static host does, and still answers conditional requests and plain clients."""

from __future__ import annotations

import gzip
import urllib.request
from collections.abc import Iterator
from email.utils import formatdate
from pathlib import Path

import pytest

from sitebuild.server import serve_in_thread


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "page").mkdir()
    (tmp_path / "page" / "index.html").write_text("<p>hello</p>" * 200, encoding="utf-8")
    (tmp_path / "archive.zip").write_bytes(b"PK" + bytes(500))
    server, url = serve_in_thread(tmp_path)
    yield url
    server.shutdown()
    server.server_close()


def get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        # Margin: a local file answers in milliseconds, under a second on a loaded 2-core
        # machine; 30 s is far over 3x that.
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), b""


def test_text_goes_out_gzipped_to_a_browser_that_takes_it(site: str) -> None:
    status, headers, body = get(site + "page/", **{"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert headers["Vary"] == "Accept-Encoding" and int(headers["Content-Length"]) == len(body)
    assert gzip.decompress(body) == b"<p>hello</p>" * 200
    assert headers["Cross-Origin-Embedder-Policy"] == "require-corp"  # still isolated


def test_plain_clients_and_compressed_formats_get_the_file_as_is(site: str) -> None:
    status, headers, body = get(site + "page/index.html")
    assert status == 200 and "Content-Encoding" not in headers and body.startswith(b"<p>")
    status, headers, body = get(site + "archive.zip", **{"Accept-Encoding": "gzip"})
    assert status == 200 and "Content-Encoding" not in headers and body.startswith(b"PK")


def test_an_unchanged_file_answers_304(site: str) -> None:
    later = formatdate(usegmt=True)  # the file was written before this moment
    status, _, body = get(site + "page/", **{"Accept-Encoding": "gzip", "If-Modified-Since": later})
    assert status == 304 and body == b""

"""The site on static hosts: precompressed copies, `_headers`, the server that sends
the copies as nginx does, and the deployment checker against it (docs/deploy.md)."""

from __future__ import annotations

import gzip
import io
import os
import re
import sys
import urllib.request
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from email.message import Message
from pathlib import Path

import brotli
import pytest

from sitebuild.hosting import (
    HEADERS_FILE,
    ISOLATION,
    compressible_files,
    matching,
    parse_headers,
    precompress,
    stored_archive,
)
from sitebuild.server import serve_in_thread

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import check_deploy  # noqa: E402

GUIDE = ROOT / "docs" / "deploy.md"
SLUG = "grpo-advantages"


@pytest.fixture
def small_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    (site / "assets").mkdir(parents=True)
    (site / "index.html").write_text("<p>hello</p>" * 300, encoding="utf-8")
    (site / "assets" / "main.js").write_text("let answer = 42;\n" * 200, encoding="utf-8")
    (site / "archive.zip").write_bytes(b"PK" + os.urandom(400))
    return site


def test_every_compressible_file_gets_a_br_and_a_gz_copy_made_once(
    small_site: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    assert precompress(small_site, cache, workers=1) == 2  # two files, compressed now
    for path in (small_site / "index.html", small_site / "assets" / "main.js"):
        data = path.read_bytes()
        assert brotli.decompress((path.parent / f"{path.name}.br").read_bytes()) == data
        assert gzip.decompress((path.parent / f"{path.name}.gz").read_bytes()) == data
        assert (path.parent / f"{path.name}.br").stat().st_mtime_ns == path.stat().st_mtime_ns
    assert not (small_site / "archive.zip.br").exists()  # compressed already
    assert not (small_site / "archive.zip.gz").exists()
    # A second build of the same files takes the copies from the cache, by content.
    for copy in small_site.rglob("*.br"):
        copy.unlink()
    assert precompress(small_site, cache, workers=1) == 0
    assert (small_site / "index.html.br").is_file()
    assert compressible_files(small_site) == [
        small_site / "assets" / "main.js",
        small_site / "index.html",
    ]


def zip_of(entries: dict[str, bytes], how: int) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", how) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return out.getvalue()


def test_an_archive_of_stored_entries_gets_copies_and_is_sent_as_one(
    small_site: Path, tmp_path: Path
) -> None:
    """build.py --precompressed-host: the first run's archives store their entries, so the
    host's brotli sees across them; they get copies, sent as nginx sends any copy. A deflated
    archive gets none, and our server never compresses it on the fly."""
    text = {
        f"module_{i}.py": b"def f(x):\n    return x * 2  # the same lines\n" * 40 for i in range(9)
    }
    stored = zip_of(text, zipfile.ZIP_STORED)
    (small_site / "stored.zip").write_bytes(stored)
    (small_site / "deflated.whl").write_bytes(zip_of(text, zipfile.ZIP_DEFLATED))
    (small_site / "mixed.zip").write_bytes(stored)
    with zipfile.ZipFile(small_site / "mixed.zip", "a", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("one_deflated.py", b"x = 1\n" * 50)
    assert stored_archive(small_site / "stored.zip")
    assert not stored_archive(small_site / "deflated.whl")
    assert not stored_archive(small_site / "mixed.zip")  # one deflated entry is enough
    assert not stored_archive(small_site / "archive.zip")  # not a zip at all
    files = compressible_files(small_site)
    assert small_site / "stored.zip" in files
    assert not {small_site / n for n in ("deflated.whl", "mixed.zip", "archive.zip")} & set(files)

    precompress(small_site, tmp_path / "cache", workers=1)
    br = (small_site / "stored.zip.br").read_bytes()
    assert brotli.decompress(br) == stored
    assert len(br) < len((small_site / "deflated.whl").read_bytes()) / 2  # across entries
    with serving(small_site, compression="static") as url:
        _, headers, body = get(url + "stored.zip", **{"Accept-Encoding": "gzip, br"})
        assert headers["Content-Encoding"] == "br" and brotli.decompress(body) == stored
    with serving(small_site) as url:  # scripts/serve: copies, and gzip on the fly for text only
        _, headers, body = get(url + "deflated.whl", **{"Accept-Encoding": "gzip, br"})
        assert "Content-Encoding" not in headers and body.startswith(b"PK")


def test_the_built_site_has_its_copies_and_a_headers_file(built_site: Path) -> None:
    wasm = built_site / "pyodide" / "pyodide.asm.wasm"
    assert (built_site / "pyodide" / "pyodide.asm.wasm.br").stat().st_size < wasm.stat().st_size
    for path in compressible_files(built_site):
        assert (path.parent / f"{path.name}.br").is_file(), path
        assert (path.parent / f"{path.name}.gz").is_file(), path
    rules = parse_headers((built_site / HEADERS_FILE).read_text(encoding="utf-8"))
    page = matching(rules, f"/{SLUG}/")
    assert {name: values for name, values in page.items() if name in ISOLATION} == {
        name: [value] for name, value in ISOLATION.items()
    }
    assert page["Cache-Control"] == ["no-cache"]  # a page: revalidated
    assert matching(rules, "/pyodide/pyodide.asm.wasm")["Content-Type"] == ["application/wasm"]
    wheels = [rule.path for rule in rules if rule.path.endswith(".whl")]
    assert wheels and all(".first-run." not in path for path in wheels)  # ours may change
    for path in wheels:
        assert matching(rules, path)["Cache-Control"] == ["public, max-age=31536000, immutable"]
        assert (built_site / path.lstrip("/")).is_file()
    # Never two values for one header on one path: Cloudflare would join them.
    for path in ["/", f"/{SLUG}/", "/pyodide/pyodide.asm.wasm", *wheels]:
        assert all(len(values) == 1 for values in matching(rules, path).values()), path


def test_headers_file_names_every_header_the_guide_promises(built_site: Path) -> None:
    """Each header of the guide's nginx and Caddy snippets is in `_headers`, with the value the
    guide gives, for the path the guide gives it to."""
    guide = GUIDE.read_text(encoding="utf-8")
    promised = set(re.findall(r"^\s*add_header\s+(\S+)\s+\"([^\"]+)\"", guide, re.MULTILINE))
    promised |= set(
        re.findall(
            r"^\s+(Cross-Origin-[\w-]+|X-Content-[\w-]+)\s+\"?([^\"\n]+?)\"?$", guide, re.MULTILINE
        )
    )
    assert {name for name, _ in promised} >= set(ISOLATION), promised
    rules = parse_headers((built_site / HEADERS_FILE).read_text(encoding="utf-8"))
    sent = matching(rules, f"/{SLUG}/")
    for name, value in promised:
        if name == "Cache-Control":
            continue  # per path; checked above
        assert sent.get(name) == [value], (name, value, sent.get(name))


@pytest.mark.parametrize(
    "text",
    ["Cache-Control: no-cache\n", "/*\nno-indent: x\n", "/*\n  Broken header\n", "*.js\n  A: b\n"],
)
def test_a_malformed_headers_file_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="line"):
        parse_headers(text)


def get(url: str, **headers: str) -> tuple[int, Message, bytes]:
    """(status, headers: their names in any case, body)."""
    request = urllib.request.Request(url, headers=headers)
    # Margin: a local file answers in milliseconds; 30 s is far over a loaded machine's second.
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.headers, response.read()


@contextmanager
def serving(site: Path, **options: object) -> Iterator[str]:
    server, url = serve_in_thread(site, **options)  # type: ignore[arg-type]
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


def test_the_server_sends_the_copies_as_nginx_does(small_site: Path, tmp_path: Path) -> None:
    precompress(small_site, tmp_path / "cache", workers=1)
    original = (small_site / "assets" / "main.js").read_bytes()
    with serving(small_site, compression="static") as url:
        _, headers, body = get(url + "assets/main.js", **{"Accept-Encoding": "gzip, br"})
        assert headers["Content-Encoding"] == "br" and brotli.decompress(body) == original
        assert headers["Content-Type"].startswith("text/javascript")
        _, headers, body = get(url + "assets/main.js", **{"Accept-Encoding": "gzip"})
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == original
        _, headers, body = get(url + "assets/main.js", **{"Accept-Encoding": "br;q=0, gzip"})
        assert headers["Content-Encoding"] == "gzip"
        _, headers, body = get(url + "assets/main.js")
        assert "Content-Encoding" not in headers and body == original
        # An edited file is sent as it is now, never as its older copy says.
        (small_site / "assets" / "main.js").write_text("edited();\n", encoding="utf-8")
        _, headers, body = get(url + "assets/main.js", **{"Accept-Encoding": "gzip, br"})
        assert "Content-Encoding" not in headers and body == b"edited();\n"
    with serving(small_site, compression="none") as url:
        _, headers, body = get(url, **{"Accept-Encoding": "gzip, br"})
        assert "Content-Encoding" not in headers and body.startswith(b"<p>hello")
    with serving(small_site) as url:  # scripts/serve: the copy where there is one, else gzip
        _, headers, _ = get(url, **{"Accept-Encoding": "gzip, br"})
        assert headers["Content-Encoding"] == "br"
        _, headers, body = get(url + "assets/main.js", **{"Accept-Encoding": "gzip, br"})
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == b"edited();\n"


def test_the_checker_fails_stored_archives_on_a_host_that_does_not_send_the_copies(
    small_site: Path, tmp_path: Path
) -> None:
    """A build for a host that sends the copies (--precompressed-host), published where they
    are not sent, costs each first run 7 MB: the checker says so; on a host that sends them,
    and for the default build's deflated archive, all is well."""
    archive = small_site / check_deploy.ARCHIVE
    archive.parent.mkdir()
    text = {f"m{i}.pyc": b"bytecode " * 100 for i in range(5)}
    for how, host, verdict in [
        (zipfile.ZIP_STORED, "none", "FAIL  archives: pyodide/python_stdlib.compiled.zip is"),
        (zipfile.ZIP_STORED, "static", "ok    archives: pyodide/python_stdlib.compiled.zip stored"),
        (zipfile.ZIP_DEFLATED, "none", None),
    ]:
        archive.write_bytes(zip_of(text, how))
        precompress(small_site, tmp_path / "cache", workers=1)
        report = check_deploy.Report()
        with serving(small_site, compression=host) as url:
            check_deploy.archive(report, url)
        if verdict is None:
            assert report.lines == [] and not report.failed
        else:
            assert len(report.lines) == 1 and report.lines[0].startswith(verdict), report.lines
            assert report.failed == verdict.startswith("FAIL")


@pytest.fixture(scope="module")
def under_course(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder whose `course/` is the built site: served from its root, it is a sub-path."""
    root = tmp_path_factory.mktemp("host")
    (root / "course").symlink_to(built_site, target_is_directory=True)
    return root


def test_the_checker_passes_a_plain_host_under_a_sub_path(
    under_course: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with serving(under_course, isolated=False, compression="none") as url:
        assert check_deploy.main([f"{url}course/"]) == 0
    out = capsys.readouterr().out
    assert "note  isolation: the host sends no COOP/COEP; the service worker adds them" in out
    assert "note  compression: pyodide/pyodide.asm.wasm sent as it is" in out
    assert "ok    pyodide/pyodide.asm.wasm: application/wasm" in out
    assert "FAIL" not in out and out.rstrip().endswith("Result: ready")


def test_the_checker_sees_isolation_and_brotli(
    under_course: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with serving(under_course, isolated=True, compression="static") as url:
        assert check_deploy.main([f"{url}course/", "--exercise", SLUG]) == 0
    out = capsys.readouterr().out
    assert "ok    isolation: the host sends COOP same-origin and COEP require-corp" in out
    assert "ok    compression: pyodide/pyodide.asm.wasm as br" in out
    assert f"/course/{SLUG}/ (200, text/html)" in out


def test_the_checker_fails_a_host_that_breaks_the_page(
    under_course: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A host that sends WebAssembly as a download and has lost the service worker."""
    server, url = serve_in_thread(under_course, isolated=False)
    handler = server.RequestHandlerClass
    broken_types = {**handler.func.extensions_map, ".wasm": "application/octet-stream"}
    broken = type("Broken", (handler.func,), {"extensions_map": broken_types})

    def no_service_worker(self: object) -> object:
        if self.path.endswith("/sw.js"):  # type: ignore[attr-defined]
            self.send_error(404)  # type: ignore[attr-defined]
            return None
        return broken.send_head(self)  # type: ignore[arg-type]

    lost = type("Lost", (broken,), {"send_head": no_service_worker})
    server.RequestHandlerClass = lambda *a, **k: lost(*a, **{**handler.keywords, **k})
    try:
        assert check_deploy.main([f"{url}course/"]) == 1
    finally:
        server.shutdown()
        server.server_close()
    out = capsys.readouterr().out
    assert "FAIL  pyodide/pyodide.asm.wasm: served as application/octet-stream" in out
    assert "FAIL  service worker: sw.js (404" in out
    assert "Result: FAILED" in out


def test_the_pages_workflow_builds_with_the_repositorys_own_commands() -> None:
    """.github/workflows/pages.yml installs and builds as docs/deploy.md says, and publishes
    the folder it built."""
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    guide = GUIDE.read_text(encoding="utf-8")
    for command in ("python3 -m pip install -e '.[dev]'", "python3 build.py --out site"):
        assert f"run: {command}" in workflow and command in guide, command
    assert re.search(r"upload-pages-artifact@v\d+\n\s+with:\n\s+path: site\n", workflow)
    assert 'python-version: "3.11"' in workflow and 'node-version: "20"' in workflow
    assert "actions/deploy-pages@" in workflow and "pages: write" in workflow


def test_the_service_workers_digests_ignore_the_host_files(
    small_site: Path, tmp_path: Path
) -> None:
    """sw.js rewritten after the copies were made (a test's changed copy of the site) names the
    same caches as the build's, which wrote it before them."""
    from sitebuild.offline import write_service_worker

    before = write_service_worker(small_site).read_text(encoding="utf-8")
    precompress(small_site, tmp_path / "cache", workers=1)
    (small_site / HEADERS_FILE).write_text("/*\n  A: b\n", encoding="utf-8")
    assert write_service_worker(small_site).read_text(encoding="utf-8") == before
    (small_site / "index.html").write_text("<p>changed</p>", encoding="utf-8")
    assert write_service_worker(small_site).read_text(encoding="utf-8") != before


ISOLATE_CASES = r"""
const vm = require("node:vm");
const fs = require("node:fs");
const self = { registration: { scope: "http://host/course/" }, addEventListener() {} };
const context = vm.createContext({ self, Headers, Response, URL, caches: {}, console });
vm.runInContext(fs.readFileSync(process.argv[1], "utf8"), context);
const isolate = context.isolate;
const page = { mode: "navigate", destination: "document" };
const worker = { mode: "same-origin", destination: "worker" };
const script = { mode: "cors", destination: "script" };
const html = { "Content-Type": "text/html" };
const plain = () => new Response("<p>hi</p>", { status: 200, headers: html });
const coop = (r) => ["Opener", "Embedder"].map((p) => r.headers.get(`Cross-Origin-${p}-Policy`));
(async () => {
  const out = {};
  let r = isolate(page, plain());
  out.page = [...coop(r), r.status, r.headers.get("Content-Type"), await r.text()];
  out.worker = coop(isolate(worker, plain()));
  out.script = coop(isolate(script, plain()));
  const own = new Response("x", { headers: { "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "credentialless" } });
  out.host_headers_kept = isolate(page, own) === own;
  const redirect = { type: "opaqueredirect", status: 0, headers: new Headers() };
  out.redirect_kept = isolate(page, redirect) === redirect;
  const notModified = new Response(null, { status: 304 });
  out.not_modified_kept = isolate(page, notModified) === notModified;
  out.missing = await isolate(page, new Response("gone", { status: 404 })).text();
  console.log(JSON.stringify(out));
})();
"""


def service_worker_under_node(script: str) -> dict:
    """What `script` (Node, given web/sw.js's path as its argument) prints, as JSON."""
    import json
    import subprocess

    done = subprocess.run(
        ["node", "-e", script, str(ROOT / "web" / "sw.js")],
        capture_output=True,
        text=True,
        timeout=60,  # Node starts in well under a second; 60 s is a loaded machine's margin
        check=True,
    )
    return json.loads(done.stdout)


def test_the_service_worker_adds_isolation_to_pages_and_workers_only() -> None:
    """web/sw.js `isolate`, run under Node: the headers a host did not send are added to a
    page and to the Python worker's script, nothing else changes, and what cannot be rebuilt
    is passed on as it came."""
    out = service_worker_under_node(ISOLATE_CASES)
    assert out["page"] == ["same-origin", "require-corp", 200, "text/html", "<p>hi</p>"]
    assert out["worker"] == ["same-origin", "require-corp"]
    assert out["script"] == [None, None]
    assert out["host_headers_kept"] and out["redirect_kept"] and out["not_modified_kept"]
    assert out["missing"] == "gone"


KEEP_CASES = r"""
const vm = require("node:vm");
const fs = require("node:fs");
const self = { registration: { scope: "http://host/course/" }, addEventListener() {} };
const waits = [];
const setTimeout = (resolve, ms) => { waits.push(ms); setImmediate(resolve); };
const context = vm.createContext({ self, Headers, Response, URL, caches: {}, console, setTimeout });
vm.runInContext(fs.readFileSync(process.argv[1], "utf8"), context);
// A cache whose downloads fail `failures` times before one goes through.
const flaky = (failures, stored = new Set()) => {
  const cache = { adds: 0, stored };
  cache.match = async (url) => (stored.has(url) ? new Response("x") : undefined);
  cache.add = async (url) => {
    cache.adds += 1;
    if (cache.adds <= failures) throw new TypeError("Failed to fetch");
    stored.add(url);
  };
  return cache;
};
const url = "http://host/course/pyodide/pyodide.asm.wasm";
(async () => {
  const out = {};
  for (const [name, cache] of [
    ["recovers", flaky(2)],
    ["gives_up", flaky(99)],
    ["kept", flaky(0, new Set([url]))],
  ]) {
    waits.length = 0;
    await context.keep(cache, url);
    out[name] = [cache.stored.has(url), cache.adds, [...waits]];
  }
  console.log(JSON.stringify(out));
})();
"""


def test_the_service_worker_tries_a_failed_download_again_before_giving_up() -> None:
    """web/sw.js `keep`, under Node, with its waits made instant: a file that fails to
    download while the visit is stored for offline use is tried twice more, after 1 and 2 s;
    one that keeps failing is left (no rejection: the rest is still stored); one stored
    already is not fetched again."""
    out = service_worker_under_node(KEEP_CASES)
    assert out["recovers"] == [True, 3, [1000, 2000]]
    assert out["gives_up"] == [False, 3, [1000, 2000]]
    assert out["kept"] == [True, 0, []]

"""What a static host needs beside the site: precompressed copies and a `_headers` file.

Any static host can serve the site as it is; this makes the best of the ones that can do more
(docs/deploy.md):

- `.br` and `.gz` beside every compressible file, for hosts that send a precompressed copy when
  the browser accepts it (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`, our own
  sitebuild/server.py). Each copy is made once per file content and kept in .cache/precompressed/
  under the content's digest, in worker processes, so a build whose files did not change copies
  them from there. Brotli at quality 11 (its best) because a host sends these bytes to every
  learner on every first visit: 2.27 MB for the WebAssembly against 2.62 MB at quality 9, though
  it takes ~27 s of one core, once per machine (docs/benchmarks.md, "Static hosts"). Gzip at
  level 9, for the same reason (it costs ~3 s on the WebAssembly, once).
- `_headers` (Netlify, Cloudflare Pages): cross-origin isolation on every file, pages
  revalidated on every visit, the wheels whose names carry their version cached for a year,
  and the WebAssembly's MIME type. Rules never set one header twice for one path: Cloudflare
  joins the values of every rule that matches.

Paths in `_headers` start at the site's root, as those hosts serve it; every link of the site
itself is relative, so the site works under any sub-path.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import multiprocessing
import os
import shutil
import zipfile
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import brotli

from sitebuild.pyodide_assets import DEFAULT_CACHE

__all__ = [
    "COMPRESSIBLE",
    "ENCODINGS",
    "HEADERS_FILE",
    "ISOLATION",
    "HeaderRule",
    "compressible_files",
    "headers_file",
    "parse_headers",
    "precompress",
    "precompressing",
    "stored_archive",
    "write_host_files",
]

HEADERS_FILE = "_headers"
# Text, scripts, styles, data, Python and WebAssembly; for .zip and .whl see ARCHIVES.
COMPRESSIBLE = frozenset(
    {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".py", ".toml", ".md", ".svg", ".txt"}
)
# Suffix of each precompressed copy, in the order a host prefers them.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
BROTLI_QUALITY = 11
GZIP_LEVEL = 9
# Bumped when the qualities above change, so that the cache never hands out other bytes.
CACHE_VERSION = f"br{BROTLI_QUALITY}-gz{GZIP_LEVEL}"

# What makes a page cross-origin isolated, so Stop interrupts Python instead of restarting it
# (docs/robustness.md). Same-origin everything: the site loads nothing from elsewhere.
ISOLATION = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
}
REVALIDATE = "no-cache"  # kept, but asked again every time: a 304 when unchanged
IMMUTABLE = "public, max-age=31536000, immutable"
STOCK_LOCK = "pyodide/pyodide-lock.stock.json"  # Pyodide's own lock, its wheels unchanged


# Archives: compressible only when their entries are stored uncompressed (build.py
# --precompressed-host); a deflated archive gains nothing from a second compression.
ARCHIVES = frozenset({".zip", ".whl"})


def compressible_files(site: Path) -> list[Path]:
    """Every file of the site that a host would send compressed (not the copies themselves)."""
    return sorted(
        path
        for path in site.rglob("*")
        if path.is_file()
        and path.name != HEADERS_FILE
        and (path.suffix in COMPRESSIBLE or (path.suffix in ARCHIVES and stored_archive(path)))
    )


def stored_archive(path: Path) -> bool:
    """A zip whose every entry is stored uncompressed (an empty or unreadable one is not)."""
    try:
        with zipfile.ZipFile(path) as archive:
            entries = archive.infolist()
    except (OSError, zipfile.BadZipFile):
        return False
    return bool(entries) and all(e.compress_type == zipfile.ZIP_STORED for e in entries)


def _compress(job: tuple[str, bytes]) -> bytes:
    """`data` compressed with `encoding` ("br" or "gzip"); run in a worker process."""
    encoding, data = job
    if encoding == "br":
        return brotli.compress(data, quality=BROTLI_QUALITY)
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def _cached(cache: Path, digest: str) -> tuple[Path, Path]:
    folder = cache / "precompressed" / CACHE_VERSION / digest[:2]
    return folder / f"{digest}.br", folder / f"{digest}.gz"


def _store(target: Path, data: bytes) -> None:
    """Write a cached copy whole or not at all, should two builds race."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{os.getpid()}.part")
    partial.write_bytes(data)
    partial.replace(target)


def _fill_cache(paths: list[str], cache: str) -> None:
    """Compress each file into the cache unless it is there (in a background process)."""
    try:
        for name in paths:
            data = Path(name).read_bytes()
            br, gz = _cached(Path(cache), hashlib.sha256(data).hexdigest())
            for target, encoding in ((br, "br"), (gz, "gzip")):
                if not target.is_file():
                    _store(target, _compress((encoding, data)))
    except OSError:
        pass  # the build went away (failed): precompress() makes whatever is missing


@contextmanager
def precompressing(paths: Iterable[Path], cache: Path = DEFAULT_CACHE) -> Iterator[Any]:
    """Fill the cache with the copies of `paths` in a background process (largest first) while
    the block runs; yields the process, to join() before precompress(). Ended at once if the
    block fails. For files final long before the build ends, such as Pyodide's: on a fresh clone
    the WebAssembly's brotli alone takes ~25 s of one core, which then overlaps the rest of the
    build instead of adding to it."""
    process = start_precompressing(paths, cache)
    try:
        yield process
    except BaseException:
        process.terminate()
        raise
    process.join()


def start_precompressing(paths: Iterable[Path], cache: Path = DEFAULT_CACHE) -> Any:
    """The process of precompressing(), started."""
    jobs = sorted(
        (path for path in paths if path.suffix in COMPRESSIBLE),
        key=lambda path: -path.stat().st_size,
    )
    context = multiprocessing.get_context("fork")  # the files are read in the child
    process = context.Process(target=_fill_cache, args=([str(p) for p in jobs], str(cache)))
    process.daemon = True  # never outlives a build that stopped
    process.start()
    return process


def precompress(site: Path, cache: Path = DEFAULT_CACHE, workers: int | None = None) -> int:
    """Write `<file>.br` and `<file>.gz` beside every compressible file of `site`, with the
    file's own modification time (a server may then tell a stale copy); returns how many files
    had to be compressed (the others came from the cache)."""
    files = compressible_files(site)
    todo: dict[str, list[Path]] = {}  # digest -> files with those bytes
    contents: dict[str, bytes] = {}
    for path in files:
        data = path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        todo.setdefault(digest, []).append(path)
        br, gz = _cached(cache, digest)
        if not (br.is_file() and gz.is_file()):
            contents[digest] = data
    if contents:
        # One job per file and encoding, the largest first: the WebAssembly's brotli (most of
        # the time) starts at once and every other job runs on the other workers meanwhile.
        jobs = sorted(
            ((digest, encoding) for digest in contents for encoding in ENCODINGS),
            key=lambda job: (-len(contents[job[0]]), job[1] != "br"),
        )
        with ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
            results = pool.map(_compress, [(encoding, contents[d]) for d, encoding in jobs])
            for (digest, encoding), data in zip(jobs, results):
                br, gz = _cached(cache, digest)
                _store(br if encoding == "br" else gz, data)
    for digest, paths in todo.items():
        br, gz = _cached(cache, digest)
        for path in paths:
            stat = path.stat()
            for source, suffix in ((br, ENCODINGS["br"]), (gz, ENCODINGS["gzip"])):
                copy = path.with_name(path.name + suffix)
                shutil.copyfile(source, copy)
                os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return len(contents)


@dataclass(frozen=True)
class HeaderRule:
    """One block of a `_headers` file: a path and the headers sent for it."""

    path: str
    headers: tuple[tuple[str, str], ...]


def _page_paths(site: Path) -> list[str]:
    """The URL path of every page (a folder's index.html), from the site's root."""
    pages = []
    for index in sorted(site.rglob("index.html")):
        folder = index.parent.relative_to(site).as_posix()
        pages.append("/" if folder == "." else f"/{folder}/")
    return pages


def _versioned_files(site: Path) -> list[str]:
    """Pyodide's own wheels: their names carry their version, and the build ships their bytes
    unchanged (Pyodide's lock has their digests), so a URL never gets other bytes."""
    lock = site / STOCK_LOCK
    if not lock.is_file():
        return []
    packages = json.loads(lock.read_text(encoding="utf-8"))["packages"].values()
    names = sorted(package["file_name"] for package in packages)
    return [f"/pyodide/{name}" for name in names if (site / "pyodide" / name).is_file()]


def header_rules(site: Path) -> list[HeaderRule]:
    """The rules of the site's `_headers`, in order."""
    rules = [HeaderRule("/*", tuple(ISOLATION.items()))]
    rules += [HeaderRule(page, (("Cache-Control", REVALIDATE),)) for page in _page_paths(site)]
    rules += [HeaderRule(path, (("Cache-Control", IMMUTABLE),)) for path in _versioned_files(site)]
    rules += [
        HeaderRule(f"/{path.relative_to(site).as_posix()}", (("Content-Type", "application/wasm"),))
        for path in sorted(site.rglob("*.wasm"))
    ]
    return rules


def headers_file(site: Path) -> str:
    """The text of `_headers` for the site as built."""
    lines = [
        "# Netlify and Cloudflare Pages read this file (docs/deploy.md); build.py writes it.",
        "# Every file: cross-origin isolated, so Stop interrupts Python instead of restarting it.",
        "# Pages: revalidated on every visit, so a new build is seen at once (a 304 otherwise).",
        "# Pyodide's wheels, named by their version: cached for a year.",
        "",
    ]
    for rule in header_rules(site):
        lines.append(rule.path)
        lines += [f"  {name}: {value}" for name, value in rule.headers]
    return "\n".join(lines) + "\n"


def parse_headers(text: str) -> list[HeaderRule]:
    """The rules of a `_headers` file, as Netlify and Cloudflare Pages read one: a path at the
    start of a line, then its headers indented as `Name: value`; `#` starts a comment. Raises
    ValueError on a line neither reads."""
    rules: list[HeaderRule] = []
    path: str | None = None
    headers: list[tuple[str, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            if path is not None:
                rules.append(HeaderRule(path, tuple(headers)))
            if not line.startswith("/") or " " in line.strip():
                raise ValueError(f"line {number}: a path must start with / ({line!r})")
            path, headers = line.strip(), []
            continue
        name, colon, value = line.strip().partition(":")
        if path is None or not colon or not name or " " in name or not value.strip():
            raise ValueError(f"line {number}: expected an indented `Name: value` ({line!r})")
        headers.append((name, value.strip()))
    if path is not None:
        rules.append(HeaderRule(path, tuple(headers)))
    return rules


def write_host_files(site: Path, cache: Path = DEFAULT_CACHE) -> None:
    """`_headers` and the precompressed copies; call it last, once the site is complete."""
    (site / HEADERS_FILE).write_text(headers_file(site), encoding="utf-8")
    precompress(site, cache)


def matching(rules: Iterable[HeaderRule], url_path: str) -> dict[str, list[str]]:
    """Every header the rules send for `url_path`, each with all its values (a host joins
    them), for the tests and scripts/check_deploy.py. A trailing `*` matches any rest."""
    found: dict[str, list[str]] = {}
    for rule in rules:
        pattern = rule.path
        hit = url_path.startswith(pattern[:-1]) if pattern.endswith("*") else url_path == pattern
        if hit:
            for name, value in rule.headers:
                found.setdefault(name, []).append(value)
    return found

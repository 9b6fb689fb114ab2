"""The site's service worker: web/sw.js with this build's cache names and Pyodide file list.

The cache names are digests of what they hold, so a build that changes Pyodide's files gets a
new Pyodide cache (and the browser drops the old one), while a build that only changes a page
keeps the 14 MB of Pyodide already stored in a learner's browser.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from collections.abc import Iterable
from pathlib import Path

from sitebuild.bytecode import COMPILED_STDLIB
from sitebuild.editor_bundle import run_esbuild
from sitebuild.hosting import HEADERS_FILE
from sitebuild.on_demand import PARTS_DIR
from sitebuild.pyodide_assets import CORE_FILES, LOCK_NAME, STDLIB_NAME, package_closure

__all__ = [
    "SERVICE_WORKER",
    "WORKER_PACKAGES",
    "first_run_files",
    "warm_files",
    "write_service_worker",
]

TEMPLATE = Path(__file__).resolve().parent.parent / "web" / "sw.js"
SERVICE_WORKER = "sw.js"  # at the site's root, so its scope is the whole site
PLACEHOLDER = 'const BUILD = { pyodide: "dev", site: "dev", warm: [] };'
# What web/worker.js loads: the ES module entry point, never pyodide.js, and these packages.
WORKER_PACKAGES = ("numpy",)
UNUSED_CORE = {"pyodide.js"}


def digest(root: Path, files: Iterable[Path]) -> str:
    """A short sha256 over the files' relative paths and contents."""
    h = hashlib.sha256()
    for path in sorted(files):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def first_run_files(pyodide_dir: Path) -> list[str]:
    """The files under pyodide/ that a first run fetches: core files (the compiled standard
    library if the build wrote one), the lock, the wheels."""
    if not (pyodide_dir / LOCK_NAME).is_file():
        return []  # Pyodide comes from elsewhere (build.py --pyodide-url)
    lock = json.loads((pyodide_dir / LOCK_NAME).read_text(encoding="utf-8"))
    packages = package_closure(lock, WORKER_PACKAGES)
    wheels = [lock["packages"][name]["file_name"] for name in packages]
    core = [name for name in CORE_FILES if name not in UNUSED_CORE]
    if (pyodide_dir / COMPILED_STDLIB).is_file():  # the worker loads it instead
        core = [COMPILED_STDLIB if name == STDLIB_NAME else name for name in core]
    return [*core, LOCK_NAME, *wheels]


def warm_files(pyodide_dir: Path) -> list[str]:
    """What the service worker stores once Python is loaded: the first run's files, then the
    parts fetched on demand (sitebuild/on_demand.py), so that they import offline too."""
    first = first_run_files(pyodide_dir)
    parts = sorted(f"{PARTS_DIR}/{p.name}" for p in pyodide_dir.glob(f"{PARTS_DIR}/*.zip"))
    return [*first, *parts] if first else []


def is_host_file(site: Path, path: Path) -> bool:
    """A file sitebuild/hosting.py adds for the host: `_headers`, or a .br/.gz copy of a file."""
    if path.parent == site and path.name == HEADERS_FILE:
        return True
    return path.suffix in (".br", ".gz") and path.with_suffix("").is_file()


def write_service_worker(site: Path) -> Path:
    """Write <site>/sw.js from web/sw.js; call it last, once every other file is written."""
    template = TEMPLATE.read_text(encoding="utf-8")
    if PLACEHOLDER not in template:
        raise RuntimeError(f"{TEMPLATE}: the line `{PLACEHOLDER}` is missing")
    pyodide_dir = site / "pyodide"
    # The host files (sitebuild/hosting.py: compressed copies, _headers) are written after this
    # and only restate the others, so a later rewrite of sw.js (a test's changed copy) digests
    # the same files as the build did.
    files = [
        p
        for p in site.rglob("*")
        if p.is_file() and p.name != SERVICE_WORKER and not is_host_file(site, p)
    ]
    in_pyodide = [p for p in files if pyodide_dir in p.parents]
    build = {
        "pyodide": digest(site, in_pyodide),
        "site": digest(site, files),
        "warm": warm_files(pyodide_dir),
    }
    target = site / SERVICE_WORKER
    code = minified(template.replace(PLACEHOLDER, ""))
    target.write_text(f"const BUILD = {json.dumps(build)};\n{code}", "utf-8")
    return target


def minified(script: str) -> str:
    """The worker's code minified by esbuild (a classic script: its top-level names stay):
    every page's first visit fetches sw.js, and its comments and spaces were half of its gzip
    bytes (the exercise page's shell budget, docs/benchmarks.md). The `const BUILD = ...` line
    is written before it as it is, for the tools that read it back."""
    with tempfile.TemporaryDirectory() as folder:
        source, out = Path(folder) / "sw.js", Path(folder) / "sw.min.js"
        source.write_text(script, encoding="utf-8")
        run_esbuild(
            [source.name, "--minify", "--log-level=warning", f"--outfile={out}"], cwd=Path(folder)
        )
        return out.read_text(encoding="utf-8")

"""Pyodide's files as a first run needs them: less to download, less to compile.

Pyodide 0.27.7 ships its standard library as `.py` sources (`python_stdlib.zip`), and Python
compiles every module it imports from source on every page load: ~150 of them before a first
result (Pyodide's own start-up alone imports `asyncio`, `typing`, `inspect`, ...). That is
about 1 s of a 2.8 s cold first run here (docs/benchmarks.md). And a first run downloads the
whole archive, and numpy's whole wheel, though it imports a third of the one and numpy without
`random`, `fft` or `f2py`: on a phone's connection the bytes decide
(docs/benchmarks.md, "First run on a phone's connection").

So the build starts the site's own Pyodide under Node (sitebuild/bytecode.mjs, which runs
sitebuild/bytecode_pyodide.py), does there what every first run does, and writes into pyodide/:

* `python_stdlib.compiled.zip`: the modules of the standard library a first run imports, as
  `.pyc` files compiled by that Pyodide (a `.pyc` fits only the Python that wrote it), with
  web/on_demand_imports.py, the finder that fetches the rest;
* numpy's wheel with only the files a first run imports (a new name, FIRST_RUN_WHEEL), and the
  lock (`pyodide-lock.json`) that points at it; the stock lock stays as STOCK_LOCK;
* `on-demand/*.zip`: everything else of both, fetched the moment it is imported
  (sitebuild/on_demand.py).

It then starts Pyodide again on those files, runs every first run once more and fails the
build if any of them would fetch a part, and imports modules from the parts (`verify`). The
worker passes the archive to `loadPyodide({stdLibURL})` and installs the finder.

Both runs also hold the numbers to CPython's: a run that expects a status must end with it, an
examples run that expects "passed" must print every example exactly as the file says, and a
checks run given CPython's key material (build.py) must derive the same material under Pyodide,
where numpy is 32-bit (np.intp, np.argmax's dtype and the default integer are int32). Otherwise
a correct answer would pass in a terminal and not in the browser, or pass and stay locked.

Both runs take ~15 s, so the result is kept in .cache/bytecode/ under a digest of everything
it depends on.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from sitebuild.on_demand import FINDER_MODULE, split_stdlib, split_wheel
from sitebuild.pyodide_assets import DEFAULT_CACHE, LOCK_NAME, PYODIDE_VERSION, STDLIB_NAME

__all__ = [
    "COMPILED_STDLIB",
    "STOCK_LOCK",
    "BytecodeError",
    "Run",
    "write_first_run_files",
]

COMPILED_STDLIB = "python_stdlib.compiled.zip"
STOCK_LOCK = "pyodide-lock.stock.json"  # Pyodide's own lock, as vendored (bench's bare pages)
SPLIT_PACKAGE = "numpy"  # the package whose wheel is cut: the only big one a first run loads
HERE = Path(__file__).resolve().parent
FINDER = HERE.parent / "web" / "on_demand_imports.py"
SCRIPTS = (HERE / "bytecode.mjs", HERE / "bytecode_pyodide.py", HERE / "on_demand.py", FINDER)
FS_ROOT = "/practice"  # where web/worker.js puts the runtime files, and so does the job
NODE_TIMEOUT = 300  # seconds; ~10 s is usual, 30x that for a loaded 2-core machine
KEEP_CACHED = 4  # results in .cache/bytecode/, e.g. for switching between branches


class BytecodeError(Exception):
    """The files could not be made; the message says why."""


class Run(NamedTuple):
    """One first run: an exercise's checks or examples on a source file."""

    slug: str
    mode: str  # "checks" or "examples"
    source: Path
    expect: str  # the status it must end with, or "" for any
    unlock: str = ""  # checks: the key material CPython derives, which Pyodide's must equal


def first_run_wheel(file_name: str) -> str:
    """The cut wheel's name: Pyodide reads only the name before the first "-" and ".whl", and
    a new name keeps a browser's cached copy of the stock wheel from ever being taken for it."""
    return file_name.removesuffix(".whl") + ".first-run.whl"


def write_first_run_files(
    pyodide_dir: Path,
    root: Path,
    files: Sequence[str],
    runs: Sequence[Run],
    scripts: Sequence[str],
    cache: Path = DEFAULT_CACHE,
    stored: bool = False,
) -> list[str]:
    """Write the first run's files into `pyodide_dir` (a vendored Pyodide); returns their names.

    `files`: repository-relative paths the worker would load (harness, check modules, exercise
    data, walkthrough scripts); `runs`: what to run on them; `scripts`: walkthrough scripts to
    import, repository-relative; `stored`: the first run's two archives (the standard library
    and numpy's wheel) with their entries uncompressed, for a host that sends the build's
    brotli copies (on_demand.write_zip, docs/deploy.md)."""
    job_files = {f"{FS_ROOT}/{relpath}": root / relpath for relpath in files}
    job_files[f"{FS_ROOT}/{FINDER_MODULE}.py"] = FINDER
    job_runs = []
    unlocks: dict[int, str] = {}  # run number -> CPython's key material (never in the job)
    for number, item in enumerate(runs):
        slug, mode, source, expect, unlock = Run(*item)
        target = f"/tmp/practice-runs/{number}-{source.name}"
        job_files[target] = source
        what = f"{mode} on {source.relative_to(root).as_posix()}"
        job_run = {"slug": slug, "mode": mode, "source": target, "expect": expect, "what": what}
        if unlock:  # Pyodide reports its key material; the digest keys the cache to CPython's
            job_run["unlock_digest"] = hashlib.sha256(unlock.encode()).hexdigest()
            unlocks[number] = unlock
        job_runs.append(job_run)
    job = {
        "pyodide": str(pyodide_dir.resolve()) + "/",
        "root": FS_ROOT,
        "files": {target: str(path) for target, path in job_files.items()},
        "runs": job_runs,
        "scripts": [f"{FS_ROOT}/{relpath}" for relpath in scripts],
        "extra": {f"{FINDER_MODULE}.py": f"{FS_ROOT}/{FINDER_MODULE}.py"},
        "archives": "stored" if stored else "deflated",  # part of the cache key
    }
    stock_lock = pyodide_dir / STOCK_LOCK
    if not stock_lock.is_file():  # the first call on this folder: the lock is Pyodide's own
        shutil.copyfile(pyodide_dir / LOCK_NAME, stock_lock)
    key = cache_key(pyodide_dir, job)
    cached = cache / "bytecode" / key
    if cached.is_dir():
        cached.touch()  # recently used: kept by prune_cache
    else:
        make_first_run_files(pyodide_dir, job, cached, unlocks)
        prune_cache(cached.parent)
    written = sorted(p.relative_to(cached).as_posix() for p in cached.rglob("*") if p.is_file())
    for name in written:
        (pyodide_dir / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(cached / name, pyodide_dir / name)
    return written


def make_first_run_files(
    pyodide_dir: Path,
    job: Mapping[str, Any],
    target: Path,
    unlocks: Mapping[int, str] | None = None,
) -> None:
    """Run the job in Pyodide, cut the archives, verify them; the files land in `target`.
    `unlocks`: run number -> the key material CPython derives, which Pyodide's must equal."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="practice-bytecode-") as tmp:
        work = Path(tmp)
        compiled_zip = work / "compiled.zip"
        summary = run_node(work, {**job, "entry": "main", "out": str(compiled_zip)})
        compare_unlocks(job, unlocks or {}, summary)
        if not compiled_zip.is_file():
            raise BytecodeError("compiling under Pyodide wrote nothing")
        with zipfile.ZipFile(compiled_zip) as archive:
            compiled = {name: archive.read(name) for name in archive.namelist()}
        finder = compiled.pop(f"{FINDER_MODULE}.py")

        out = work / "out"
        lock = json.loads((pyodide_dir / STOCK_LOCK).read_text(encoding="utf-8"))
        entry = lock["packages"][SPLIT_PACKAGE]
        used = [p for p in summary["site_packages"] if p.startswith(f"{SPLIT_PACKAGE}/")]
        stored = job.get("archives") == "stored"
        stock_wheel = (pyodide_dir / entry["file_name"]).read_bytes()
        wheel = split_wheel(stock_wheel, used, SPLIT_PACKAGE, stored)
        stock = (pyodide_dir / STDLIB_NAME).read_bytes()
        stdlib = split_stdlib(stock, compiled, finder, wheel.parts, stored=stored)
        new_name = first_run_wheel(entry["file_name"])
        entry.update(file_name=new_name, sha256=hashlib.sha256(wheel.kept).hexdigest())
        outputs = {COMPILED_STDLIB: stdlib.kept, new_name: wheel.kept}
        outputs.update({part.file: part.data for part in [*stdlib.parts, *wheel.parts]})
        outputs[LOCK_NAME] = (json.dumps(lock, indent=2) + "\n").encode()
        for name, data in outputs.items():
            (out / name).parent.mkdir(parents=True, exist_ok=True)
            (out / name).write_bytes(data)

        # The same first runs on the files as shipped: Pyodide's own next to ours.
        shipped = work / "pyodide"
        shipped.mkdir()
        for path in pyodide_dir.iterdir():
            if path.is_file():
                (shipped / path.name).symlink_to(path.resolve())
        for name in outputs:
            (shipped / name).unlink(missing_ok=True)
            (shipped / name).parent.mkdir(parents=True, exist_ok=True)
            (shipped / name).symlink_to(out / name)
        base = str(shipped) + "/"
        shipped_job = {
            **job,
            "entry": "verify",
            "pyodide": base,
            "base": base,
            "stdLibURL": base + COMPILED_STDLIB,
            "lockFileURL": base + LOCK_NAME,
        }
        compare_unlocks(job, unlocks or {}, run_node(work, shipped_job))
        partial = target.with_name(f".{target.name}.{work.name}")
        shutil.copytree(out, partial)
        partial.replace(target)


def compare_unlocks(
    job: Mapping[str, Any], unlocks: Mapping[int, str], summary: Mapping[str, Any]
) -> None:
    """A BytecodeError unless each run's key material under Pyodide (the summary's "unlocks")
    equals CPython's. The message names the run and the key input, never the numbers."""
    reported = summary.get("unlocks", {})
    for number, wanted in unlocks.items():
        item = job["runs"][number]
        where = f"{item['slug']}: {item['what']}"
        got = reported.get(str(number), {})
        material = got.get("unlock")
        if material is None:
            why = got.get("unlock_error") or "no key material reported"
            raise BytecodeError(f"{where} derives no key material under Pyodide: {why}")
        problem = unlock_difference(material, wanted)
        if problem:
            raise BytecodeError(
                f"{where}: under Pyodide {problem}, so a correct answer would pass the checks in "
                "the browser and the solution would stay locked (docs/solution-lock.md)"
            )


def unlock_difference(pyodide: str, cpython: str) -> str:
    """Where two key materials first differ, by key input, shape and number (not the values:
    they are the key), or "" when they are the same."""
    ours, theirs = pyodide.splitlines(), cpython.splitlines()
    if len(ours) != len(theirs):
        return f"there are {len(ours)} key lines, {len(theirs)} in CPython"
    for line, (a, b) in enumerate(zip(ours, theirs, strict=True), 1):
        if a == b:
            continue
        call, shape_a, numbers_a = (a.split("|", 2) + ["", ""])[:3]
        _, shape_b, numbers_b = (b.split("|", 2) + ["", ""])[:3]
        what = f"key input {line} ({call})"
        if shape_a != shape_b:
            return f"{what} has shape {shape_a}, {shape_b} in CPython"
        pairs = list(zip(numbers_a.split(), numbers_b.split(), strict=False))
        at = next((i for i, (x, y) in enumerate(pairs) if x != y), len(pairs))
        return f"{what} differs from CPython's at number {at + 1}"
    return ""


def prune_cache(folder: Path, keep: int = KEEP_CACHED) -> None:
    """Delete all but the `keep` most recently used results (~6 MB each, one per harness)."""
    entries = sorted(folder.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[keep:]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)


def cache_key(pyodide_dir: Path, job: Mapping[str, Any]) -> str:
    """A digest of what the files depend on: Pyodide's own files, this code, the job."""
    h = hashlib.sha256(PYODIDE_VERSION.encode())
    lock = pyodide_dir / STOCK_LOCK
    if not lock.is_file():
        lock = pyodide_dir / LOCK_NAME
    named = [(STDLIB_NAME, pyodide_dir / STDLIB_NAME), (LOCK_NAME, lock)]
    named += [(path.name, path) for path in (*SCRIPTS, *map(Path, sorted(job["files"].values())))]
    for name, path in named:
        h.update(name.encode() + b"\0" + path.read_bytes())
    portable = {**job, "pyodide": "", "files": sorted(job["files"])}
    h.update(json.dumps(portable, sort_keys=True).encode())
    return h.hexdigest()[:24]


def run_node(work: Path, job: Mapping[str, Any]) -> dict[str, Any]:
    """Run sitebuild/bytecode.mjs on `job` in `work`; returns the summary it printed last."""
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("node not found on PATH: install Node.js 20+ to build the site")
    job_file = work / f"job-{job['entry']}.json"
    job_file.write_text(json.dumps(job), encoding="utf-8")
    try:
        proc = subprocess.run(
            [node, str(SCRIPTS[0]), str(job_file)],
            capture_output=True,
            text=True,
            timeout=NODE_TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise BytecodeError(f"Pyodide under Node took more than {NODE_TIMEOUT} s") from exc
    what = "compiling" if job["entry"] == "main" else "checking the shipped files"
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-20:])
        raise BytecodeError(f"{what} under Pyodide failed:\n{tail}")
    lines = proc.stdout.strip().splitlines()
    try:
        return dict(json.loads(lines[-1]))
    except (IndexError, ValueError) as exc:
        raise BytecodeError(f"{what} under Pyodide printed no summary") from exc

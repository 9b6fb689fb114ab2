"""Pyodide's standard library with the modules a first run imports as bytecode.

Pyodide 0.27.7 ships its standard library as `.py` sources (`python_stdlib.zip`), and Python
compiles every module it imports from source on every page load: ~150 of them before a first
result (Pyodide's own start-up alone imports `asyncio`, `typing`, `inspect`, ...). That was
about 1 s of a 2.8 s cold first run here (docs/benchmarks.md). The build therefore writes
`<site>/pyodide/python_stdlib.compiled.zip`: the same archive in which exactly those modules are
`.pyc` files, compiled by the site's own Pyodide under Node (sitebuild/bytecode.mjs, which runs
sitebuild/bytecode_pyodide.py), since a `.pyc` fits only the Python that wrote it. The worker
passes it to `loadPyodide({stdLibURL})`; every other module stays source.

Compiling starts Pyodide and runs every exercise once (~5 s), so the result is kept in
.cache/bytecode/ under a digest of everything it depends on.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from sitebuild.pyodide_assets import DEFAULT_CACHE, LOCK_NAME, PYODIDE_VERSION, STDLIB_NAME

__all__ = ["COMPILED_STDLIB", "BytecodeError", "Run", "write_compiled_stdlib"]

COMPILED_STDLIB = "python_stdlib.compiled.zip"
HERE = Path(__file__).resolve().parent
SCRIPTS = (HERE / "bytecode.mjs", HERE / "bytecode_pyodide.py")
FS_ROOT = "/practice"  # where web/worker.js puts the runtime files, and so does the job
NODE_TIMEOUT = 300  # seconds; ~5 s is usual
KEEP_CACHED = 4  # archives in .cache/bytecode/, e.g. for switching between branches


class BytecodeError(Exception):
    """The standard library could not be compiled; the message says why."""


Run = tuple[str, str, Path, str]  # (slug, mode, source file, status expected or "")


def write_compiled_stdlib(
    pyodide_dir: Path,
    root: Path,
    files: Sequence[str],
    runs: Sequence[Run],
    scripts: Sequence[str],
    cache: Path = DEFAULT_CACHE,
) -> Path:
    """Write <pyodide_dir>/python_stdlib.compiled.zip and return its path.

    `files`: repository-relative paths the worker would load (harness, check modules, exercise
    data, walkthrough scripts); `runs`: what to run on them; `scripts`: walkthrough scripts to
    import, repository-relative."""
    job_files = {f"{FS_ROOT}/{relpath}": root / relpath for relpath in files}
    job_runs = []
    for number, (slug, mode, source, expect) in enumerate(runs):
        target = f"/tmp/practice-runs/{number}-{source.name}"
        job_files[target] = source
        what = f"{mode} on {source.relative_to(root).as_posix()}"
        job_runs.append(
            {"slug": slug, "mode": mode, "source": target, "expect": expect, "what": what}
        )
    job = {
        "pyodide": str(pyodide_dir.resolve()) + "/",
        "root": FS_ROOT,
        "files": {target: str(path) for target, path in job_files.items()},
        "runs": job_runs,
        "scripts": [f"{FS_ROOT}/{relpath}" for relpath in scripts],
    }
    key = cache_key(pyodide_dir, job)
    cached = cache / "bytecode" / f"{key}.zip"
    if cached.is_file():
        cached.touch()  # recently used: kept by prune_cache
    else:
        compile_with_pyodide(job, cached)
        prune_cache(cached.parent)
    target = pyodide_dir / COMPILED_STDLIB
    shutil.copyfile(cached, target)
    return target


def prune_cache(folder: Path, keep: int = KEEP_CACHED) -> None:
    """Delete all but the `keep` most recently used archives (3 MB each, one per harness)."""
    archives = sorted(folder.glob("*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in archives[keep:]:
        old.unlink(missing_ok=True)


def cache_key(pyodide_dir: Path, job: Mapping[str, Any]) -> str:
    """A digest of what the compiled archive depends on: Pyodide's files, this code, the job."""
    h = hashlib.sha256(PYODIDE_VERSION.encode())
    for path in (
        pyodide_dir / STDLIB_NAME,
        pyodide_dir / LOCK_NAME,
        *SCRIPTS,
        *(Path(p) for p in sorted(job["files"].values())),
    ):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    portable = {**job, "pyodide": "", "files": sorted(job["files"])}
    h.update(json.dumps(portable, sort_keys=True).encode())
    return h.hexdigest()[:24]


def compile_with_pyodide(job: Mapping[str, Any], target: Path) -> None:
    """Run sitebuild/bytecode.mjs on `job`; the archive lands at `target` (atomically)."""
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("node not found on PATH: install Node.js 20+ to build the site")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="practice-bytecode-") as tmp:
        out = Path(tmp) / COMPILED_STDLIB
        job_file = Path(tmp) / "job.json"
        job_file.write_text(json.dumps({**job, "out": str(out)}), encoding="utf-8")
        try:
            proc = subprocess.run(
                [node, str(SCRIPTS[0]), str(job_file)],
                capture_output=True,
                text=True,
                timeout=NODE_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise BytecodeError(f"compiling took more than {NODE_TIMEOUT} s") from exc
        if proc.returncode != 0 or not out.is_file():
            tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-20:])
            raise BytecodeError(f"compiling under Pyodide failed:\n{tail}")
        partial = target.with_name(f".{target.name}.{Path(tmp).name}")
        shutil.copyfile(out, partial)
        partial.replace(target)

"""Build the code editor: web/editor/editor.js (CodeMirror 6 from npm) bundled by esbuild,
with web/editor/merge.js, the compare view (@codemirror/merge) that shares its look.

The results are minified ES modules: ``<dest>/editor.js``, exporting ``createEditor``, and
``<dest>/merge.js``, exporting ``createMergeView`` and ``lineChanges``. What both use (CodeMirror
itself) is split into a chunk under ``<dest>/cm/`` that each imports, so the compare view, loaded
only when first opened, fetches just what the editor did not.
npm dependencies are installed by `sitebuild.npm` (``npm ci --ignore-scripts`` from the
committed package-lock.json, only when node_modules does not match that lock yet).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from sitebuild.npm import ensure_node_modules

EDITOR_DIR = Path(__file__).resolve().parent.parent / "web" / "editor"
ENTRY = "editor.js"
ENTRIES = (ENTRY, "merge.js")
CHUNKS = "cm"  # the shared chunks' folder under dest
ESBUILD_TIMEOUT = 120


def build_editor_bundle(dest: Path) -> Path:
    """Install npm deps if missing (npm ci in web/editor) and bundle editor.js and merge.js with
    esbuild, minified, as ES modules in dest (their shared chunk in dest/cm/). Returns the path
    of editor.js."""
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    out = dest / "editor.js"
    shutil.rmtree(dest / CHUNKS, ignore_errors=True)  # no chunk of an earlier build stays
    _run(
        [
            str(ensure_esbuild()),
            ENTRY,
            *ENTRIES[1:],
            "--bundle",
            "--splitting",
            "--format=esm",
            "--minify",
            "--target=es2020",
            "--log-level=warning",
            "--entry-names=[name]",
            f"--chunk-names={CHUNKS}/[name]-[hash]",
            f"--outdir={dest.resolve()}",
        ],
        cwd=EDITOR_DIR,
        timeout=ESBUILD_TIMEOUT,
    )
    if not out.is_file():
        raise RuntimeError(f"esbuild reported success but wrote no {out}")
    return out


def ensure_esbuild() -> Path:
    """The esbuild of web/editor's npm dependencies, installed first if missing."""
    return ensure_node_modules(EDITOR_DIR, ".bin/esbuild")


def run_esbuild(args: list[str], cwd: Path) -> None:
    """Run esbuild with `args`; a RuntimeError quotes what it said if it fails."""
    _run([str(ensure_esbuild()), *args], cwd=cwd, timeout=ESBUILD_TIMEOUT)


def _run(cmd: list[str], *, cwd: Path, timeout: float) -> None:
    shown = " ".join(Path(cmd[0]).name if i == 0 else part for i, part in enumerate(cmd))
    try:
        proc = subprocess.run(
            cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False
        )
    except FileNotFoundError as exc:
        raise RuntimeError(f"`{shown}` (in {cwd}) could not start: {exc}") from exc
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"`{shown}` (in {cwd}) timed out after {timeout:g}s") from exc
    if proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        # esbuild's node launcher appends node's own stack trace after the real message.
        cut = next((i for i, line in enumerate(lines) if line.startswith("node:")), len(lines))
        tail = "\n".join(lines[:cut][-30:]).strip()
        raise RuntimeError(f"`{shown}` (in {cwd}) failed with exit code {proc.returncode}:\n{tail}")

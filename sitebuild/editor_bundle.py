"""Build the code editor: web/editor/editor.js (CodeMirror 6 from npm) bundled by esbuild.

The result is one minified ES module, ``<dest>/editor.js``, that exports ``createEditor``.
npm dependencies are installed with ``npm ci --ignore-scripts`` from the committed
package-lock.json, and only when node_modules does not match that lock yet.
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

EDITOR_DIR = Path(__file__).resolve().parent.parent / "web" / "editor"
ENTRY = "editor.js"
STAMP_NAME = ".practice-lock.sha256"  # inside node_modules: npm ci wipes it with the rest
NPM_TIMEOUT = 600
ESBUILD_TIMEOUT = 120


def build_editor_bundle(dest: Path) -> Path:
    """Install npm deps if missing (npm ci in web/editor) and bundle editor.js with esbuild,
    minified, as one ES module at dest/editor.js. Returns the path of the bundle."""
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    out = dest / "editor.js"
    _run(
        [
            str(ensure_esbuild()),
            ENTRY,
            "--bundle",
            "--format=esm",
            "--minify",
            "--target=es2020",
            "--log-level=warning",
            f"--outfile={out.resolve()}",
        ],
        cwd=EDITOR_DIR,
        timeout=ESBUILD_TIMEOUT,
    )
    if not out.is_file():
        raise RuntimeError(f"esbuild reported success but wrote no {out}")
    return out


def ensure_esbuild() -> Path:
    """The esbuild of web/editor's npm dependencies, installed first if missing."""
    with _install_lock():
        _ensure_node_modules(EDITOR_DIR)
    return EDITOR_DIR / "node_modules" / ".bin" / "esbuild"


def run_esbuild(args: list[str], cwd: Path) -> None:
    """Run esbuild with `args`; a RuntimeError quotes what it said if it fails."""
    _run([str(ensure_esbuild()), *args], cwd=cwd, timeout=ESBUILD_TIMEOUT)


def _lock_digest(editor_dir: Path) -> str:
    h = hashlib.sha256()
    for name in ("package.json", "package-lock.json"):
        h.update((editor_dir / name).read_bytes())
    return h.hexdigest()


def _ensure_node_modules(editor_dir: Path) -> None:
    """Run ``npm ci`` unless node_modules was installed from the current lock."""
    modules = editor_dir / "node_modules"
    stamp = modules / STAMP_NAME
    digest = _lock_digest(editor_dir)
    esbuild = modules / ".bin" / "esbuild"
    if esbuild.exists() and stamp.is_file() and stamp.read_text().strip() == digest:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "npm not found on PATH: install Node.js 20+ (with npm) to build the editor"
        )
    # --ignore-scripts: no dependency runs code at install time; esbuild works without its
    # postinstall (its bin is a small node launcher for the platform package then).
    _run(
        [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=editor_dir,
        timeout=NPM_TIMEOUT,
    )
    if not esbuild.exists():
        raise RuntimeError(f"`npm ci` in {editor_dir} did not install esbuild ({esbuild})")
    stamp.write_text(digest + "\n")


@contextmanager
def _install_lock() -> Iterator[None]:
    """Serialise installs: two builds of the same tree must not run npm ci at once."""
    key = hashlib.sha256(str(EDITOR_DIR).encode()).hexdigest()[:16]
    path = Path(tempfile.gettempdir()) / f"practice-editor-{key}.lock"
    with path.open("a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


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

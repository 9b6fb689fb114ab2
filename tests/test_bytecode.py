"""sitebuild.bytecode: Pyodide's standard library, with what a first run imports as bytecode."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest
from conftest import EXERCISE, ROOT, SLUG

from practice.exercises import runtime_files
from sitebuild import bytecode
from sitebuild.pyodide_assets import vendor_pyodide

PYTHON_312_MAGIC = b"\xcb\r\r\n"  # importlib.util.MAGIC_NUMBER of CPython 3.12 (Pyodide 0.27)
UNCHECKED_HASH = 0b01  # PEP 552 flags: hash-based, not checked against a source
RUNS = [
    (SLUG, "examples", EXERCISE / "starter.py", ""),
    (SLUG, "checks", EXERCISE / ".meta" / "solution.py", "passed"),
]


@pytest.fixture(scope="module")
def pyodide_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A vendored Pyodide (from .cache/, as the build makes it)."""
    folder = tmp_path_factory.mktemp("pyodide")
    vendor_pyodide(folder)
    return folder


@pytest.fixture(scope="module")
def compiled(pyodide_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive, compiled now (an empty cache) for the real exercise."""
    cache = tmp_path_factory.mktemp("cache")
    files = runtime_files(ROOT, SLUG)
    return bytecode.write_compiled_stdlib(pyodide_dir, ROOT, files, RUNS, [], cache=cache)


def test_what_a_first_run_imports_is_bytecode_and_nothing_else_changed(
    pyodide_dir: Path, compiled: Path
) -> None:
    assert compiled == pyodide_dir / "python_stdlib.compiled.zip"
    with (
        zipfile.ZipFile(pyodide_dir / "python_stdlib.zip") as stock,
        zipfile.ZipFile(compiled) as new,
    ):
        names = set(new.namelist())
        as_bytecode = {name for name in stock.namelist() if name + "c" in names}
        for name in stock.namelist():
            if name in as_bytecode:
                assert name.endswith(".py") and name not in names, name
                header = new.read(name + "c")[:8]
                assert header[:4] == PYTHON_312_MAGIC, name
                assert int.from_bytes(header[4:], "little") == UNCHECKED_HASH, name
            else:
                assert new.read(name) == stock.read(name), name
        assert len(names) == len(stock.namelist())
    # Pyodide's start-up, the harness's own imports, and what a check run adds (json: results).
    for module in ("typing.py", "asyncio/__init__.py", "tomllib/_parser.py", "json/encoder.py"):
        assert module in as_bytecode, module
    for module in ("smtplib.py", "http/server.py", "dataclasses.py"):  # never imported by a run
        assert module not in as_bytecode, module


def test_the_same_inputs_reuse_the_cached_archive(
    pyodide_dir: Path, compiled: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    key_job = {"files": {"/practice/a.py": str(EXERCISE / "starter.py")}, "runs": []}
    key = bytecode.cache_key(pyodide_dir, key_job)
    assert key == bytecode.cache_key(pyodide_dir, {**key_job})
    assert key != bytecode.cache_key(pyodide_dir, {**key_job, "runs": [{"slug": SLUG}]})
    # A cached archive is copied, never recompiled.
    first = compiled.read_bytes()
    files = runtime_files(ROOT, SLUG)
    cached = bytecode.write_compiled_stdlib(pyodide_dir, ROOT, files, RUNS, [], cache=cache)
    assert cached.read_bytes() == first  # same inputs, same bytes (no timestamps in it)

    def no_compiling(*args: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(bytecode, "compile_with_pyodide", no_compiling)
    again = bytecode.write_compiled_stdlib(pyodide_dir, ROOT, files, RUNS, [], cache=cache)
    assert again.read_bytes() == first


def test_a_reference_that_fails_under_pyodide_stops_the_build(
    pyodide_dir: Path, tmp_path: Path
) -> None:
    runs = [(SLUG, "checks", EXERCISE / "starter.py", "passed")]  # the starter fails its checks
    with pytest.raises(bytecode.BytecodeError) as caught:
        bytecode.write_compiled_stdlib(
            pyodide_dir, ROOT, runtime_files(ROOT, SLUG), runs, [], cache=tmp_path
        )
    message = str(caught.value)
    assert f"{SLUG}: checks on exercises/{SLUG}/starter.py gave 'failed' under Pyodide" in message
    assert not list(tmp_path.rglob("*.zip"))  # nothing cached from a failed run


def test_without_node_the_error_says_what_to_install(
    pyodide_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)
    with pytest.raises(bytecode.BytecodeError, match="node not found on PATH"):
        bytecode.write_compiled_stdlib(
            pyodide_dir, ROOT, runtime_files(ROOT, SLUG), RUNS, [], cache=tmp_path
        )


def test_the_cache_keeps_the_most_recently_used_archives(tmp_path: Path) -> None:
    for age, name in enumerate(["new", "recent", "older", "oldest"]):
        archive = tmp_path / f"{name}.zip"
        archive.write_bytes(b"PK")
        os.utime(archive, (1_000_000 - age * 100, 1_000_000 - age * 100))
    bytecode.prune_cache(tmp_path, keep=2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.zip", "recent.zip"]

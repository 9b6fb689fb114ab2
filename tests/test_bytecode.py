"""sitebuild.bytecode: Pyodide's standard library and numpy as a first run needs them (what it
imports, the standard library as bytecode), the rest in parts fetched on demand."""

from __future__ import annotations

import hashlib
import io
import json
import os
import zipfile
from pathlib import Path

import pytest
from conftest import EXERCISE, ROOT, SLUG

from practice.exercises import runtime_files
from sitebuild import bytecode
from sitebuild.on_demand import FINDER_MODULE, PARTS_FILE, split_stdlib, split_wheel
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
def written(pyodide_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The files, made now (an empty cache) for the real exercise."""
    cache = tmp_path_factory.mktemp("cache")
    files = runtime_files(ROOT, SLUG)
    return bytecode.write_first_run_files(pyodide_dir, ROOT, files, RUNS, [], cache=cache)


def entries(source: Path | io.BytesIO) -> dict[str, bytes]:
    with zipfile.ZipFile(source) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_the_standard_library_ships_what_a_first_run_imports_as_bytecode(
    pyodide_dir: Path, written: list[str]
) -> None:
    assert bytecode.COMPILED_STDLIB in written
    stock = entries(pyodide_dir / "python_stdlib.zip")
    kept = entries(pyodide_dir / bytecode.COMPILED_STDLIB)
    parts = [name for name in written if name.startswith("on-demand/stdlib")]
    deferred: dict[str, bytes] = {}
    for name in parts:
        deferred.update(entries(pyodide_dir / name))
    as_bytecode = {name for name in stock if name + "c" in kept}
    for name, data in stock.items():  # each file in exactly one place: compiled, as is, a part
        if name in as_bytecode:
            assert name.endswith(".py") and name not in kept and name not in deferred, name
            header = kept[name + "c"][:8]
            assert header[:4] == PYTHON_312_MAGIC, name
            assert int.from_bytes(header[4:], "little") == UNCHECKED_HASH, name
        elif name in kept:
            assert kept[name] == data and name not in deferred, name
        else:
            assert deferred[name] == data, name
    # Pyodide's start-up, the harness's own imports, and what a check run adds (json: results).
    for module in ("typing.py", "asyncio/__init__.py", "tomllib/_parser.py", "json/encoder.py"):
        assert module in as_bytecode, module
    for module in ("smtplib.py", "http/server.py", "fractions.py"):  # never imported by a run
        assert module in deferred, module
    assert f"{FINDER_MODULE}.pyc" in kept
    listing = json.loads(kept[PARTS_FILE])
    assert sorted(item["file"] for item in listing) == sorted(
        name for name in written if name.startswith("on-demand/")
    )


def test_numpy_ships_what_a_first_run_imports_and_the_lock_points_at_it(
    pyodide_dir: Path, written: list[str]
) -> None:
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    stock_lock = json.loads((pyodide_dir / bytecode.STOCK_LOCK).read_text())
    entry, stock_entry = lock["packages"]["numpy"], stock_lock["packages"]["numpy"]
    assert entry["file_name"] == bytecode.first_run_wheel(stock_entry["file_name"])
    assert entry["file_name"] in written
    wheel = (pyodide_dir / entry["file_name"]).read_bytes()
    assert entry["sha256"] == hashlib.sha256(wheel).hexdigest()  # what Pyodide's loader checks
    assert len(wheel) < (pyodide_dir / stock_entry["file_name"]).stat().st_size * 0.7

    stock = entries(pyodide_dir / stock_entry["file_name"])
    kept = entries(io.BytesIO(wheel))
    deferred: dict[str, bytes] = {}
    for name in written:
        if name.startswith("on-demand/numpy"):
            deferred.update(entries(pyodide_dir / name))
    assert sorted([*kept, *deferred]) == sorted(stock)  # nothing lost, nothing twice
    assert all(stock[name] == data for name, data in [*kept.items(), *deferred.items()])
    assert "numpy/_core/_multiarray_umath.cpython-312-wasm32-emscripten.so" in kept
    assert "numpy/random/__init__.py" in deferred and "numpy/f2py/__init__.py" in deferred
    assert "on-demand/numpy-random.zip" in written  # np.random alone, not with f2py


def test_a_first_run_that_needs_a_part_stops_the_build(
    pyodide_dir: Path, written: list[str], tmp_path: Path
) -> None:
    """verify: the first runs again on the shipped files; one that would download stops it."""
    answer = tmp_path / "answer.py"
    answer.write_text("import fractions\n" + (EXERCISE / "starter.py").read_text())
    files = runtime_files(ROOT, SLUG)
    job = {
        "pyodide": str(pyodide_dir) + "/",
        "base": str(pyodide_dir) + "/",
        "stdLibURL": str(pyodide_dir / bytecode.COMPILED_STDLIB),
        "lockFileURL": str(pyodide_dir / "pyodide-lock.json"),
        "root": bytecode.FS_ROOT,
        "files": {
            **{f"{bytecode.FS_ROOT}/{name}": str(ROOT / name) for name in files},
            "/tmp/answer.py": str(answer),
        },
        "runs": [{"slug": SLUG, "mode": "examples", "source": "/tmp/answer.py", "what": "x"}],
        "scripts": [],
        "entry": "verify",
    }
    with pytest.raises(bytecode.BytecodeError) as caught:
        bytecode.run_node(tmp_path, job)
    message = str(caught.value)
    assert "a first run imported 'fractions', which the site does not ship" in message
    assert "on-demand/stdlib.zip" in message


def test_the_same_inputs_reuse_the_cached_files(
    pyodide_dir: Path, written: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    key_job = {"files": {"/practice/a.py": str(EXERCISE / "starter.py")}, "runs": []}
    key = bytecode.cache_key(pyodide_dir, key_job)
    assert key == bytecode.cache_key(pyodide_dir, {**key_job})
    assert key != bytecode.cache_key(pyodide_dir, {**key_job, "runs": [{"slug": SLUG}]})
    # Made once more into a new cache: the same bytes (no timestamps in them); then only copied.
    first = {name: (pyodide_dir / name).read_bytes() for name in written}
    files = runtime_files(ROOT, SLUG)
    again = bytecode.write_first_run_files(pyodide_dir, ROOT, files, RUNS, [], cache=cache)
    assert again == written
    assert {name: (pyodide_dir / name).read_bytes() for name in again} == first

    def no_making(*args: object) -> None:
        raise AssertionError("made again")

    monkeypatch.setattr(bytecode, "make_first_run_files", no_making)
    cached = bytecode.write_first_run_files(pyodide_dir, ROOT, files, RUNS, [], cache=cache)
    assert {name: (pyodide_dir / name).read_bytes() for name in cached} == first


def test_a_reference_that_fails_under_pyodide_stops_the_build(
    pyodide_dir: Path, tmp_path: Path
) -> None:
    runs = [(SLUG, "checks", EXERCISE / "starter.py", "passed")]  # the starter fails its checks
    with pytest.raises(bytecode.BytecodeError) as caught:
        bytecode.write_first_run_files(
            pyodide_dir, ROOT, runtime_files(ROOT, SLUG), runs, [], cache=tmp_path
        )
    message = str(caught.value)
    assert f"{SLUG}: checks on exercises/{SLUG}/starter.py gave 'failed' under Pyodide" in message
    assert not list((tmp_path / "bytecode").iterdir())  # nothing cached from a failed run


def test_without_node_the_error_says_what_to_install(
    pyodide_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)
    with pytest.raises(bytecode.BytecodeError, match="node not found on PATH"):
        bytecode.write_first_run_files(
            pyodide_dir, ROOT, runtime_files(ROOT, SLUG), RUNS, [], cache=tmp_path
        )


def test_the_cache_keeps_the_most_recently_used_results(tmp_path: Path) -> None:
    for age, name in enumerate(["new", "recent", "older", "oldest"]):
        entry = tmp_path / name
        entry.mkdir()
        (entry / "python_stdlib.compiled.zip").write_bytes(b"PK")
        os.utime(entry, (1_000_000 - age * 100, 1_000_000 - age * 100))
    (tmp_path / "older-format.zip").write_bytes(b"PK")  # an older cache format: one file
    os.utime(tmp_path / "older-format.zip", (1, 1))
    bytecode.prune_cache(tmp_path, keep=2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new", "recent"]


# --- the first runs held to CPython's numbers (numpy is 32-bit in Pyodide, so they can differ) -

KEY = "f(x)|(3,)|1.0000e+00 2.0000e+00 3.0000e+00\ng(y)|()|4.0000e+00"


@pytest.mark.parametrize(
    ("pyodide", "said"),
    [
        (KEY, ""),
        (
            KEY.replace("2.0000e+00", "2.0001e+00"),
            "key input 1 (f(x)) differs from CPython's at number 2",
        ),
        (KEY.replace("|(3,)|", "|(1, 3)|"), "key input 1 (f(x)) has shape (1, 3), (3,) in CPython"),
        (KEY.splitlines()[0], "there are 1 key lines, 2 in CPython"),
    ],
)
def test_key_material_from_pyodide_is_compared_by_input_never_showing_the_numbers(
    pyodide: str, said: str
) -> None:
    assert bytecode.unlock_difference(pyodide, KEY) == said
    job = {"runs": [{"slug": SLUG, "what": "checks on solution.py"}]}
    summary = {"unlocks": {"0": {"unlock": pyodide, "unlock_error": None}}}
    if not said:
        bytecode.compare_unlocks(job, {0: KEY}, summary)
        return
    with pytest.raises(bytecode.BytecodeError) as caught:
        bytecode.compare_unlocks(job, {0: KEY}, summary)
    message = str(caught.value)
    assert message.startswith(f"{SLUG}: checks on solution.py: under Pyodide {said}")
    assert "would stay locked" in message and "2.0001" not in message


def test_no_key_material_under_pyodide_stops_the_build() -> None:
    job = {"runs": [{"slug": SLUG, "what": "checks on solution.py"}]}
    summary = {"unlocks": {"0": {"unlock": None, "unlock_error": "f returned a tuple"}}}
    with pytest.raises(bytecode.BytecodeError, match="derives no key material under Pyodide: f"):
        bytecode.compare_unlocks(job, {0: KEY}, summary)


def test_an_example_printed_otherwise_under_pyodide_is_named() -> None:
    from sitebuild.bytecode_pyodide import run_problem

    item = {"mode": "examples", "expect": "passed"}
    example = {"status": "match", "call": "f(x)", "got": "[1 0]", "expected": "[1 0]"}
    assert run_problem(item, {"status": "passed", "examples": [example]}) == ""
    close = {**example, "status": "close", "got": "[1.0000001 0]"}
    said = run_problem(item, {"status": "passed", "examples": [example, close]})
    assert said == "under Pyodide: example 2 (f(x)) prints '[1.0000001 0]', CPython printed '[1 0]'"
    assert run_problem({**item, "expect": ""}, {"status": "failed"}) == ""  # the starter: any
    assert "gave 'failed' under Pyodide, not 'passed'" in run_problem(
        {"mode": "checks", "expect": "passed"}, {"status": "failed", "message": "m"}
    )


def test_the_build_runs_each_reference_in_pyodide_with_cpythons_key_material(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import build
    from practice.exercises import load_exercise

    seen: list = []
    archives: list[bool] = []  # each call's `stored`

    def recorded(folder: Path, root: Path, files: list, runs: list, scripts: list, stored: bool):
        seen.extend(runs)
        archives.append(stored)

    monkeypatch.setattr(build, "write_first_run_files", recorded)
    verified = [build.Verified(load_exercise(ROOT, "bandits"), 29, "material", {})]
    build.add_compiled_stdlib(ROOT, tmp_path, verified, [])
    build.add_compiled_stdlib(ROOT, tmp_path, verified, [], stored=True)  # --precompressed-host
    assert archives == [False, True]
    assert seen[:3] == seen[3:]  # the same runs either way
    solution = ROOT / "exercises" / "bandits" / ".meta" / "solution.py"
    assert seen[:3] == [
        bytecode.Run("bandits", "examples", ROOT / "exercises" / "bandits" / "starter.py", ""),
        bytecode.Run("bandits", "examples", solution, "passed"),
        bytecode.Run("bandits", "checks", solution, "passed", "material"),
    ]


def test_for_a_precompressed_host_the_first_run_archives_store_their_entries(
    pyodide_dir: Path,
) -> None:
    """build.py --precompressed-host: the same entries, the same bytes, stored uncompressed in
    the two archives a first run downloads (the parts fetched on demand stay deflated); the
    choice is part of the cache key. That Pyodide loads them, the build proves under Node."""
    lock_path = pyodide_dir / bytecode.STOCK_LOCK  # kept by the first build on this folder
    if not lock_path.is_file():
        lock_path = pyodide_dir / bytecode.LOCK_NAME  # none yet: Pyodide's own is still there
    stock_lock = json.loads(lock_path.read_text())
    stock_wheel = (pyodide_dir / stock_lock["packages"]["numpy"]["file_name"]).read_bytes()
    used = ["numpy/__init__.py", "numpy/_core/__init__.py"]
    stock_stdlib = (pyodide_dir / bytecode.STDLIB_NAME).read_bytes()
    compiled = {"json/__init__.py": b"bytecode"}
    kept: dict[bool, list[bytes]] = {}  # stored? -> [the wheel, the standard library]
    for stored in (False, True):
        wheel = split_wheel(stock_wheel, used, stored=stored)
        stdlib = split_stdlib(stock_stdlib, compiled, b"finder", wheel.parts, stored=stored)
        kept[stored] = [wheel.kept, stdlib.kept]
        for archive_bytes in kept[stored]:
            with zipfile.ZipFile(io.BytesIO(archive_bytes)) as archive:
                how = {e.compress_type for e in archive.infolist()}
            assert how == ({zipfile.ZIP_STORED} if stored else {zipfile.ZIP_DEFLATED}), how
        for part in [*wheel.parts, *stdlib.parts]:
            with zipfile.ZipFile(io.BytesIO(part.data)) as archive:
                assert {e.compress_type for e in archive.infolist()} == {zipfile.ZIP_DEFLATED}
    for stored_bytes, deflated_bytes in zip(kept[True], kept[False], strict=True):
        assert entries(io.BytesIO(stored_bytes)) == entries(io.BytesIO(deflated_bytes))
    key_job = {"files": {}, "runs": []}
    assert bytecode.cache_key(pyodide_dir, {**key_job, "archives": "stored"}) != (
        bytecode.cache_key(pyodide_dir, {**key_job, "archives": "deflated"})
    )

"""Archives cut into what a first run imports and parts fetched on demand (sitebuild/on_demand.py),
and the finder that fetches a part when its module is imported (web/on_demand_imports.py), run
here in CPython on made-up archives."""

from __future__ import annotations

import importlib
import io
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT

from sitebuild import on_demand
from sitebuild.on_demand import module_name, split_stdlib, split_wheel

sys.path.insert(0, str(ROOT / "web"))
import on_demand_imports  # noqa: E402  (web/, shipped inside the standard library's zip)


def make_zip(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return out.getvalue()


def read_zip(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("json/__init__.py", "json"),
        ("json/decoder.py", "json.decoder"),
        ("fractions.py", "fractions"),
        ("numpy/fft/_pocketfft_umath.cpython-312-wasm32-emscripten.so", "numpy.fft._pocketfft_umath"),  # noqa: E501
        ("numpy/__init__.pyi", None),
        ("numpy/_core/include/numpy/ndarraytypes.h", None),
        ("site-packages/README.txt", None),
    ],
)
def test_module_names(path: str, name: str | None) -> None:
    assert module_name(path) == name


STDLIB = {
    "json/__init__.py": b"import json.decoder\n",
    "json/decoder.py": b"X = 1\n",
    "json/tool.py": b"TOOL = 1\n",
    "fractions.py": b"F = 1\n",
    "bigpkg/__init__.py": b"",
    "bigpkg/mod.py": bytes(range(256)) * 400,  # incompressible: a part of its own
    "json/NOTES.txt": b"kept\n",
    "site-packages/README.txt": b"deferred\n",
}


def test_the_standard_library_keeps_what_was_imported_as_bytecode_parts_hold_the_rest() -> None:
    compiled = {"json/__init__.py": b"PYC1", "json/decoder.py": b"PYC2"}
    numpy_part = on_demand.Part("on-demand/numpy.zip", b"", "/site", ("numpy.fft",))
    split = split_stdlib(make_zip(STDLIB), compiled, b"FINDER", [numpy_part])
    kept = read_zip(split.kept)
    assert kept["json/__init__.pyc"] == b"PYC1" and kept["json/decoder.pyc"] == b"PYC2"
    assert "json/__init__.py" not in kept and "json/tool.py" not in kept
    assert kept["json/NOTES.txt"] == b"kept\n"  # data of a unit in use stays
    assert kept[f"{on_demand.FINDER_MODULE}.pyc"] == b"FINDER"

    by_file = {part.file: part for part in split.parts}
    assert sorted(by_file) == ["on-demand/stdlib-bigpkg.zip", "on-demand/stdlib.zip"]
    rest = by_file["on-demand/stdlib.zip"]
    assert read_zip(rest.data) == {
        "fractions.py": b"F = 1\n",
        "json/tool.py": b"TOOL = 1\n",
        "site-packages/README.txt": b"deferred\n",  # data of a unit no first run imports
    }
    assert rest.modules == ("fractions", "json.tool") and rest.target == "/lib/python3.12"
    assert by_file["on-demand/stdlib-bigpkg.zip"].modules == ("bigpkg", "bigpkg.mod")
    # Every file of the stock archive is in exactly one output, as it was or as its bytecode.
    outputs = [kept, *(read_zip(part.data) for part in split.parts)]
    names = [name.removesuffix("c") for files in outputs for name in files]
    assert sorted(n for n in names if n in STDLIB) == sorted(STDLIB)
    listing = json.loads(kept[on_demand.PARTS_FILE])
    assert [item["file"] for item in listing] == [
        *(part.file for part in split.parts),
        "on-demand/numpy.zip",
    ]
    assert listing[-1]["modules"] == ["numpy.fft"]


def test_the_wheel_keeps_its_metadata_and_what_was_imported() -> None:
    so = ".cpython-312-wasm32-emscripten.so"
    wheel = {
        "numpy-2.0.2.dist-info/METADATA": b"Name: numpy\n",
        "numpy-2.0.2.dist-info/RECORD": b"...\n",
        "numpy/__init__.py": b"",
        "numpy/__init__.pyi": b"stub",
        "numpy/_core/__init__.py": b"",
        f"numpy/_core/_multiarray_umath{so}": b"\0asm",
        "numpy/_core/include/numpy/ndarraytypes.h": b"/* C */",
        "numpy/_core/records.py": b"",
        "numpy/random/__init__.py": b"",
        f"numpy/random/_generator{so}": bytes(range(256)) * 400,
        "numpy/random/LICENSE.md": b"license",
        "numpy/matlib.py": b"",
    }
    used = ["numpy/__init__.py", "numpy/_core/__init__.py", f"numpy/_core/_multiarray_umath{so}"]
    split = split_wheel(make_zip(wheel), used)
    assert sorted(read_zip(split.kept)) == sorted(
        [*used, "numpy-2.0.2.dist-info/METADATA", "numpy-2.0.2.dist-info/RECORD"]
    )
    by_file = {part.file: part for part in split.parts}
    assert sorted(by_file) == ["on-demand/numpy-random.zip", "on-demand/numpy.zip"]
    random = by_file["on-demand/numpy-random.zip"]
    assert random.modules == ("numpy.random", "numpy.random._generator")
    assert "numpy/random/LICENSE.md" in read_zip(random.data)  # data goes with its package
    rest = read_zip(by_file["on-demand/numpy.zip"].data)
    # Stubs and headers, even of packages in use; modules a first run never imported.
    assert sorted(rest) == [
        "numpy/__init__.pyi",
        "numpy/_core/include/numpy/ndarraytypes.h",
        "numpy/_core/records.py",
        "numpy/matlib.py",
    ]
    assert {p.target for p in split.parts} == {on_demand.SITE_PACKAGES}


# --- the finder, in CPython -------------------------------------------------------------------


@pytest.fixture
def clean_imports() -> Iterator[None]:
    """Put sys.meta_path, sys.path and sys.modules back as they were."""
    meta_path, path, modules = list(sys.meta_path), list(sys.path), dict(sys.modules)
    yield
    sys.meta_path[:] = meta_path
    sys.path[:] = path
    for name in set(sys.modules) - set(modules):
        del sys.modules[name]
    importlib.invalidate_caches()


def install_parts(tmp_path: Path, parts: dict[str, dict[str, bytes]], shipped: Path) -> Any:
    """Serve `parts` ({file: {path: bytes}}) from a dict; shipped modules in `shipped`."""
    sys.path.insert(0, str(shipped))
    target = str(tmp_path / "unpacked")
    sys.path.append(target)  # as /lib/python3.12 is, after the zip
    served = {f"https://site/pyodide/{name}": make_zip(files) for name, files in parts.items()}
    asked: list[str] = []

    def fetch(url: str) -> bytes:
        asked.append(url)
        if url not in served:
            raise OSError("HTTP 404")
        return served[url]

    listing = [
        on_demand_imports.Part(name, target, frozenset(filter(None, map(module_name, files))))
        for name, files in parts.items()
    ]
    finder = on_demand_imports.install("https://site/pyodide/", listing, fetch)
    return finder, asked


def test_a_missed_import_fetches_its_part_once_and_goes_on(
    tmp_path: Path, clean_imports: None
) -> None:
    shipped = tmp_path / "shipped"
    (shipped / "odpkg").mkdir(parents=True)
    (shipped / "odpkg" / "__init__.py").write_text("SHIPPED = True\n")
    parts = {
        "on-demand/stdlib.zip": {
            "odfrac.py": b"import odpkg.extra\nVALUE = odpkg.extra.X + 1\n",
            "odpkg/extra.py": b"X = 41\n",  # a module of a package the first run shipped
        },
        "on-demand/other.zip": {"odother.py": b"Y = 2\n"},
    }
    finder, asked = install_parts(tmp_path, parts, shipped)
    assert sys.meta_path.index(finder) == sys.meta_path.index(importlib.machinery.PathFinder) + 1

    module = importlib.import_module("odfrac")
    assert module.VALUE == 42
    assert asked == ["https://site/pyodide/on-demand/stdlib.zip"]  # one part, fetched once
    assert finder.fetched == [("on-demand/stdlib.zip", "odfrac")]

    with pytest.raises(ModuleNotFoundError) as missing:
        importlib.import_module("odnowhere")
    assert "odnowhere" in str(missing.value)
    assert len(asked) == 1  # a name no part holds asks for nothing


def test_a_package_imported_after_its_part_was_unpacked_finds_its_other_modules(
    tmp_path: Path, clean_imports: None
) -> None:
    shipped = tmp_path / "shipped"
    (shipped / "odlate").mkdir(parents=True)
    (shipped / "odlate" / "__init__.py").write_text("")
    parts = {"on-demand/stdlib.zip": {"odfirst.py": b"", "odlate/sub.py": b"Z = 3\n"}}
    finder, asked = install_parts(tmp_path, parts, shipped)
    importlib.import_module("odfirst")  # unpacks the part; odlate is not imported yet
    assert importlib.import_module("odlate.sub").Z == 3
    assert len(asked) == 1


def test_a_part_that_cannot_be_fetched_says_which_module_and_why(
    tmp_path: Path, clean_imports: None
) -> None:
    finder, asked = install_parts(tmp_path, {}, tmp_path / "shipped")
    part = on_demand_imports.Part("on-demand/gone.zip", str(tmp_path), frozenset({"odgone"}))
    finder.part_of["odgone"] = part
    with pytest.raises(ModuleNotFoundError) as failed:
        importlib.import_module("odgone")
    message = str(failed.value)
    assert "No module named 'odgone' yet" in message and "HTTP 404" in message
    assert "https://site/pyodide/on-demand/gone.zip" in message
    assert finder.fetched == [] and "on-demand/gone.zip" not in finder.unpacked  # tried again


def test_installing_twice_leaves_one_finder(tmp_path: Path, clean_imports: None) -> None:
    install_parts(tmp_path, {}, tmp_path / "shipped")
    install_parts(tmp_path, {}, tmp_path / "shipped")
    kinds = [type(f).__name__ for f in sys.meta_path]
    assert kinds.count("OnDemandFinder") == 1


def test_the_worker_is_told_while_a_part_downloads_even_when_it_fails(
    tmp_path: Path, clean_imports: None
) -> None:
    told: list[bool] = []
    finder, asked = install_parts(tmp_path, {"on-demand/a.zip": {"odtold.py": b""}}, tmp_path)
    finder.on_download = told.append
    finder.part_of["odtoldgone"] = on_demand_imports.Part("on-demand/gone.zip", "", frozenset())
    importlib.import_module("odtold")
    assert told == [True, False]
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("odtoldgone")
    assert told == [True, False, True, False]  # the page's time limit runs again either way

"""What a first run needs of Pyodide's archives, and the rest as parts fetched on demand.

A first run downloads Pyodide's standard library and numpy's wheel whole, though it imports
155 of the standard library's ~550 modules and numpy without `random`, `fft`, `f2py`, ...
(docs/benchmarks.md, "First run on a phone's connection"). Given what the site's own Pyodide
imported during a first run of every exercise (sitebuild/bytecode.py), this module cuts each
archive in two:

* what a first run imports stays where it was: the standard library's modules in its zip (as
  the bytecode the build compiled), numpy's in its wheel;
* everything else goes into "parts": zips next to Pyodide, under on-demand/, that
  web/on_demand_imports.py fetches and unpacks the moment something imports a module of theirs.

A tree's files are grouped by their first folder or module below the tree ("units"): a unit of
at least OWN_PART_MIN bytes (compressed) is a part of its own, so that `numpy.random` does not
bring `numpy.f2py` along; the smaller ones share one part per tree. Files Python never reads at
run time (stubs, C headers, static libraries) go with the parts even from packages a first run
uses. Nothing is left out: every file of the stock archives is in exactly one of the outputs.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

__all__ = [
    "BUILD_ONLY",
    "FINDER_MODULE",
    "OWN_PART_MIN",
    "PARTS_DIR",
    "PARTS_FILE",
    "Part",
    "Split",
    "module_name",
    "split_stdlib",
    "split_wheel",
]

PARTS_DIR = "on-demand"  # under pyodide/
STDLIB_TARGET = "/lib/python3.12"  # on sys.path after the zip, so unpacked modules are found
SITE_PACKAGES = "/lib/python3.12/site-packages"  # where Pyodide installs a wheel
OWN_PART_MIN = 64 * 1024  # compressed bytes: a unit this big is fetched on its own
FINDER_MODULE = "_practice_on_demand_imports"  # web/on_demand_imports.py, in the stdlib zip
PARTS_FILE = "_practice_on_demand.json"  # its list of parts (web/on_demand_imports.py)
# Read by compilers and type checkers, never by Python at run time.
BUILD_ONLY = (".pyi", ".h", ".c", ".pxd", ".pyx", ".a", ".pc")
MODULE_SUFFIXES = (".py", ".pyc", ".so")
DATE = (1980, 1, 1, 0, 0, 0)  # entries the build adds: a fixed date, the same bytes each build


class Part(NamedTuple):
    """A part: its file under pyodide/, its zip's bytes, where it unpacks, its modules."""

    file: str
    data: bytes
    target: str
    modules: tuple[str, ...]

    def listing(self) -> dict[str, object]:
        """What web/on_demand_imports.py reads about it."""
        return {"file": self.file, "target": self.target, "modules": list(self.modules)}


class Split(NamedTuple):
    """One archive cut in two: what a first run needs, and the parts."""

    kept: bytes
    parts: list[Part]


def module_name(path: str) -> str | None:
    """The dotted module name a file of an archive is imported as, or None for data.

    "json/__init__.py" -> "json"; "numpy/fft/_pocketfft_umath.cpython-312-wasm32-emscripten.so"
    -> "numpy.fft._pocketfft_umath"; "numpy/__init__.pyi" -> None."""
    folder, _, file = path.rpartition("/")
    if not file.endswith(MODULE_SUFFIXES):
        return None
    stem = file.split(".", 1)[0]
    parts = folder.split("/") if folder else []
    if stem != "__init__":
        parts.append(stem)
    return ".".join(parts) or None


def unit_of(path: str, depth: int) -> str:
    """The file's unit: its path's first `depth + 1` components, a module's without suffix."""
    head = path.split("/")[: depth + 1]
    return "/".join(head).split(".", 1)[0]


def defer(path: str, used: set[str], used_units: set[str], depth: int) -> bool:
    """Whether the file goes to a part: a module not imported, a build-only file, or any file
    of a unit none of whose modules was imported."""
    if path.endswith("/"):
        return unit_of(path.rstrip("/"), depth) not in used_units
    if path.endswith(BUILD_ONLY):
        return True
    if module_name(path) is not None:
        return path not in used
    return unit_of(path, depth) not in used_units


def make_parts(
    deferred: Mapping[str, zipfile.ZipInfo],
    read: Callable[[zipfile.ZipInfo], bytes],
    prefix: str,
    target: str,
    depth: int,
) -> list[Part]:
    """Group the deferred files into parts (OWN_PART_MIN), each a zip named after `prefix`."""
    units: dict[str, list[str]] = {}
    for path in deferred:
        units.setdefault(unit_of(path.rstrip("/"), depth), []).append(path)
    size = {unit: sum(deferred[p].compress_size for p in paths) for unit, paths in units.items()}
    groups: dict[str, list[str]] = {}
    for unit, paths in sorted(units.items()):
        name = unit.rsplit("/", 1)[-1] if size[unit] >= OWN_PART_MIN else ""
        groups.setdefault(name, []).extend(paths)
    parts = []
    for name, paths in sorted(groups.items()):
        file = f"{PARTS_DIR}/{prefix}-{name}.zip" if name else f"{PARTS_DIR}/{prefix}.zip"
        infos = [deferred[p] for p in sorted(paths)]
        modules = sorted({m for p in paths if (m := module_name(p))})
        parts.append(Part(file, write_zip((i, read(i)) for i in infos), target, tuple(modules)))
    return parts


def write_zip(entries: Iterable[tuple[zipfile.ZipInfo, bytes]], stored: bool = False) -> bytes:
    """A zip of the entries, each with its own name and date (same input, same bytes): deflated,
    or `stored` uncompressed, for a host that sends the whole file compressed (brotli then
    finds what repeats across entries, which deflating each entry on its own hides)."""
    out = io.BytesIO()
    how = (
        {"compress_type": zipfile.ZIP_STORED}
        if stored
        else {"compress_type": zipfile.ZIP_DEFLATED, "compresslevel": 9}
    )
    with zipfile.ZipFile(out, "w") as archive:
        for info, data in entries:
            entry = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            entry.external_attr = info.external_attr
            archive.writestr(entry, data, **how)
    return out.getvalue()


def split_stdlib(
    stock: bytes,
    compiled: Mapping[str, bytes],
    finder: bytes,
    other_parts: Iterable[Part] = (),
    prefix: str = "stdlib",
    stored: bool = False,
) -> Split:
    """Pyodide's python_stdlib.zip cut in two.

    `compiled`: the `.pyc` of each module a first run imported, by its source's name in the zip
    ("json/__init__.py"); those are what the kept zip holds, as bytecode, with the finder
    (`finder`: the `.pyc` of web/on_demand_imports.py) and its list of parts: the standard
    library's and `other_parts` (numpy's). The standard library's parts unpack into a folder on
    sys.path after the zip; their modules stay sources. `stored`: the kept zip's entries
    uncompressed (write_zip); the parts are deflated either way."""
    used = set(compiled)
    with zipfile.ZipFile(io.BytesIO(stock)) as archive:
        infos = archive.infolist()
        used_units = {unit_of(p, 0) for p in used}
        deferred = {i.filename: i for i in infos if defer(i.filename, used, used_units, 0)}
        parts = make_parts(deferred, archive.read, prefix, STDLIB_TARGET, 0)
        kept: list[tuple[zipfile.ZipInfo, bytes]] = []
        for info in infos:
            if info.filename in deferred:
                continue
            if info.filename in used:
                as_bytecode = zipfile.ZipInfo(info.filename + "c", info.date_time)
                kept.append((as_bytecode, compiled[info.filename]))
            else:
                kept.append((info, archive.read(info)))
    every = [*parts, *other_parts]
    listing = json.dumps([part.listing() for part in every], separators=(",", ":")).encode()
    kept.append((zipfile.ZipInfo(f"{FINDER_MODULE}.pyc", DATE), finder))
    kept.append((zipfile.ZipInfo(PARTS_FILE, DATE), listing))
    return Split(write_zip(kept, stored), parts)


def split_wheel(
    wheel: bytes, used: Iterable[str], prefix: str = "numpy", stored: bool = False
) -> Split:
    """A wheel cut in two: its metadata and the files a first run imported (paths in the
    wheel, "numpy/__init__.py") stay; the parts unpack into site-packages. `stored`: as
    split_stdlib's."""
    used = set(used)
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        infos = archive.infolist()
        used_units = {unit_of(p, 1) for p in used}
        deferred = {
            i.filename: i
            for i in infos
            if ".dist-info/" not in i.filename and defer(i.filename, used, used_units, 1)
        }
        parts = make_parts(deferred, archive.read, prefix, SITE_PACKAGES, 1)
        kept = write_zip(
            ((i, archive.read(i)) for i in infos if i.filename not in deferred), stored
        )
    return Split(kept, parts)

"""Modules a first run does not import, fetched the moment something imports them.

Runs inside Pyodide in the learner's browser: web/worker.js calls `install` once Python is
loaded. The site ships only the modules a first run imports, of Python's standard library and
of numpy (sitebuild/on_demand.py). Every other file of theirs is in a few zip archives next to
Pyodide, the "parts", listed in PARTS_FILE, which the build puts next to this module in the
standard library's archive. When an import finds nothing, this finder looks the name up in the
parts; if one holds it, the part is fetched (a synchronous request: an import cannot wait for a
promise, and a worker may make one), unpacked where its files belong, and the import goes on as
if the files had always been there. A name no part holds is not found, as before, and costs no
request. Offline, the service worker answers from its cache (sw.js stores the parts a few
seconds after Python is first loaded).

Plain Python with nothing of Pyodide's but the default fetch, so the tests run it in CPython.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import io
import json
import os
import sys
import zipfile
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

__all__ = ["PARTS_FILE", "OnDemandFinder", "Part", "fetch_sync", "install", "read_parts"]

PARTS_FILE = "_practice_on_demand.json"  # next to this module, written by the build

Fetch = Callable[[str], bytes]


class Part(NamedTuple):
    """One archive of files a first run does not need."""

    file: str  # its path relative to Pyodide's folder, e.g. "on-demand/stdlib.zip"
    target: str  # the folder its files unpack into, e.g. "/lib/python3.12"
    modules: frozenset[str]  # the dotted names of the modules in it


def fetch_sync(url: str) -> bytes:
    """The body of `url`, fetched with a synchronous XMLHttpRequest (a worker may)."""
    from js import XMLHttpRequest  # Pyodide's bridge to the worker's globals

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send()
    if request.status != 200:
        raise OSError(f"HTTP {request.status}")
    return bytes(request.response.to_bytes())


class OnDemandFinder:
    """A meta path finder, after the ones that look at sys.path: it runs only on a miss."""

    def __init__(
        self,
        base_url: str,
        parts: Iterable[Part],
        fetch: Fetch = fetch_sync,
        on_download: Callable[[bool], object] | None = None,
    ) -> None:
        self.base_url = base_url
        self.part_of = {name: part for part in parts for name in part.modules}
        self.fetch = fetch
        self.on_download = on_download  # told True before a part is fetched, False after
        self.fetched: list[tuple[str, str]] = []  # (part file, the import that needed it)
        self.unpacked: set[str] = set()
        # The learner's code runs in this interpreter and may patch these modules; the finder
        # keeps the functions it found at install.
        self._zipfile = zipfile.ZipFile
        self._path_finder = importlib.machinery.PathFinder.find_spec
        self._isdir = os.path.isdir

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        """The module's spec once its part is unpacked; None for a name no part holds."""
        part = self.part_of.get(fullname)
        if part is None:
            return None
        if part.file not in self.unpacked:
            self.unpack(part, fullname)
        parent = fullname.rpartition(".")[0]
        if not parent:
            return self._path_finder(fullname, None)
        package = sys.modules.get(parent)
        search = getattr(package, "__path__", None)
        if search is None:
            return None
        # The package may come from the standard library's zip, and the rest of its modules
        # from this part's folder: its __path__ gets that folder too.
        folder = os.path.join(part.target, *parent.split("."))
        if self._isdir(folder) and folder not in search:
            search.append(folder)
        return self._path_finder(fullname, search)

    def unpack(self, part: Part, needed_by: str) -> None:
        """Fetch `part` and unpack it; a failure is a ModuleNotFoundError that says why."""
        url = self.base_url + part.file
        try:
            if self.on_download:
                self.on_download(True)
            try:
                data = self.fetch(url)
            finally:
                if self.on_download:
                    self.on_download(False)
            with self._zipfile(io.BytesIO(data)) as archive:
                archive.extractall(part.target)
        except Exception as exc:  # offline, a server error, a broken download
            raise ModuleNotFoundError(
                f"No module named {needed_by!r} yet: it is downloaded the first time it is "
                f"imported ({url}), and that failed ({exc}). Check the connection and run "
                "again; once downloaded it also works offline.",
                name=needed_by,
            ) from None
        self.unpacked.add(part.file)
        self.fetched.append((part.file, needed_by))
        importlib.invalidate_caches()  # the folders' listings changed

    def invalidate_caches(self) -> None:
        """Nothing cached here (importlib.invalidate_caches calls this on every finder)."""


def read_parts(text: str) -> list[Part]:
    """The parts from PARTS_FILE's JSON: [{"file", "target", "modules": [...]}, ...]."""
    return [
        Part(item["file"], item["target"], frozenset(item["modules"])) for item in json.loads(text)
    ]


def install(
    base_url: str,
    parts: Iterable[Part] | None = None,
    fetch: Fetch = fetch_sync,
    on_download: Callable[[bool], object] | None = None,
) -> Any:
    """Put an OnDemandFinder on sys.meta_path, right after PathFinder; returns it.

    `base_url`: Pyodide's folder (ends in /); `parts`: by default read from PARTS_FILE next to
    this module; `on_download`: told True before a part is fetched and False after (the worker
    pauses the run's time limit meanwhile)."""
    if parts is None:
        loader = __spec__.loader  # the standard library's zipimporter
        here = os.path.dirname(__spec__.origin or "")
        parts = read_parts(loader.get_data(os.path.join(here, PARTS_FILE)).decode("utf-8"))
    finder = OnDemandFinder(base_url, parts, fetch, on_download)
    meta_path = sys.meta_path
    for old in [f for f in meta_path if type(f).__name__ == OnDemandFinder.__name__]:
        meta_path.remove(old)  # installed twice: the newer one answers
    after = next(
        (i + 1 for i, f in enumerate(meta_path) if f is importlib.machinery.PathFinder),
        len(meta_path),
    )
    meta_path.insert(after, finder)
    return finder

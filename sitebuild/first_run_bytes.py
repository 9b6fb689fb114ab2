"""What an exercise page's first run downloads, weighed at build time against its budget.

The first run is everything the worker fetches between a click on Run and the result: the
worker's scripts, Pyodide's files (sitebuild/offline.py `first_run_files`: the core, the
standard library as the build ships it, the lock, numpy's wheel) and the exercise's runtime
files (harness, check module, data). On a phone's connection those bytes are most of the wait
(docs/benchmarks.md, "First run on a phone's connection"), so the build states them and
refuses to publish a site whose first run grew past BUDGET: the budget holds as long as nothing
is added unnoticed.

Sizes are those a static host sends: gzip at level 6 (what most servers use on the fly) and
brotli at its default quality 11 (what a host serves from precompressed files). Brotli's
quality 11 is slow (about 30 s for the 10 MB WebAssembly here), so each file's sizes are kept
in .cache/sizes/ under the digest of its bytes, and those of Pyodide's own pinned files, which
never change, are written down below (PINNED): a fresh clone's first build does not pay them.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

import brotli

from sitebuild.offline import first_run_files
from sitebuild.pyodide_assets import DEFAULT_CACHE

__all__ = ["BUDGET", "Weight", "over_budget", "weigh_first_run", "worker_scripts"]

# Bytes, decimal megabytes: a first run downloads at most 7.0 MB gzip-equivalent, 6.0 MB brotli.
BUDGET = {"gzip": 7_000_000, "brotli": 6_000_000}
WORKER = "assets/worker.js"
IMPORT = re.compile(r"""(?:^|[;\s])(?:import|export)\b[^'"]*?from\s*["'](\.[^"']+)["']""")


class Weight(NamedTuple):
    """The first run's bytes by encoding, and per file (site-relative path -> gzip bytes)."""

    gzip: int
    brotli: int
    files: dict[str, int]
    pyodide_counted: bool  # False when Pyodide comes from elsewhere (build.py --pyodide-url)

    def describe(self) -> str:
        """One line for the build's output."""
        if not self.pyodide_counted:
            return f"first run: {kb(self.gzip)} gzip without Pyodide (loaded from a URL)"
        return (
            f"first run: {mb(self.gzip)} gzip (budget {mb(BUDGET['gzip'])}), "
            f"{mb(self.brotli)} brotli (budget {mb(BUDGET['brotli'])})"
        )


def kb(n: int) -> str:
    return f"{n / 1024:,.1f} KB"


def mb(n: int) -> str:
    return f"{n / 1_000_000:.2f} MB"


def worker_scripts(assets: Path) -> list[str]:
    """assets/worker.js and the modules it imports, transitively (site-relative paths)."""
    seen: list[str] = []
    pending = [assets / Path(WORKER).name]
    while pending:
        path = pending.pop()
        name = f"assets/{path.name}"
        if name in seen or not path.is_file():
            continue
        seen.append(name)
        text = path.read_text(encoding="utf-8")
        pending += [(path.parent / found).resolve() for found in IMPORT.findall(text)]
    return seen


# (gzip level 6, brotli quality 11) bytes of Pyodide 0.27.7's own files, by the sha256 of their
# bytes as the npm package ships them (sitebuild/pyodide_assets.py verifies the package): measured
# once; tests/test_first_run_bytes.py checks each digest and gzip size against the vendored files.
PINNED = {
    # pyodide.asm.wasm
    "a50dd1843f805a0b7c45b61037ee0d7b26dfe85efe0e18ef95a34ad24e401f5f": (3_158_299, 2_269_265),
    # pyodide.asm.js
    "6b4c90de5b7172873f04f21884d0e9d2274e305fe32116558fe3e4fbe3618d51": (235_936, 196_206),
    # pyodide.mjs
    "04c052c815abb0bf2981fa38c2dfa58e3120ee5288c956df2b2a15e301782c5f": (5_667, 5_128),
}


def sizes(data: bytes, cache: Path) -> tuple[int, int]:
    """(gzip level 6, brotli quality 11) bytes of `data`, remembered under its digest."""
    digest = hashlib.sha256(data).hexdigest()
    if digest in PINNED:
        return PINNED[digest]
    path = cache / "sizes" / f"{digest}.json"
    if path.is_file():
        known = json.loads(path.read_text(encoding="utf-8"))
        return int(known["gzip"]), int(known["brotli"])
    found = len(gzip.compress(data, compresslevel=6)), len(brotli.compress(data, quality=11))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"gzip": found[0], "brotli": found[1]}), encoding="utf-8")
    return found


def weigh_first_run(
    site: Path, runtime_files: Iterable[Sequence[str]], cache: Path = DEFAULT_CACHE
) -> Weight:
    """The heaviest first run of the site's exercise pages; `runtime_files`: each exercise's
    list of site-relative runtime files (practice.exercises.runtime_files)."""
    pyodide = [f"pyodide/{name}" for name in first_run_files(site / "pyodide")]
    common = [*worker_scripts(site / "assets"), *pyodide]
    heaviest: Weight | None = None
    for files in runtime_files:
        per_file = {name: sizes((site / name).read_bytes(), cache) for name in [*common, *files]}
        weight = Weight(
            sum(g for g, _ in per_file.values()),
            sum(b for _, b in per_file.values()),
            {name: g for name, (g, _) in per_file.items()},
            bool(pyodide),
        )
        if heaviest is None or weight.gzip > heaviest.gzip:
            heaviest = weight
    return heaviest or Weight(0, 0, {}, bool(pyodide))


def over_budget(weight: Weight) -> str:
    """Why the weight is over the budget, naming the biggest files; "" when it is not."""
    if not weight.pyodide_counted:
        return ""
    over = [
        f"{mb(value)} {name}, over its budget of {mb(BUDGET[name])}"
        for name, value in (("gzip", weight.gzip), ("brotli", weight.brotli))
        if value > BUDGET[name]
    ]
    if not over:
        return ""
    biggest = sorted(weight.files.items(), key=lambda item: -item[1])[:4]
    files = ", ".join(f"{name} {kb(size)}" for name, size in biggest)
    return (
        f"the first run downloads {'; '.join(over)} (the biggest files, gzip: {files}). "
        "Ship less before the first result (sitebuild/on_demand.py), or raise the budget in "
        "sitebuild/first_run_bytes.py with the reason"
    )

"""Runs inside Pyodide, under Node, at build time (started by sitebuild/bytecode.py).

`main` does what a learner's first run does — Python's start-up, the harness, numpy, each
exercise's examples on its starter and checks on its reference, each walkthrough script's
imports — and then compiles every module of the standard library imported so far to bytecode,
and says which files of numpy it imported: that is what the site ships (sitebuild/on_demand.py
cuts the rest into parts fetched on demand). Pyodide 0.27.7 ships the standard library as `.py`
sources, so every page load compiled those ~150 modules again: about 1 s of a cold first run
(docs/benchmarks.md). `verify` runs the same first runs on the archives as the site ships them.

Only this interpreter may compile: a `.pyc` is tied to the exact Python version (3.12 here).
"""

# Imported before the snapshot of what a run needs, so only modules the harness imports too.
import json
import sys
from pathlib import Path


def main(job_text: str) -> str:
    """Do the job (sitebuild/bytecode.py writes it); returns a JSON summary.

    The archive at job["out"] holds, under each imported module's name in the standard
    library's zip ("json/__init__.py"), its bytecode, and under each name of job["extra"] the
    bytecode of that file; the summary names the files of site-packages a first run imported,
    and gives the key material of the runs that ask for it."""
    job = json.loads(job_text)
    unlocks = first_run(job)
    for path in job.get("extra", {}).values():
        import_script(path)  # the finder: what it imports must be shipped too
    archive = stdlib_archive()
    used = imported_from(archive)
    compiled = write_compiled(archive, used, job.get("extra", {}), job["out"])
    site_packages = imported_from(site_packages_folder())
    summary = {
        "archive": archive,
        "compiled": compiled,
        "site_packages": sorted(site_packages),
        "unlocks": unlocks,  # read from Node's stdout by sitebuild/bytecode.py, never stored
    }
    return json.dumps(summary)


def first_run(job: dict) -> dict[str, dict]:
    """What first runs import: each exercise's runs, then each walkthrough script's imports.
    Returns the key material of each run that asks for it ("unlock_digest"), by its number."""
    sys.path.insert(0, f"{job['root']}/py")
    from practice.runner import run

    unlocks = {}
    for number, item in enumerate(job["runs"]):
        source = Path(item["source"]).read_text(encoding="utf-8")
        result = run(job["root"], item["slug"], source, item["mode"])
        problem = run_problem(item, result)
        if problem:
            raise RuntimeError(f"{item['slug']}: {item['what']} {problem}")
        if item.get("unlock_digest"):
            unlocks[str(number)] = {key: result.get(key) for key in ("unlock", "unlock_error")}
    for script in job["scripts"]:
        import_script(script)
    return unlocks


def run_problem(item: dict, result: dict) -> str:
    """How a first run's result departs from what the build saw in CPython, or "": the status
    it expects, and every example printed exactly (an examples run expected to pass). The key
    material is compared in CPython (sitebuild/bytecode.py), from the summary."""
    expected = item.get("expect")
    if expected and result["status"] != expected:
        return (
            f"gave {result['status']!r} under Pyodide, not {expected!r}: "
            f"{result.get('message', '')}"
        )
    if item["mode"] == "examples" and expected == "passed":
        for number, example in enumerate(result.get("examples", []), 1):
            if example.get("status") != "match":
                return (
                    f"under Pyodide: example {number} ({example.get('call')}) prints "
                    f"{example.get('got')!r}, CPython printed {example.get('expected')!r}"
                )
    return ""


# Imports a learner may write, most of them outside what the site ships: verify() imports each
# (from the parts, or shipped) and uses it a little; one that fails stops the build.
PROBES = {
    "fractions": "str(fractions.Fraction(1, 3) + fractions.Fraction(1, 6))",
    "statistics": "str(statistics.median([3, 1, 2]))",
    "decimal": "str(decimal.Decimal('0.1') + decimal.Decimal('0.2'))",
    "heapq": "str(heapq.nsmallest(2, [3, 1, 2]))",
    "dataclasses": "str(dataclasses.fields(dataclasses.make_dataclass('P', ['x'])))",
    "json": "json.dumps({'a': 1})",
    "pprint": "pprint.pformat({'a': 1})",
    "difflib": "''.join(difflib.ndiff(['a'], ['b']))",
    "unittest": "str(unittest.TestCase)",
    "numpy.random": "str(numpy.random.default_rng(0).integers(10, size=3))",
    "numpy.fft": "str(numpy.fft.fft([1.0, 0.0]))",
    "numpy.polynomial": "str(numpy.polynomial.Polynomial([1, 2])(2))",
    "numpy.ma": "str(numpy.ma.masked_array([1, 2], mask=[0, 1]).sum())",
    "numpy.testing": "str(numpy.testing.assert_allclose(1.0, 1.0))",
}


def verify(job_text: str, read: object) -> str:
    """With the archives the site ships: a first run fetches no part, and modules from the parts
    import and work. `read(url)` returns a part's bytes (a JavaScript function)."""
    job = json.loads(job_text)
    from _practice_on_demand_imports import install

    finder = install(job["base"], fetch=lambda url: bytes(read(url).to_bytes()))
    unlocks = first_run(job)
    if finder.fetched:
        part, module = finder.fetched[0]
        raise RuntimeError(
            f"a first run imported {module!r}, which the site does not ship: it would be "
            f"downloaded from {part} on every first visit"
        )
    import importlib

    tried = {}
    for name, use in PROBES.items():  # whether shipped or in a part, each must import and work
        importlib.import_module(name)
        top = name.split(".")[0]
        tried[name] = eval(use, {top: sys.modules[top]})  # our own expressions, above
    if not finder.fetched:
        raise RuntimeError(f"none of {sorted(PROBES)} came from a part: the finder is untested")
    return json.dumps({"fetched": finder.fetched, "probes": tried, "unlocks": unlocks})


def import_script(path: str) -> None:
    """Import a walkthrough script (importing one runs nothing: py/practice/scripts.py)."""
    import importlib.util

    name = Path(path).stem
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules.pop(name, None)


def stdlib_archive() -> str:
    """Where this interpreter imports its standard library from: /lib/python312.zip."""
    archive = getattr(json.__spec__.loader, "archive", None)
    if not archive:
        raise RuntimeError(f"the standard library is not imported from a zip here: {json.__file__}")
    return str(archive)


def imported_from(archive: str) -> set[str]:
    """Names inside `archive` (a zip or a folder) of the modules imported so far:
    {"json/__init__.py", ...}."""
    prefix = archive + "/"
    used = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(prefix) and origin.endswith((".py", ".so")):
            used.add(origin[len(prefix) :])
    return used


def site_packages_folder() -> str:
    """Where Pyodide installs packages: /lib/python3.12/site-packages."""
    import numpy

    return str(Path(numpy.__file__).parent.parent)


def write_compiled(archive: str, used: set[str], extra: dict, out: str) -> int:
    """Write `out`: the bytecode of each name in `used` (a module of `archive`) and of each
    file in `extra` ({name in the archive: path}), stored under those names; returns how many."""
    import zipfile

    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(out, "w") as target:
        for name in sorted(used):
            code = to_bytecode(source.read(name), f"{archive}/{name}")
            target.writestr(name, code, compress_type=zipfile.ZIP_DEFLATED)
        for name, path in sorted(extra.items()):
            code = to_bytecode(Path(path).read_bytes(), f"{archive}/{name}")
            target.writestr(name, code, compress_type=zipfile.ZIP_DEFLATED)
    return len(used) + len(extra)


def to_bytecode(source: bytes, filename: str) -> bytes:
    """The `.pyc` of `source`, its tracebacks naming `filename`, as CPython would write it.

    Unchecked hash-based (PEP 552): no timestamp in it, and nothing to check it against, as
    the archive holds no source for it."""
    import py_compile

    work = Path("/tmp/practice-bytecode")
    work.mkdir(exist_ok=True)
    (work / "module.py").write_bytes(source)
    py_compile.compile(
        str(work / "module.py"),
        cfile=str(work / "module.pyc"),
        dfile=filename,
        doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    return (work / "module.pyc").read_bytes()

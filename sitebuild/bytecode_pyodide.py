"""Runs inside Pyodide, under Node, at build time (started by sitebuild/bytecode.py).

It does what a learner's first run does — Python's start-up, the harness, numpy, each
exercise's examples on its starter and checks on its reference, each walkthrough script's
imports — then writes a copy of Pyodide's standard library zip in which every module imported
so far is bytecode (`.pyc`, no source) and every other file is as it was. Pyodide 0.27.7 ships
the standard library as `.py` sources, so every page load compiled those ~150 modules again:
about 1 s of a cold first run (docs/benchmarks.md). `loadPyodide({stdLibURL})` takes the copy.

Only this interpreter may compile: a `.pyc` is tied to the exact Python version (3.12 here).
"""

# Imported before the snapshot of what a run needs, so only modules the harness imports too.
import json
import sys
from pathlib import Path


def main(job_text: str) -> str:
    """Do the job (sitebuild/bytecode.py writes it); returns a JSON summary."""
    job = json.loads(job_text)
    sys.path.insert(0, f"{job['root']}/py")
    from practice.runner import run

    for item in job["runs"]:
        source = Path(item["source"]).read_text(encoding="utf-8")
        result = run(job["root"], item["slug"], source, item["mode"])
        expected = item.get("expect")
        if expected and result["status"] != expected:
            raise RuntimeError(
                f"{item['slug']}: {item['what']} gave {result['status']!r} under Pyodide, "
                f"not {expected!r}: {result.get('message', '')}"
            )
    for script in job["scripts"]:
        import_script(script)

    archive = stdlib_archive()
    used = imported_from(archive)
    compiled = write_compiled(archive, used, job["out"])
    return json.dumps({"archive": archive, "compiled": compiled})


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
    """Names inside `archive` of the modules imported so far: {"json/__init__.py", ...}."""
    prefix = archive + "/"
    used = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(prefix) and origin.endswith(".py"):
            used.add(origin[len(prefix) :])
    return used


def write_compiled(archive: str, used: set[str], out: str) -> int:
    """Copy `archive` to `out`, each name in `used` as bytecode; returns how many."""
    import zipfile

    compiled = 0
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            name = info.filename
            if name in used:
                data = to_bytecode(data, f"{archive}/{name}")
                name += "c"
                compiled += 1
            # The same date as the source entry: the same inputs give the same zip.
            entry = zipfile.ZipInfo(name, date_time=info.date_time)
            entry.external_attr = info.external_attr
            target.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=6)
    return compiled


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

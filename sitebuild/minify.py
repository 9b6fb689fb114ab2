"""The site's own scripts and styles, minified in place by the esbuild the editor bundle uses.

Each file stays a file of its own (no bundling): pages import one another by name, and a module
only one path needs (unlock.js) is still fetched only then. Minifying keeps the exercise page's
shell within its gzip budget (docs/benchmarks.md; tests/browser/test_every_exercise.py measures
it). The one exception is the Python worker: `bundle_worker` inlines what it imports, because a
worker's imports are asked for only once its own script has arrived, one round trip more
before Pyodide's downloads can begin (the page has protocol.js already, yet a host that makes
every request revalidate still answers it a round trip later).
"""

from __future__ import annotations

import ast
from pathlib import Path

from sitebuild.editor_bundle import run_esbuild

__all__ = ["KEPT_AS_WRITTEN", "WORKER", "bundle_worker", "minify_assets", "strip_python"]

KEPT_AS_WRITTEN = {
    "editor.js": "esbuild bundled and minified it already",
    "merge.js": "bundled with editor.js, as editor.js is",
    "worker.js": "bundled by bundle_worker, not minified: bench/stages.py instruments its text",
}
WORKER = "worker.js"


def bundle_worker(assets: Path) -> None:
    """assets/worker.js with the modules it imports inlined (not minified; comments go)."""
    run_esbuild(
        [
            WORKER,
            "--bundle",
            "--format=esm",
            "--log-level=warning",
            "--allow-overwrite",
            f"--outfile={(assets / WORKER).resolve()}",
        ],
        cwd=assets,
    )


def minify_assets(assets: Path) -> list[str]:
    """Minify every .js and .css in `assets` but KEPT_AS_WRITTEN; returns the names."""
    files = [
        p
        for p in sorted([*assets.glob("*.js"), *assets.glob("*.css")])
        if p.name not in KEPT_AS_WRITTEN
    ]
    if not files:
        return []
    run_esbuild(
        [
            *(p.name for p in files),
            "--minify",
            "--format=esm",
            "--log-level=warning",
            "--allow-overwrite",
            f"--outdir={assets.resolve()}",
        ],
        cwd=assets,
    )
    return [p.name for p in files]


def strip_python(source: str) -> str:
    """The harness's source as the browser gets it: the same code without its comments and
    docstrings (a first run downloads it before the learner's first result; the docstrings
    are for the repository's readers). Check modules are left whole: a check written in code
    takes its sentence from its docstring."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                node.body = body[1:] or [ast.Pass()]
    return ast.unparse(tree) + "\n"

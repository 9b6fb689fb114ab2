"""The site's own scripts and styles, minified in place by the esbuild the editor bundle uses.

Each file stays a file of its own (no bundling): pages and the worker import one another by
name, and a module only one path needs (unlock.js) is still fetched only then. Minifying keeps
the exercise page's shell within its gzip budget (docs/benchmarks.md;
tests/browser/test_every_exercise.py measures it).
"""

from __future__ import annotations

import ast
from pathlib import Path

from sitebuild.editor_bundle import run_esbuild

__all__ = ["KEPT_AS_WRITTEN", "minify_assets", "strip_python"]

KEPT_AS_WRITTEN = {
    "editor.js": "esbuild bundled and minified it already",
    "merge.js": "bundled with editor.js, as editor.js is",
    "worker.js": "bench/stages.py instruments it by its text; it is not part of the page shell",
}


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

"""The site's own scripts and styles, minified in place by the esbuild the editor bundle uses.

Each file stays a file of its own (no bundling): pages and the worker import one another by
name, and a module only one path needs (unlock.js) is still fetched only then. Minifying keeps
the exercise page's shell within its gzip budget (docs/benchmarks.md;
tests/browser/test_every_exercise.py measures it).
"""

from __future__ import annotations

from pathlib import Path

from sitebuild.editor_bundle import run_esbuild

__all__ = ["KEPT_AS_WRITTEN", "minify_assets"]

KEPT_AS_WRITTEN = {
    "editor.js": "esbuild bundled and minified it already",
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

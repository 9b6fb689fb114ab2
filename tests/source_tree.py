"""A copy of what a build reads from the repository, in a scratch root, to change without
touching the real tree (a broken exercise, another time limit, a bad track...)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Everything build.build(root, ...) reads from `root`: leave one out and the build's link check
# finds the pages it would have made missing.
SOURCES = ("exercises", "checks", "hints", "py", "papers", "tracks", "lessons")


def copy_sources(target: Path) -> Path:
    """Copy SOURCES from the repository into `target` (made if missing); returns `target`."""
    for name in SOURCES:
        shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("__pycache__"))
    return target

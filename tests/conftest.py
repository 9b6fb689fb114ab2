"""Shared paths and helpers for the Python tests."""

from __future__ import annotations

import contextlib
import fcntl
import io
import json
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SLUG = "grpo-advantages"
EXERCISE = ROOT / "exercises" / SLUG


def page_data(html: str) -> dict:
    """The JSON a built page carries for its script (`<script id="page-data">`)."""
    match = re.search(r'<script type="application/json" id="page-data">(.*?)</script>', html, re.S)
    assert match, "no page data"
    return json.loads(match.group(1))


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def reference_source() -> str:
    return (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def starter_source() -> str:
    return (EXERCISE / "starter.py").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real site, built by build.py's command line (Pyodide self-hosted) once per run and
    shared by every test that only reads it: the build tests, the lock's and the walkthrough's,
    and the browser tests. A test that changes a site builds or copies its own.

    With parallel workers (pytest-xdist) the first to ask builds it under the run's shared
    temporary folder, holding a lock, and the others wait for it and read the same files."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # one folder for the whole run, above each worker's own
    out = base / "built-site" / "dist"
    with open(base / "built-site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "index.html").is_file():
            import build  # the repository's build.py; imported late, as only site tests need it

            printed = io.StringIO()
            with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
                status = build.main(["--out", str(out)])
            assert status == 0, printed.getvalue()
            assert "built " in printed.getvalue(), printed.getvalue()
    return out


# Files whose tests are independent of one another (one visit or one transcript per exercise,
# only session fixtures): parallel workers take them one test at a time, so the course's growth
# spreads over both workers. Every other file goes to one worker whole (`--dist loadgroup`), so
# its module fixtures (a browser engine, a shared page, a Pyodide under Node) start once.
SPREAD_FILES = {"test_every_exercise.py", "test_golden.py"}


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook, which reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name not in SPREAD_FILES:
            item.add_marker(pytest.mark.xdist_group(item.path.relative_to(ROOT).as_posix()))

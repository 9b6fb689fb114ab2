"""A module the site does not ship is downloaded the moment the learner imports it, online, and
offline after a visit; when it cannot be, the learner reads why (web/on_demand_imports.py)."""

from __future__ import annotations

import functools
import time
from pathlib import Path
from typing import Any

from brief import brief

from sitebuild.on_demand import PARTS_DIR
from sitebuild.server import serve_in_thread

from .browser_helpers import (
    EDITOR,
    RESULTS,
    ROOT,
    SLUG,
    WAIT_MS,
    finish_run,
    open_after_a_first_run,
    set_code,
)
from .conftest import CHROMIUM, CHROMIUM_ARGS
from .test_fast_start import logging_server, service_worker_build, wait_for_cached

REFERENCE = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text(encoding="utf-8")
# Outside what a first run imports (sitebuild/on_demand.py puts them in parts), each used a
# little, plus modules the site does ship, which must still import as before.
IMPORTS = """

import fractions, statistics, decimal, difflib, heapq, dataclasses, json
import numpy.random
print("fraction", fractions.Fraction(1, 3) + fractions.Fraction(1, 6))
print("median", statistics.median([3, 1, 2]))
print("decimal", decimal.Decimal("0.1") + decimal.Decimal("0.2"))
print("diff", "".join(difflib.ndiff(["a"], ["b"])).split())
print("heap", heapq.nsmallest(2, [3, 1, 2]), json.dumps({"a": 1}))
print("rng", numpy.random.default_rng(0).integers(10, size=3))
print("cp1252", "é".encode("cp1252"))
"""
PRINTED = [
    "fraction 1/2",
    "median 2",
    "decimal 0.3",
    "diff ['-', 'a+', 'b']",
    'heap [1, 2] {"a": 1}',
    "rng [8 6 5]",
    "cp1252 b'\\xe9'",
]


def printed(page: Any) -> str:
    return page.locator('[data-test="printed"]').first.text_content() or ""


def parts(requests: list[str]) -> list[str]:
    return [url.split("/pyodide/")[1] for url in requests if f"/pyodide/{PARTS_DIR}/" in url]


def test_modules_outside_the_first_run_download_when_imported(open_page: Any) -> None:
    # No service worker: it stores every part a few seconds after Python is ready (for offline
    # use), and what is tested here is what an import fetches.
    page = open_page(service_workers="block")
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"  # the starter
    assert parts(requests) == []  # a first run needs none of them

    set_code(page, REFERENCE + IMPORTS)
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "passed"
    text = printed(page)
    for line in PRINTED:
        assert line in text, brief(text)
    fetched = parts(requests)
    for part in ("stdlib.zip", "stdlib-encodings.zip", "numpy-random.zip"):
        assert f"{PARTS_DIR}/{part}" in fetched, fetched
    assert len(fetched) == len(set(fetched)), fetched  # each part once

    # A module that no part holds is not found, as before, and asks the server for nothing.
    requests.clear()
    set_code(page, REFERENCE + "\nimport no_such_module\n")
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "error"
    text = page.inner_text(RESULTS)
    assert "No module named 'no_such_module'" in text, brief(text)
    assert parts(requests) == []


def test_offline_after_a_visit_they_import_from_the_service_worker(
    browser: Any, site_copy: Path, tmp_path: Path
) -> None:
    """A first visit (one run) that never imported them; then offline, the page opens again and
    imports them all: the service worker stored the page's own files too, though they came
    before it controlled the page."""
    site = site_copy
    server, url, served = logging_server(site)
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = open_after_a_first_run(context, url)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=WAIT_MS)
        warm = service_worker_build(site)["warm"]
        assert any(name.startswith(f"{PARTS_DIR}/") for name in warm), warm
        wait_for_cached(page, tuple(warm))
        page.wait_for_selector('html[data-offline="ready"]')  # the worker's answer (warmup.js)

        context.set_offline(True)
        served.clear()
        page.reload()
        page.wait_for_selector(EDITOR)
        set_code(page, REFERENCE + IMPORTS)
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "passed"
        text = printed(page)
        for line in PRINTED:
            assert line in text, brief(text)
        assert [path for path, _ in served if path != "/sw.js"] == []  # nothing from the server
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_part_that_cannot_be_downloaded_is_an_error_that_says_why(
    browser: Any, site_url: str
) -> None:
    """No service worker and no network once Python is loaded: the import fails, the learner
    is told what happened, and the code stays in the editor."""
    context = browser.new_context(service_workers="block")
    try:
        page = open_after_a_first_run(context, site_url)
        context.set_offline(True)
        code = REFERENCE + "\nimport fractions\n"
        set_code(page, code)
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "error"
        text = page.inner_text(RESULTS)
        assert "No module named 'fractions' yet" in text, brief(text)
        assert "Check the connection" in text, brief(text)
        assert "import fractions" in page.inner_text(EDITOR)
        context.set_offline(False)  # back online, the same import works
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "passed"
    finally:
        context.close()


def test_the_time_limit_waits_while_a_module_downloads(
    browser: Any, site_dir: Path, tmp_path: Path
) -> None:
    """On a slow link a part may take longer than the exercise's time limit (10 s) to arrive;
    that is not the learner's loop, so the limit's clock stops while it downloads
    (web/python.js). The server holds each part for longer than the limit: without
    the pause the run would end as a timeout."""
    delay_s = 13  # the limit is 10 s; the run itself takes well under 1 s after the download
    server, url = serve_in_thread(site_dir)
    handler = server.RequestHandlerClass

    class Slow(handler.func):  # type: ignore[name-defined, misc]
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            if f"/pyodide/{PARTS_DIR}/" in self.path:
                time.sleep(delay_s)
            super().do_GET()

    server.RequestHandlerClass = functools.partial(Slow, **handler.keywords)
    context = browser.new_context(service_workers="block")
    try:
        page = open_after_a_first_run(context, url)
        set_code(page, REFERENCE + "\nimport fractions\nprint(fractions.Fraction(1, 2))\n")
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "passed"
        assert "1/2" in printed(page), brief(page.inner_text(RESULTS))
    finally:
        context.close()
        server.shutdown()
        server.server_close()

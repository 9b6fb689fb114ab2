"""The exercise page's shell stays within its budget: 150 KB gzip before the first click.

The shell is everything a fresh profile downloads to show an exercise page and be ready to type:
the page, its styles and scripts, the editor, the icon and the service worker. Counted as
bench/first_run.py counts row (g) (gzip level 6 of each 200 response; docs/benchmarks.md), for
every exercise, since each page carries its own starter and statement. A byte count, not a
timing: it does not depend on how busy the machine is.
"""

from __future__ import annotations

import gzip
from typing import Any

import pytest
from brief import brief

from practice.exercises import list_exercises

from .browser_helpers import ROOT, WAIT_MS
from .conftest import check_watch, watch

BUDGET = 150 * 1024


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_the_exercise_shell_fits_its_gzip_budget(browser: Any, site_url: str, slug: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    seen = watch(context.new_page(), context)
    responses: list[Any] = []
    context.on("response", lambda response: responses.append(response))
    try:
        page = context.pages[0]
        page.set_default_timeout(WAIT_MS)
        page.goto(f"{site_url}{slug}/")
        page.wait_for_selector('[data-test="editor"] .cm-content')
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # sw.js is fetched too
        page.wait_for_load_state("networkidle")
        sizes = {
            r.url: len(gzip.compress(r.body(), compresslevel=6))
            for r in responses
            if r.status == 200 and r.url.startswith(site_url)
        }
    finally:
        context.close()
    check_watch(seen, site_url)
    total = sum(sizes.values())
    assert not [url for url in sizes if "/pyodide/" in url], "Python loaded before any click"
    largest = sorted(sizes.items(), key=lambda item: -item[1])[:5]
    shown = ", ".join(f"{url.removeprefix(site_url)} {size / 1024:.1f} KB" for url, size in largest)
    over = f"{slug}: {total / 1024:.1f} KB gzip > {BUDGET / 1024:.0f} KB: {shown}"
    assert total <= BUDGET, brief(over)
    assert f"{site_url}assets/editor.js" in sizes and f"{site_url}{slug}/" in sizes

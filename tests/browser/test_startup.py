"""Start-up failures in Chromium, forced: the page says what failed and what to do, and the
learner's code stays readable and downloadable (web/startup.js, web/features.js).

Each test breaks one thing the page relies on (its script, the worker's script, the Worker
constructor, SharedArrayBuffer) with a route or an init script in a fresh context.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from brief import brief

from .browser_helpers import RESULTS, SLUG, WAIT_MS, finish_run
from .conftest import check_watch, watch

ERROR = '[data-test="startup-error"]'
MINE = "def group_advantages(rewards, eps=1e-8):\n    return rewards  # my unfinished work\n"
STORE_MINE = f"localStorage.setItem('practice:v1:{SLUG}:code', {json.dumps(MINE)});"
THROWS = "throw new Error('forced start-up failure');\n"


@pytest.fixture
def new_context(browser: Any) -> Iterator[Any]:
    """new_context(**options) -> a fresh context (storage, routes) whose pages wait WAIT_MS at
    most."""
    contexts: list[Any] = []

    def _new(**options: Any) -> Any:
        context = browser.new_context(viewport={"width": 1280, "height": 900}, **options)
        context.set_default_timeout(WAIT_MS)
        contexts.append(context)
        return context

    yield _new
    for context in contexts:
        context.close()


def not_found(route: Any) -> None:
    route.fulfill(status=404, body="not found", content_type="text/plain")


def throwing_module(route: Any) -> None:
    route.fulfill(status=200, body=THROWS, content_type="text/javascript")


def started(page: Any) -> bool:
    return bool(page.evaluate("document.documentElement.hasAttribute('data-started')"))


def run_without_python(context: Any, site_url: str) -> tuple[Any, str]:
    """A page of `context` (broken by the caller) where a Run finds Python unavailable:
    (the page, what its results say)."""
    page = context.new_page()
    page.goto(f"{site_url}{SLUG}/")
    page.wait_for_selector("html[data-started]")
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "error"
    assert page.get_attribute(RESULTS, "data-result") == "unavailable"
    return page, page.inner_text(RESULTS)


@pytest.mark.parametrize(
    ("script", "answer", "said"),
    [
        ("main.js", not_found, "main.js (or a file it imports) did not load"),
        ("store.js", not_found, "main.js (or a file it imports) did not load"),
        ("main.js", throwing_module, "forced start-up failure (main.js:1)"),
    ],
    ids=["page-script-404", "imported-module-404", "page-script-throws"],
)
def test_a_page_script_that_fails_says_so_and_keeps_my_code(
    new_context: Any, site_url: str, tmp_path: Path, script: str, answer: Any, said: str
) -> None:
    context = new_context()
    context.add_init_script(STORE_MINE)
    context.route(f"**/assets/{script}", answer)
    page = context.new_page()
    page.goto(f"{site_url}{SLUG}/")
    page.wait_for_selector(ERROR)
    message = page.inner_text(ERROR)
    assert not started(page)
    assert said in message, brief(message)
    assert "Reload the page" in message and "another browser" in message, brief(message)
    assert page.text_content('[data-test="startup-code"]') == MINE  # what they had, as text
    assert page.locator(f"{ERROR} *:not(h2, p, code, pre, a)").count() == 0

    with page.expect_download() as download_info:
        page.click('[data-test="startup-download"]')
    download = download_info.value
    assert download.suggested_filename == "my_answer.py"
    target = tmp_path / "my_answer.py"
    download.save_as(target)
    assert target.read_text(encoding="utf-8") == MINE


def test_a_walkthrough_whose_script_fails_says_so(new_context: Any, site_url: str) -> None:
    context = new_context()
    context.route("**/assets/walkthrough.js", not_found)
    page = context.new_page()
    page.goto(f"{site_url}papers/grpo/")
    page.wait_for_selector(ERROR)
    message = page.inner_text(ERROR)
    assert "walkthrough.js (or a file it imports) did not load" in message, brief(message)
    assert "another browser" in message, brief(message)
    assert page.locator('[data-test="startup-code"]').count() == 0  # no learner code here


def test_a_page_that_starts_shows_no_startup_message(new_context: Any, site_url: str) -> None:
    page = new_context().new_page()
    page.goto(f"{site_url}{SLUG}/")
    page.wait_for_selector("html[data-started]")
    page.wait_for_load_state("load")
    assert page.locator(ERROR).count() == 0


def hold_until_worker_answered(context: Any, worker_answer: Any) -> None:
    """Route python.js and worker.js in `context`: python.js waits until worker.js has been
    answered by `worker_answer`; if the page only asked for the worker once python.js had
    arrived, neither would ever arrive (and the test waiting on them fails)."""
    held: list[Any] = []
    answered: list[bool] = []

    def python_js(route: Any) -> None:
        if answered:
            route.continue_()
        else:
            held.append(route)

    def worker_js(route: Any) -> None:
        worker_answer(route)
        answered.append(True)
        while held:
            held.pop().continue_()

    context.route("**/assets/python.js", python_js)
    context.route("**/assets/worker.js", worker_js)


def test_the_worker_starts_with_python_js_not_after_it(new_context: Any, site_url: str) -> None:
    """The exercise page fetches python.js (the worker's driver) at the first sign of intent
    and starts the worker at the same moment, not once python.js has arrived: Pyodide's own
    downloads begin a round trip sooner on a slow link. Here python.js is held until the
    worker's script has been sent, and the run still ends as a run does."""
    # Blocked: a request the service worker answers would bypass the routes.
    context = new_context(service_workers="block")
    hold_until_worker_answered(context, lambda route: route.continue_())
    page = context.new_page()
    page.goto(f"{site_url}{SLUG}/")
    page.wait_for_selector("html[data-started]")
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"  # the starter
    assert "NotImplementedError" in page.inner_text(RESULTS)


@pytest.mark.parametrize(
    ("breakage", "said"),
    [
        ("worker-404", "The Python worker could not start"),
        # The worker's failure lands before python.js, which drives it, has even arrived.
        ("worker-404-before-python-js", "The Python worker could not start"),
        ("no-Worker", "it does not run module workers"),
    ],
)
def test_python_that_cannot_start_says_what_to_do_and_keeps_the_code(
    new_context: Any, site_url: str, breakage: str, said: str
) -> None:
    held = breakage == "worker-404-before-python-js"
    # Blocked there: a request the service worker answers would bypass the routes.
    context = new_context(service_workers="block") if held else new_context()
    context.add_init_script(STORE_MINE)
    if breakage == "worker-404":
        context.route("**/assets/worker.js", not_found)
    elif held:
        hold_until_worker_answered(context, not_found)
    else:
        context.add_init_script("delete window.Worker;")
    page, text = run_without_python(context, site_url)
    assert "Python could not start in this browser" in text, brief(text)
    assert said in text and "another browser" in text, brief(text)
    assert "my unfinished work" in page.inner_text('[data-test="editor"] .cm-content')
    assert page.is_enabled('[data-test="download"]')


def test_isolated_without_shared_array_buffer_still_runs(new_context: Any, site_url: str) -> None:
    """WebKitGTK's case in Chromium: isolated, but no SharedArrayBuffer constructor."""
    context = new_context()
    context.add_init_script("delete self.SharedArrayBuffer;")
    page = context.new_page()
    seen = watch(page, context)
    page.goto(f"{site_url}{SLUG}/")
    page.wait_for_selector("html[data-started]")
    assert page.evaluate("self.crossOriginIsolated && typeof SharedArrayBuffer") == "undefined"

    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"  # the starter
    assert "NotImplementedError" in page.inner_text(RESULTS)
    check_watch(seen, site_url)


@pytest.mark.parametrize(
    ("file", "answer", "why"),
    [
        ("pyodide.asm.wasm", lambda route: route.abort(), "Failed to fetch"),
        ("python_stdlib.compiled.zip", not_found, "HTTP 404"),
    ],
    ids=["wasm-no-answer", "stdlib-404"],
)
def test_a_python_file_that_does_not_download_says_which_and_the_next_run_loads(
    new_context: Any, site_url: str, file: str, answer: Any, why: str
) -> None:
    """Pyodide itself waits for ever on a WebAssembly that did not download (web/worker.js
    `failedDownload`): the run ends with the file named, the code kept, and once the network
    is back the next run loads Python."""
    context = new_context()
    context.add_init_script(STORE_MINE)
    context.route(f"**/pyodide/{file}", answer)
    page, text = run_without_python(context, site_url)
    assert "Python could not be downloaded" in text and "Check the connection" in text, brief(text)
    assert f"Could not download {file} ({why})" in text, brief(text)
    assert "another browser" not in text, brief(text)  # the connection's fault, not the browser's
    assert "my unfinished work" in page.inner_text('[data-test="editor"] .cm-content')

    context.unroute(f"**/pyodide/{file}")
    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "error"
    assert page.get_attribute(RESULTS, "data-result") != "unavailable"
    text = page.inner_text(RESULTS)
    assert "does not define kl_k3()" in text, brief(text)  # the harness read the code: Python ran

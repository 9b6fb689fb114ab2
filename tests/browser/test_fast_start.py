"""Python starts loading on intent, not with saveData; the service worker keeps Pyodide.

Behaviour only: how fast this is is measured by bench/first_run.py, never asserted here.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from brief import brief

from sitebuild import offline
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

SAVE_DATA = "Object.defineProperty(navigator, 'connection', {get: () => ({saveData: true})});"


def python_state(page: Any) -> str | None:
    return page.get_attribute(RESULTS, "data-python")


def wait_for_python(page: Any, state: str) -> None:
    page.wait_for_function(
        f"() => document.querySelector('{RESULTS}').dataset.python === '{state}'",
        timeout=WAIT_MS,
    )


CACHED_FILES = """async (parts) => {
    const name = (await caches.keys()).find((key) => key.startsWith("practice-pyodide-"));
    if (!name) return false;
    const urls = (await (await caches.open(name)).keys()).map((request) => request.url);
    return parts.every((part) => urls.some((url) => url.includes("/pyodide/" + part)));
}"""


def wait_for_cached(page: Any, parts: tuple[str, ...]) -> None:
    """Poll the service worker's Pyodide cache until it holds a file for each of `parts`.
    Margin: WAIT_MS's (storing ~10 MB takes seconds even on a loaded machine)."""
    for _ in range(WAIT_MS // 250):
        if page.evaluate(CACHED_FILES, list(parts)):
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"the service worker never stored {parts}")


def pyodide_requests(requests: list[str]) -> list[str]:
    return [url for url in requests if "/pyodide/" in url]


def test_typing_in_the_editor_loads_python_before_any_run(page: Any) -> None:
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    assert python_state(page) is None  # reading the statement loads nothing
    assert page.inner_text(".python-note") == "Python loads on the first run"

    page.click(EDITOR)
    page.keyboard.press("Control+End")
    page.keyboard.type("# ")
    assert python_state(page) in ("loading", "ready")  # started by the focus, synchronously
    wait_for_python(page, "ready")
    assert page.inner_text(".python-note") == "Python is ready"
    assert page.get_attribute(RESULTS, "data-runs") is None  # no run was needed for that
    assert page.get_attribute(RESULTS, "data-status") == "idle"
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in requests)
    # The standard library the build compiled (sitebuild/bytecode.py), never the stock one.
    assert any(url.endswith("/pyodide/python_stdlib.compiled.zip") for url in requests)
    assert not any(url.endswith("/pyodide/python_stdlib.zip") for url in requests)

    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"  # the starter


def test_pointer_over_submit_starts_python(page: Any) -> None:
    page.hover('[data-test="submit"]')
    wait_for_python(page, "ready")
    assert page.get_attribute(RESULTS, "data-runs") is None


def test_save_data_waits_for_the_first_run(page: Any) -> None:
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    page.add_init_script(SAVE_DATA)
    page.reload()
    page.wait_for_selector(EDITOR)
    assert page.evaluate("navigator.connection.saveData") is True

    page.click(EDITOR)
    page.keyboard.press("Control+End")
    page.keyboard.type("# ")
    page.hover('[data-test="run"]')
    page.hover('[data-test="submit"]')
    assert python_state(page) is None  # an intent would have set it synchronously
    assert pyodide_requests(requests) == []

    assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
    assert python_state(page) == "ready"
    assert pyodide_requests(requests)


def logging_server(site: Path) -> tuple[Any, str, list[tuple[str, int]]]:
    """Serve `site` like scripts/serve, recording each (path, status) the server answers."""
    served: list[tuple[str, int]] = []
    server, url = serve_in_thread(site)
    handler = server.RequestHandlerClass  # functools.partial(Handler, directory=...)

    class Logging(handler.func):  # type: ignore[name-defined, misc]
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            served.append((urlsplit(self.path).path, int(code)))

    server.RequestHandlerClass = functools.partial(Logging, **handler.keywords)
    return server, url, served


def test_second_visit_downloads_no_pyodide_bytes(
    browser: Any, site_copy: Path, tmp_path: Path
) -> None:
    """On a repeat visit Pyodide's files come from the service worker's cache, except the
    WebAssembly, which the browser's HTTP cache revalidates (a 304: no body) so that V8 can
    reuse its compiled code (web/sw.js). The server sends none of Pyodide's bytes again, unless
    the HTTP cache evicted the WebAssembly (then it is downloaded once more)."""
    site = site_copy
    server, url, served = logging_server(site)
    # A profile on disk, as a learner's browser has: an incognito context keeps its HTTP cache
    # in memory, too small for the 10 MB of WebAssembly.
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = open_after_a_first_run(context, url)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=WAIT_MS)
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)") == url
        # A moment after Python is ready the page asks the worker to store what it fetched
        # before it was in control, and the parts fetched on demand; wait until it has them all.
        wait_for_cached(page, tuple(service_worker_build(site)["warm"]))
        first = [path for path, status in served if status == 200 and "/pyodide/" in path]
        assert any(path.endswith("/pyodide.asm.wasm") for path in first)

        responses: list[tuple[str, bool]] = []
        context.on("response", lambda r: responses.append((r.url, r.from_service_worker)))
        served.clear()
        page.reload()
        page.wait_for_selector(EDITOR)
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
        again = [(path, status) for path, status in served if "/pyodide/" in path]
        assert [entry for entry in again if entry[1] != 304] == [], again
        assert again == [("/pyodide/pyodide.asm.wasm", 304)], again  # only the revalidation
        for part in ("python_stdlib.compiled.zip", "numpy-"):
            seen = [sw for url_, sw in responses if f"/pyodide/{part}" in url_]
            assert seen and all(seen), f"{part}: {responses}"

        # Offline, the service worker serves the WebAssembly too, from its own cache.
        context.set_offline(True)
        served.clear()
        page.reload()
        page.wait_for_selector(EDITOR)
        assert finish_run(page, lambda: page.click('[data-test="run"]')) == "failed"
        assert "examples match" in page.inner_text(RESULTS)  # Python ran them
        assert [path for path, _ in served if path != "/sw.js"] == []  # the browser's update check
        # The theme's script, run before the first paint, came from the worker's cache too.
        assert page.get_attribute("html", "data-theme") == "system"
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_service_worker_is_served_from_the_site_root_only(page: Any, site_url: str) -> None:
    root = page.request.get(f"{site_url}sw.js")
    assert root.status == 200
    assert 'const BUILD = {"pyodide": "' in root.text()
    assert page.request.get(f"{site_url}assets/sw.js").status == 404
    assert page.url == f"{site_url}{SLUG}/"


CACHE_NAMES = "caches.keys()"


def test_a_new_build_replaces_the_site_cache_and_keeps_pyodide(
    browser: Any, site_copy: Path
) -> None:
    site = site_copy
    server, url = serve_in_thread(site)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(f"{url}{SLUG}/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=WAIT_MS)
        page.reload()  # now through the worker: the page and its scripts are kept
        page.wait_for_selector(EDITOR)
        first = service_worker_build(site)
        # What an earlier visit would have left: this build's Pyodide, an older build's.
        page.evaluate(
            "async (names) => { for (const name of names) await caches.open(name); }",
            [f"practice-pyodide-{first['pyodide']}", "practice-pyodide-0ld"],
        )
        assert f"practice-site-{first['site']}" in page.evaluate(CACHE_NAMES)

        style = site / "assets" / "style.css"
        style.write_text(style.read_text(encoding="utf-8") + "\n/* a new build */\n", "utf-8")
        offline.write_service_worker(site)
        second = service_worker_build(site)
        assert second["site"] != first["site"] and second["pyodide"] == first["pyodide"]

        page.reload()  # the browser sees a new sw.js, installs it, and it takes over
        # The browser checks sw.js after a navigation on its own, but not always at once: in one
        # full run (round 2) it had not done so 60 s later. What is tested here is what our
        # worker does once a new build is seen, so the check the browser would make is made.
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r && r.update())")
        for _ in range(WAIT_MS // 250):  # margin: WAIT_MS's; the swap takes under a second
            names = page.evaluate(CACHE_NAMES)
            if f"practice-site-{first['site']}" not in names:
                break
            page.wait_for_timeout(250)
        assert f"practice-site-{first['site']}" not in names
        assert "practice-pyodide-0ld" not in names
        assert f"practice-pyodide-{first['pyodide']}" in names
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def service_worker_build(site: Path) -> dict[str, Any]:
    """The BUILD object written into <site>/sw.js."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("const BUILD = "))
    return json.loads(line.removeprefix("const BUILD = ").split(";", 1)[0])


def test_the_standard_library_is_bytecode_and_an_error_inside_it_still_reads_well(
    page: Any,
) -> None:
    """json comes from the compiled archive (sitebuild/bytecode.py), which holds no source for
    it; an exception raised inside it is still reported with the learner's own line."""
    reference = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text(encoding="utf-8")
    code = reference + (
        "\n\nimport json\n"
        'print("json from", json.__spec__.origin)\n\n'
        "def kl_k3(logp, ref_logp):\n"
        '    return json.loads("{")\n'
    )
    set_code(page, code)
    line = code.splitlines().index('    return json.loads("{")') + 1
    assert finish_run(page, lambda: page.click('[data-test="submit"]')) == "failed"
    printed = page.locator('[data-test="printed"]').first.text_content()
    assert "json from /lib/python312.zip/json/__init__.pyc" in printed
    row = page.locator('[data-test="check"]:has(.check-name:text-is("kl_k3_values"))')
    assert row.get_attribute("data-status") == "error"
    text = row.inner_text()
    assert "JSONDecodeError" in text and "Expecting property name" in text, brief(text)
    assert f"line {line}" in text, brief(text)

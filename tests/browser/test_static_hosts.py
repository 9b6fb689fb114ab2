"""The course on a static host that sends no headers, under a sub-path (docs/deploy.md).

The built site is served under /course/ with no cross-origin isolation headers, as GitHub Pages
serves a project page: once plain (every file as it is, nothing compressed) and once as nginx
with `gzip_static`/`brotli_static` does (the build's .br and .gz copies, nothing compressed on
the fly). In Chromium and Firefox a learner's core journey (journey.py: runs, a known mistake,
a full pass, the unlock, a reload) goes as on our own server; then a hint opens; the page is
cross-origin isolated by the service worker (web/sw.js `isolate`) from the second load on, so
Stop interrupts Python and keeps it loaded; the first visit starts at once, not isolated, and
never reloads by itself (in Chromium on the plain host, Stop there replaces the worker and offers
the reload, which comes back isolated with the code kept); and after the
visit the page opens and runs without the network: in Chromium offline (navigator.onLine
false), in Firefox with the host gone (the server stopped: no answer while the browser still
says online, as with the host down or unreachable). One page per journey, one
server per host.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from engines.chromium import Chromium
from engines.driver import Driver, EngineMissing, wait_for
from engines.firefox import firefox

from sitebuild.offline import warm_files
from sitebuild.server import serve_in_thread

from .browser_helpers import SLUG
from .journey import (
    REFERENCE,
    RESULTS,
    RUN_WAIT_S,
    STEP_WAIT_S,
    exercise_journey,
    finish_run,
    reload,
    results,
    say,
    set_code,
    text_of,
)
from .test_engines import LAUNCH_WAIT_S, check_watched

SUBPATH = "course"
LOOP_MARK = "loop-started"
# The learner's code says when its loop starts with a request the server sees (a worker may make
# a synchronous one): a Stop before then lands in the harness's own set-up, which restarts
# Python by design (docs/robustness.md), and is not what is tested here.
ENDLESS = (
    REFERENCE
    + "\nfrom js import XMLHttpRequest\n"
    + "request = XMLHttpRequest.new()\n"
    + f"request.open('GET', '../assets/favicon.svg?{LOOP_MARK}', False)\n"
    + "request.send()\n"
    + "while True:\n    pass\n"
)
HOSTS = {"plain": "none", "nginx": "static"}  # host -> sitebuild.server compression


@pytest.fixture(scope="module")
def host_root(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder whose `course/` is the built site (a link, not a copy)."""
    root = tmp_path_factory.mktemp("static-host")
    (root / SUBPATH).symlink_to(site_dir, target_is_directory=True)
    return root


@dataclass(frozen=True)
class Answer:
    """One response of the test's server, as sent."""

    path: str  # as asked, with its query
    status: int
    encoding: str  # its Content-Encoding, "" for none


@dataclass
class Host:
    """A static host serving the course: its URL, every answer it sent, and `down()`, which
    stops it (nothing answers at its address from then on)."""

    url: str
    served: list[Answer]
    down: Any


@contextmanager
def static_host(root: Path, compression: str) -> Iterator[Host]:
    """Serve `root` with no isolation headers, until the end or until `down()`."""
    served: list[Answer] = []
    server, url = serve_in_thread(root, isolated=False, compression=compression)
    handler = server.RequestHandlerClass  # functools.partial(Handler, directory=...)

    class Recording(handler.func):  # type: ignore[name-defined, misc]
        status = 0
        encoding = ""

        def send_response(self, code: int, message: str | None = None) -> None:
            self.status = code
            super().send_response(code, message)

        def send_header(self, keyword: str, value: str) -> None:
            if keyword.lower() == "content-encoding":
                self.encoding = value
            super().send_header(keyword, value)

        def end_headers(self) -> None:
            served.append(Answer(self.path, self.status, self.encoding))
            super().end_headers()

    server.RequestHandlerClass = functools.partial(Recording, **handler.keywords)

    def down() -> None:
        server.shutdown()  # both may be called twice: the second call does nothing
        server.server_close()

    try:
        yield Host(f"{url}{SUBPATH}/", served, down)
    finally:
        down()


@pytest.fixture(scope="module")
def firefox_engine() -> Iterator[Any]:
    try:
        with firefox(STEP_WAIT_S, LAUNCH_WAIT_S) as engine:
            yield engine
    except EngineMissing as missing:
        pytest.fail(str(missing))


CACHED = """(async () => {
    const names = %s;
    const cache = (await caches.keys()).find((key) => key.startsWith("practice-pyodide-"));
    if (!cache) return false;
    const urls = (await (await caches.open(cache)).keys()).map((request) => request.url);
    return names.every((name) => urls.some((url) => url.endsWith("/pyodide/" + name)));
})()"""


def loop_then_stop(driver: Driver, served: list[Answer]) -> None:
    """Runs an endless loop and presses Stop once it runs; waits for the run to end as
    interrupted."""
    set_code(driver, ENDLESS)
    before = int(results(driver, "runs") or 0)
    seen = len(served)
    driver.click('[data-test="run"]')
    deadline = time.monotonic() + RUN_WAIT_S
    while not any(LOOP_MARK in answer.path for answer in served[seen:]):
        assert time.monotonic() < deadline, say(driver, "the loop never started")
        time.sleep(0.25)
    driver.click('[data-test="stop"]')
    wait_for(
        driver,
        f"Number(document.querySelector('{RESULTS}').dataset.runs || 0) > {before}",
        RUN_WAIT_S,
        "the stopped run ends",
    )
    assert results(driver, "result") == "interrupted", say(driver, "Stop")


def stop_keeps_python(driver: Driver, served: list[Answer]) -> None:
    """An endless loop, stopped once it runs: Python is interrupted, not restarted."""
    loop_then_stop(driver, served)
    status = text_of(driver, ".results-status")
    assert status.startswith("Stopped") and "restarted" not in status, say(driver, status)
    assert text_of(driver, ".python-note") == "Python is ready", say(driver, "Python was kept")


OFFLINE_READY = "document.documentElement.dataset.offline === 'ready'"  # web/warmup.js
STATE = "[self.crossOriginIsolated, navigator.serviceWorker.controller !== null]"
CONTROLLED = "navigator.serviceWorker.controller !== null"


def first_visit(
    driver: Any, url: str, stop: bool = False, served: list[Answer] | None = None
) -> None:
    """The first visit starts at once, not cross-origin isolated, and never reloads by itself:
    the service worker takes control meanwhile, so that the next load is isolated. With `stop`,
    an endless loop is stopped on it: the worker is replaced (no shared buffer to interrupt
    through), the page offers a reload for the isolated mode, and taking the offer reloads it
    isolated, with the code kept."""
    driver.goto(f"{url}{SLUG}/")
    started = "document.documentElement.hasAttribute('data-started')"
    wait_for(driver, started, STEP_WAIT_S, "the first visit starts")
    driver.evaluate("window.firstDocument = true")  # a reload would take it away
    wait_for(driver, CONTROLLED, STEP_WAIT_S, "the service worker controls the first visit")
    assert driver.evaluate(STATE) == [False, True], f"{driver.engine}: {driver.evaluate(STATE)}"
    assert driver.evaluate("performance.getEntriesByType('navigation')[0].type") == "navigate"
    if stop:
        assert served is not None
        loop_then_stop(driver, served)
        status = text_of(driver, ".results-status")
        assert "Python was restarted" in status, say(driver, status)
        driver.click('[data-test="isolation-offer"]')
        wait_for(driver, f"!window.firstDocument && {started}", STEP_WAIT_S, "the page reloads")
        assert driver.evaluate(STATE) == [True, True], f"{driver.engine}: after the offer"
        saved = driver.evaluate(f"localStorage.getItem('practice:v1:{SLUG}:code')")
        assert saved == ENDLESS, f"{driver.engine}: the code was not kept"
        driver.evaluate("localStorage.clear()")  # the journey starts from a fresh profile
    assert driver.evaluate("window.firstDocument === true") or stop, (
        f"{driver.engine}: the first visit reloaded by itself"
    )


def static_host_journey(driver: Any, host: Host, warm: list[str], stop: bool = False) -> None:
    """The journey on a host without headers: see the module's docstring."""
    url, served = host.url, host.served
    first_visit(driver, url, stop, served)
    exercise_journey(driver, url, "light")  # opens the page again, now through the worker
    assert driver.evaluate(STATE) == [True, True], f"{driver.engine}: isolated from then on"

    driver.click('[data-test="hint-next"]')
    hint_open = "!document.querySelector('[data-test=\"hints\"]').hidden"
    wait_for(driver, hint_open, STEP_WAIT_S, "the first hint opens")
    stop_keeps_python(driver, served)

    # Without the network after the visit: the service worker has what a run needs, and the page.
    wait_for(driver, CACHED % json.dumps(warm), RUN_WAIT_S, "the service worker keeps Pyodide")
    wait_for(driver, OFFLINE_READY, RUN_WAIT_S, "the service worker keeps the page")
    # Chromium's offline emulation reaches the service worker (navigator.onLine false there);
    # Firefox's (WebDriver BiDi) does not, so there the host itself goes away: the worker,
    # still "online", finds that out from the page's own request (web/sw.js `offline`).
    gone = driver.engine == "firefox"
    if gone:
        host.down()
    else:
        driver.set_offline(True)
    try:
        before = len(served)
        reload(driver)
        assert driver.evaluate("self.crossOriginIsolated"), f"{driver.engine}: isolated offline"
        assert driver.evaluate(hint_open), f"{driver.engine}: the open hint stays open"
        set_code(driver, REFERENCE)
        status = finish_run(driver, lambda: driver.click('[data-test="run"]'))
        assert status == "passed", say(driver, f"offline, Run on the reference ended {status!r}")
        answered = [a.path for a in served[before:] if urlsplit(a.path).path != f"/{SUBPATH}/sw.js"]
        assert answered == [], f"{driver.engine}: offline, yet the host answered {answered}"
    finally:
        if not gone:
            driver.set_offline(False)


@pytest.mark.parametrize(
    ("engine", "host"), [("chromium", "plain"), ("firefox", "plain"), ("chromium", "nginx")]
)
def test_core_journey_on_a_static_host_without_headers(
    request: pytest.FixtureRequest, site_dir: Path, host_root: Path, engine: str, host: str
) -> None:
    warm = warm_files(site_dir / "pyodide")
    with static_host(host_root, HOSTS[host]) as served_by:
        url, served = served_by.url, served_by.served
        if engine == "chromium":
            chromium = Chromium(request.getfixturevalue("browser"), STEP_WAIT_S * 1000)
            driver: Any = chromium.new_page(color_scheme="light")
        else:
            driver = request.getfixturevalue("firefox_engine").new_page()
        try:
            # Stop on the first visit, once: in Chromium on the plain host.
            stop = (engine, host) == ("chromium", "plain")
            static_host_journey(driver, served_by, warm, stop)
            seen = driver.watched()
        finally:
            driver.close()
    check_watched(driver.engine, seen.problems, seen.requests, url)
    sent = {answer.encoding for answer in served if answer.status == 200}
    wasm = {
        answer.encoding
        for answer in served
        if urlsplit(answer.path).path.endswith("/pyodide/pyodide.asm.wasm") and answer.status == 200
    }
    if host == "plain":  # every file as it is
        assert sent == {""}, sent
    else:  # the copy the browser takes (Chromium takes brotli from localhost)
        assert wasm == {"br" if engine == "chromium" else "gzip"}, wasm

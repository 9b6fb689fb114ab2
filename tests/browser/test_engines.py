"""The core journey in every engine a student uses: Chromium, Firefox and WebKit.

One journey (journey.py), one launcher per engine (tests/engines/). WebKit runs it on both the
cross-origin isolated server (scripts/serve's) and a plain one: WebKitGTK reports isolation but
has no SharedArrayBuffer, and the page once trusted the flag and never started there. A Submit
whose function never returns runs once in Firefox and in WebKit, on a copy of the site with a
short time limit (conftest's short_site): Firefox interrupts Python, WebKit replaces the worker.
No engine is skipped: scripts/test installs all three, so a missing one fails, naming what
installs it.

The system's colour scheme is dark for Chromium (emulated), Firefox (its setting
ui.systemUsesDarkTheme: over WebDriver BiDi a page cannot emulate it) and WebKit on the isolated
server (GTK's dark theme), light for WebKit on the plain server and at a phone's width: each
journey checks that its pages (and the editor) look the scheme they are given, so
both themes run in WebKit and the dark one in every engine, at no extra journey.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from brief import brief
from engines.chromium import Chromium
from engines.driver import Driver, EngineMissing
from engines.firefox import firefox
from engines.webkit import WebKit, webkit

from sitebuild.server import serve_in_thread

from .browser_helpers import SLUG
from .conftest import SHORT_LIMIT
from .journey import (
    ENDLESS_CALLING_OUT,
    ENDLESS_IN_FUNCTION,
    STEP_WAIT_S,
    exercise_journey,
    lesson_journey,
    llm_exercise_journey,
    phone_journey,
    time_limit_journey,
    walkthrough_journey,
)

# Starting Firefox took 5-8 s here, idle; 120 s is over 3x what a loaded 2-core machine needs.
LAUNCH_WAIT_S = 120
PHONE_WIDTH = 390
# WebKitGTK's MiniBrowser window cannot be narrower than about 450 px, so its phone run loads
# the page in a frame of a phone's size: media queries and layout see the frame's width.
PHONE_FRAME = f"""<!doctype html><meta charset="utf-8"><title>phone</title>
<style>body {{ margin: 0 }} iframe {{ border: 0; width: {PHONE_WIDTH}px; height: 844px }}</style>
<iframe src="{SLUG}/"></iframe>"""


@pytest.fixture(scope="module")
def firefox_engine() -> Iterator[Any]:
    try:
        with firefox(STEP_WAIT_S, LAUNCH_WAIT_S, dark=SCHEMES["firefox"] == "dark") as engine:
            yield engine
    except EngineMissing as missing:
        pytest.fail(str(missing))


@pytest.fixture(scope="module")
def webkit_engine() -> Iterator[WebKit]:
    try:
        with webkit(STEP_WAIT_S) as engine:
            yield engine
    except EngineMissing as missing:
        pytest.fail(str(missing))


# Each configuration and the system's colour scheme its journeys run in.
SCHEMES = {"chromium": "dark", "firefox": "dark", "webkit": "dark", "webkit-not-isolated": "light"}
ENGINES = list(SCHEMES)


def new_driver(request: pytest.FixtureRequest, name: str, scheme: str) -> Driver:
    """A fresh page in the engine of configuration `name`, its system's colour `scheme`."""
    if name == "chromium":
        chromium = Chromium(request.getfixturevalue("browser"), STEP_WAIT_S * 1000)
        return chromium.new_page(color_scheme=scheme)
    if name == "firefox":
        return request.getfixturevalue("firefox_engine").new_page()
    return request.getfixturevalue("webkit_engine").new_page(dark=scheme == "dark")


@pytest.fixture(params=ENGINES)
def engine_page(request: pytest.FixtureRequest) -> Iterator[tuple[Driver, str, str]]:
    """(a fresh page in the engine, the base URL of the server it is tested on, the system's
    colour scheme there)."""
    name: str = request.param
    scheme = SCHEMES[name]
    url = request.getfixturevalue("plain_site_url" if name.endswith("not-isolated") else "site_url")
    driver = new_driver(request, name, scheme)
    yield driver, url, scheme
    seen = driver.watched()
    driver.close()
    check_watched(driver.engine, seen.problems, seen.requests, url)


@pytest.fixture(scope="module")
def short_site_url(short_site: Path) -> Iterator[str]:
    """The short-limit site (conftest), served cross-origin isolated as scripts/serve serves.
    One server does for both engines: Firefox takes the interrupt path there, and WebKitGTK,
    which reports isolation but has no SharedArrayBuffer, the worker-replaced path (the case a
    page trusting the flag would get wrong); the plain server would add no third path."""
    server, url = serve_in_thread(short_site)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(params=["firefox", "webkit"])
def short_limit_page(request: pytest.FixtureRequest, short_site_url: str) -> Iterator[Driver]:
    """A fresh page in Firefox or WebKit, for the short-limit site; watched as engine_page's."""
    name: str = request.param
    driver = new_driver(request, name, SCHEMES[name])
    yield driver
    seen = driver.watched()
    driver.close()
    check_watched(driver.engine, seen.problems, seen.requests, short_site_url)


def check_watched(
    engine: str, problems: list[str] | None, requests: list[str] | None, url: str
) -> None:
    """No script error, and no request that left the site (where the driver can tell)."""
    assert not problems, f"{engine}: {brief(' | '.join(problems or []))}"
    origin = url.rstrip("/")
    outside = [
        seen
        for seen in requests or []
        if not (seen + "/").startswith(origin + "/") and not seen.startswith(("blob:", "data:"))
    ]
    assert not outside, f"{engine}: requests left the site: {brief(' '.join(outside))}"


def test_core_journey_on_the_exercise(engine_page: tuple[Driver, str, str]) -> None:
    driver, url, scheme = engine_page
    exercise_journey(driver, url, scheme)


def test_walkthrough_runs_and_draws(engine_page: tuple[Driver, str, str]) -> None:
    driver, url, scheme = engine_page
    walkthrough_journey(driver, url, scheme)


@pytest.mark.parametrize("engine_page", ["chromium", "firefox", "webkit"], indirect=True)
def test_an_exercise_of_the_llm_track_solves(engine_page: tuple[Driver, str, str]) -> None:
    driver, url, _ = engine_page
    llm_exercise_journey(driver, url)


@pytest.mark.parametrize("engine_page", ["firefox", "webkit"], indirect=True)
def test_lesson_runs_a_cell(engine_page: tuple[Driver, str, str]) -> None:
    """Chromium runs every cell in test_lesson_page.py; the other engines run one."""
    driver, url, _ = engine_page
    lesson_journey(driver, url)


# The endless kl_k3 each engine submits: WebKit's calls out to JavaScript on every turn, as
# JavaScriptCore cannot end a worker that loops in WebAssembly alone (journey.py).
ENDLESS = {"firefox": ENDLESS_IN_FUNCTION, "webkit": ENDLESS_CALLING_OUT}


def test_the_time_limit_ends_an_endless_loop_in_a_function(
    short_limit_page: Driver, short_site_url: str
) -> None:
    """Chromium runs the same rule on both servers in test_hostile.py; one Submit here."""
    code = ENDLESS[short_limit_page.engine]
    time_limit_journey(short_limit_page, short_site_url, SHORT_LIMIT, code)


def test_webkit_at_a_phone_width(webkit_engine: WebKit, site_dir: Path, site_url: str) -> None:
    frame = site_dir / "phone-frame.html"  # the test's own page in the test's own build
    frame.write_text(PHONE_FRAME, encoding="utf-8")
    driver = webkit_engine.new_page()
    try:
        driver.goto(f"{site_url}{frame.name}")
        driver.driver.switch_to.frame(0)  # from here on the journey drives the framed page
        width = driver.evaluate("window.innerWidth")
        assert width == PHONE_WIDTH, f"webkit: the frame is {width} px wide"
        phone_journey(driver, PHONE_WIDTH)
    finally:
        driver.close()
        frame.unlink()  # the session's other tests see the site as the build made it

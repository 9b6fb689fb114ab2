"""The core journey in every engine a student uses: Chromium, Firefox and WebKit.

One journey (journey.py), one launcher per engine (tests/engines/). WebKit runs it on both the
cross-origin isolated server (scripts/serve's) and a plain one: WebKitGTK reports isolation but
has no SharedArrayBuffer, and the page once trusted the flag and never started there. No engine
is skipped: scripts/test installs all three, so a missing one fails, naming what installs it.

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

from .browser_helpers import SLUG
from .journey import (
    STEP_WAIT_S,
    exercise_journey,
    lesson_journey,
    llm_exercise_journey,
    phone_journey,
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


@pytest.fixture(params=ENGINES)
def engine_page(request: pytest.FixtureRequest) -> Iterator[tuple[Driver, str, str]]:
    """(a fresh page in the engine, the base URL of the server it is tested on, the system's
    colour scheme there)."""
    name: str = request.param
    scheme = SCHEMES[name]
    url = request.getfixturevalue("plain_site_url" if name.endswith("not-isolated") else "site_url")
    if name == "chromium":
        chromium = Chromium(request.getfixturevalue("browser"), STEP_WAIT_S * 1000)
        driver: Driver = chromium.new_page(color_scheme=scheme)
    elif name == "firefox":
        driver = request.getfixturevalue("firefox_engine").new_page()
    else:
        driver = request.getfixturevalue("webkit_engine").new_page(dark=scheme == "dark")
    yield driver, url, scheme
    seen = driver.watched()
    driver.close()
    check_watched(driver.engine, seen.problems, seen.requests, url)


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

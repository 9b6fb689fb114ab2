"""WebKit: WebKitGTK's MiniBrowser, driven by selenium through WebKitWebDriver, on an Xvfb.

Debian's `webkit2gtk-driver` brings WebKitWebDriver and the MiniBrowser; the MiniBrowser needs an
X display even when nothing looks at it, so each launch starts its own Xvfb (package `xvfb`) on
a free display. PRACTICE_MINIBROWSER points at another MiniBrowser.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .driver import INSERT_TEXT, EngineMissing, Watched

__all__ = ["MINIBROWSER", "WebKit", "WebKitDriver", "webkit"]

MINIBROWSER = os.environ.get(
    "PRACTICE_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
)
WEBDRIVER = "/usr/bin/WebKitWebDriver"
# Sessions new_page() tries to start before it gives up (see WebKit._start_session).
SESSION_ATTEMPTS = 3
# Key names as Playwright and puppeteer spell them -> selenium's Keys attribute.
KEYS = {
    "Control": "CONTROL",
    "Shift": "SHIFT",
    "Alt": "ALT",
    "Meta": "META",
    "Enter": "ENTER",
    "End": "END",
    "Delete": "DELETE",
}

# Runs `expression` and hands back {value} or {error}: selenium's async script is the one way
# to wait for a promise in the page.
ASYNC_WRAPPER = """
const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (%s)).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String(error) + " " + String((error && error.stack) || "") }),
);
"""


class WebKitDriver:
    """The MiniBrowser's one window. WebKitGTK's driver opens one browser per session, so a
    fresh page means a fresh session: WebKit.new_page() ends the previous one."""

    engine = "webkit"

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def evaluate(self, expression: str) -> Any:
        answer = self.driver.execute_async_script(ASYNC_WRAPPER % expression)
        if "error" in answer:
            raise RuntimeError(f"in WebKit: {answer['error']}")
        return answer["value"]

    def click(self, selector: str) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def press(self, keys: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        parts = [getattr(Keys, KEYS[part]) if part in KEYS else part for part in keys.split("+")]
        *modifiers, key = parts
        chain = ActionChains(self.driver)
        for modifier in modifiers:
            chain.key_down(modifier)
        chain.send_keys(key)
        for modifier in reversed(modifiers):
            chain.key_up(modifier)
        chain.perform()

    def insert_text(self, text: str) -> None:
        self.evaluate(INSERT_TEXT % json.dumps(text))

    def watched(self) -> Watched:
        # WebKitWebDriver exposes neither console messages nor network requests.
        return Watched(problems=None, requests=None)

    def close(self) -> None:
        self.driver.quit()


class WebKit:
    """An Xvfb display on which new_page() starts a MiniBrowser session."""

    def __init__(self, display: str, timeout_s: float) -> None:
        self.display = display
        self.timeout_s = timeout_s
        self.version = ""

    def new_page(self, width: int = 1280, height: int = 900, dark: bool = False) -> WebKitDriver:
        """A MiniBrowser with a fresh profile (automation mode keeps none between sessions).
        The window cannot be narrower than about 450 px: a phone width needs a frame. `dark`:
        the system's colour scheme is dark (WebKitGTK follows the GTK theme's dark variant)."""
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        env = {**os.environ, "DISPLAY": self.display}
        if dark:
            env["GTK_THEME"] = "Adwaita:dark"
        driver = None
        for _ in range(SESSION_ATTEMPTS):
            options = Options()
            options.binary_location = MINIBROWSER
            options.add_argument("--automation")
            service = Service(WEBDRIVER, env=env)
            driver = self._start_session(webdriver, options, service)
            if driver is not None:
                break
        if driver is None:
            raise RuntimeError(
                f"WebKitWebDriver started no session in {SESSION_ATTEMPTS} attempts of "
                f"{self.timeout_s:g} s each"
            )
        driver.set_script_timeout(self.timeout_s)
        driver.set_page_load_timeout(self.timeout_s)
        driver.set_window_size(width, height)
        self.version = driver.capabilities.get("browserVersion", "")
        return WebKitDriver(driver)


    def _start_session(self, webdriver: Any, options: Any, service: Any) -> Any:
        """A session, or None if WebKitWebDriver did not answer within timeout_s: then its
        process is ended, which also ends the request that waited for it. Seen under a busy
        core: the session's request never answered, and selenium waits for ever."""
        started: dict[str, Any] = {}

        def start() -> None:
            with warnings.catch_warnings():
                # selenium's own WebKitGTK class still passes a deprecated argument to itself.
                warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
                try:
                    started["driver"] = webdriver.WebKitGTK(options=options, service=service)
                except Exception as error:  # noqa: BLE001 (reported by new_page's caller)
                    started["error"] = error

        thread = threading.Thread(target=start, daemon=True)
        thread.start()
        thread.join(self.timeout_s)
        if "driver" in started:
            return started["driver"]
        if "error" in started:
            raise started["error"]
        service.stop()
        thread.join(10)
        return None


def missing() -> str | None:
    """What is not installed, with the command that installs it; None when all is there."""
    if not Path(WEBDRIVER).exists() or not Path(MINIBROWSER).exists():
        return "no WebKitWebDriver or MiniBrowser: apt-get install webkit2gtk-driver"
    if shutil.which("Xvfb") is None:
        return "no Xvfb: apt-get install xvfb"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "no selenium: pip install -e '.[dev]' (./scripts/test does)"
    return None


@contextmanager
def xvfb(timeout_s: float) -> Iterator[str]:
    """A private X display (":N"), gone when the block ends."""
    read, write = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            # Xvfb writes the display number once it accepts clients; an empty read: it died.
            number = pipe.readline().strip()
        if not number:
            raise EngineMissing(f"Xvfb did not start (exit code {process.poll()})")
        yield f":{number}"
    finally:
        process.terminate()
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def webkit(timeout_s: float) -> Iterator[WebKit]:
    """An Xvfb for MiniBrowser sessions; each WebDriver call waits `timeout_s` at most."""
    problem = missing()
    if problem:
        raise EngineMissing(problem)
    with xvfb(timeout_s) as display:
        yield WebKit(display, timeout_s)

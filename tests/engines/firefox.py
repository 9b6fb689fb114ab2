"""Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi.

puppeteer-core is a Node library, so a small Node process (firefox_bridge.mjs) holds the
browser and this module talks to it: one JSON request a line on its stdin, one answer a line
on its stdout. No geckodriver. PRACTICE_FIREFOX points at another binary.
"""

from __future__ import annotations

import itertools
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .driver import INSERT_TEXT, EngineMissing, Watched

__all__ = ["FIREFOX", "Firefox", "FirefoxDriver", "firefox"]

FIREFOX = os.environ.get("PRACTICE_FIREFOX", "/usr/bin/firefox-esr")
HERE = Path(__file__).resolve().parent
BRIDGE = HERE / "firefox_bridge.mjs"
PUPPETEER = HERE / "node_modules" / "puppeteer-core"


class BridgeError(RuntimeError):
    """The bridge answered with an error, or did not answer in time."""


class Bridge:
    """The Node process that holds Firefox; call() sends a request and waits for its answer."""

    def __init__(self, timeout_s: float, launch_timeout_s: float, dark: bool = False) -> None:
        self.timeout_s = timeout_s
        self.log = tempfile.TemporaryFile(mode="w+")  # the bridge's stderr, quoted on failure
        self.process = subprocess.Popen(
            ["node", str(BRIDGE), FIREFOX, *(["dark"] if dark else [])],
            cwd=HERE,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            bufsize=1,
        )
        self.answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.ids = itertools.count(1)
        self.lock = threading.Lock()
        try:
            self.version = self._answer(0, launch_timeout_s)["version"]
        except BridgeError:
            self.process.kill()
            self.process.wait()
            raise

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.answers.put(json.loads(line))
        self.answers.put(None)  # the bridge ended

    def _answer(self, wanted: int, timeout_s: float) -> Any:
        while True:
            try:
                answer = self.answers.get(timeout=timeout_s)
            except queue.Empty:
                raise BridgeError(f"Firefox did not answer in {timeout_s:g} s") from None
            if answer is None:
                raise BridgeError(f"the Firefox bridge ended: {self.stderr()}")
            if answer.get("id") == wanted:
                if "error" in answer:
                    raise BridgeError(answer["error"])
                return answer["value"]

    def stderr(self) -> str:
        self.log.seek(0)
        return self.log.read()[-600:]

    def call(self, op: str, **fields: Any) -> Any:
        with self.lock:
            request_id = next(self.ids)
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps({"id": request_id, "op": op, **fields}) + "\n")
            self.process.stdin.flush()
            # A little longer than the page's own timeout, so that puppeteer's error (which names
            # the selector or the wait) arrives before ours.
            return self._answer(request_id, self.timeout_s + 10)

    def quit(self) -> None:
        try:
            if self.process.stdin is not None:
                self.process.stdin.write(json.dumps({"op": "quit"}) + "\n")
                self.process.stdin.close()
            self.process.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        self.log.close()


class FirefoxDriver:
    """A page in its own browser context (fresh storage) of the bridge's Firefox."""

    engine = "firefox"

    def __init__(self, bridge: Bridge, width: int, height: int) -> None:
        self.bridge = bridge
        timeout_ms = int(bridge.timeout_s * 1000)
        self.id = bridge.call("newPage", width=width, height=height, timeout=timeout_ms)

    def goto(self, url: str) -> None:
        self.bridge.call("goto", page=self.id, url=url)

    def reload(self) -> None:
        self.bridge.call("reload", page=self.id)

    def evaluate(self, expression: str) -> Any:
        return self.bridge.call("evaluate", page=self.id, expression=expression)

    def click(self, selector: str) -> None:
        self.bridge.call("click", page=self.id, selector=selector)

    def press(self, keys: str) -> None:
        self.bridge.call("press", page=self.id, keys=keys)

    def insert_text(self, text: str) -> None:
        self.evaluate(INSERT_TEXT % json.dumps(text))

    def set_offline(self, offline: bool) -> None:
        """Cut the page's network (WebDriver BiDi's offline emulation), or restore it."""
        self.bridge.call("offline", page=self.id, offline=offline)

    def watched(self) -> Watched:
        seen = self.bridge.call("watch", page=self.id)
        return Watched(problems=seen["problems"], requests=seen["requests"])

    def close(self) -> None:
        self.bridge.call("closePage", page=self.id)


class Firefox:
    """A running Firefox: new_page() opens a fresh-profile page."""

    def __init__(self, bridge: Bridge) -> None:
        self.bridge = bridge
        self.version = bridge.version

    def new_page(self, width: int = 1280, height: int = 900) -> FirefoxDriver:
        return FirefoxDriver(self.bridge, width, height)


def missing() -> str | None:
    """What is not installed, with the command that installs it; None when all is there."""
    if not Path(FIREFOX).exists():
        return f"no Firefox at {FIREFOX}: apt-get install firefox-esr (./scripts/test does)"
    if shutil.which("node") is None:
        return "no node on PATH: install Node.js 20+"
    if not PUPPETEER.is_dir():
        return f"no puppeteer-core in {HERE}: run ./scripts/test (ensure_engines installs it)"
    return None


@contextmanager
def firefox(timeout_s: float, launch_timeout_s: float, dark: bool = False) -> Iterator[Firefox]:
    """Start headless Firefox; each call waits `timeout_s` at most, the start `launch_timeout_s`.
    `dark`: the system's colour scheme is dark for every page (a setting of the browser: over
    WebDriver BiDi a page cannot emulate it)."""
    problem = missing()
    if problem:
        raise EngineMissing(problem)
    bridge = Bridge(timeout_s, launch_timeout_s, dark)
    try:
        yield Firefox(bridge)
    finally:
        bridge.quit()

"""Chromium: Debian's, through Playwright, with the flags of sitebuild/chromium.py."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS

from .driver import EngineMissing, Watched

__all__ = ["ChromiumDriver", "chromium"]


class ChromiumDriver:
    """A page in its own Playwright context (fresh storage) of a running Chromium."""

    engine = "chromium"

    def __init__(self, browser: Any, timeout_ms: int, **context_options: Any) -> None:
        self.context = browser.new_context(**context_options)
        self.page = self.context.new_page()
        self.page.set_default_timeout(timeout_ms)
        self.seen = Watched()
        self.context.on("request", lambda request: self.seen.requests.append(request.url))
        self.page.on("pageerror", lambda error: self.seen.problems.append(f"page error: {error}"))
        self.page.on("console", self._console)

    def _console(self, message: Any) -> None:
        if message.type == "error":
            self.seen.problems.append(f"console: {message.text}")

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def press(self, keys: str) -> None:
        self.page.keyboard.press(keys)

    def insert_text(self, text: str) -> None:
        self.page.keyboard.insert_text(text)

    def set_offline(self, offline: bool) -> None:
        """Cut the page's network (its service worker's too), or restore it."""
        self.context.set_offline(offline)

    def watched(self) -> Watched:
        seen, self.seen = self.seen, Watched()
        return seen

    def close(self) -> None:
        self.context.close()


class Chromium:
    """A running Chromium: new_page() opens a fresh-profile page."""

    def __init__(self, browser: Any, timeout_ms: int) -> None:
        self.browser = browser
        self.timeout_ms = timeout_ms
        self.version = browser.version

    def new_page(self, width: int = 1280, height: int = 900, **options: Any) -> ChromiumDriver:
        viewport = {"width": width, "height": height}
        return ChromiumDriver(self.browser, self.timeout_ms, viewport=viewport, **options)


@contextmanager
def chromium(timeout_ms: int) -> Iterator[Chromium]:
    """Start headless Chromium; `timeout_ms` bounds each Playwright call."""
    from playwright import sync_api

    if not Path(CHROMIUM).exists():
        raise EngineMissing(f"no Chromium at {CHROMIUM}: run ./scripts/test (it installs it)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield Chromium(browser, timeout_ms)
        finally:
            browser.close()

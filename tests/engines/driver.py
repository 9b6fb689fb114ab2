"""What a test may ask of a page, in any engine: the `Driver` interface and what it reports."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = ["INSERT_TEXT", "Driver", "EngineMissing", "Watched", "wait_for"]

# Where the driver has no way to insert text without key events: the editing command a paste
# comes down to. (Chromium's insertText command also tries an inline style, which the page's CSP
# reports; Playwright's own insert_text does not.)
INSERT_TEXT = "document.execCommand('insertText', false, %s)"


class EngineMissing(RuntimeError):
    """An engine or its driver is not installed; the message names what installs it."""


@dataclass
class Watched:
    """What a page logged since the last look: script errors, and every URL it requested
    (None where the engine's driver cannot see requests or console messages)."""

    problems: list[str] | None = field(default_factory=list)
    requests: list[str] | None = field(default_factory=list)


class Driver(Protocol):
    """One page (a fresh profile: no storage, no service worker) in one engine."""

    engine: str

    def goto(self, url: str) -> None:
        """Open `url` and wait for its load event."""

    def reload(self) -> None:
        """Reload and wait for the load event."""

    def evaluate(self, expression: str) -> Any:
        """The JSON value of a JavaScript expression in the page (a promise is awaited)."""

    def click(self, selector: str) -> None:
        """A real click on the element (scrolled into view) that `selector` finds."""

    def press(self, keys: str) -> None:
        """A key press such as "Control+Shift+Enter", sent to the element that has focus."""

    def insert_text(self, text: str) -> None:
        """Insert `text` at the focused element's caret in one go, as a paste would: no key
        events, so the editor neither indents nor closes brackets."""

    def watched(self) -> Watched:
        """What the page logged and requested since the last call."""

    def close(self) -> None:
        """Close the page and its profile."""


def wait_for(
    driver: Driver, expression: str, timeout_s: float, what: str, poll_s: float = 0.25
) -> Any:
    """Poll `expression` until it is truthy; its value. Fails naming `what` after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = driver.evaluate(expression)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{driver.engine}: {what}: not so after {timeout_s:g} s")
        time.sleep(poll_s)

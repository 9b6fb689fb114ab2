"""How our tools start a browser: Debian's Chromium, headless, with no traffic of its own.

Shared by the browser tests and the benchmark, so both run the same browser the same way.
Playwright never downloads a browser here; PRACTICE_CHROMIUM points at another binary.
"""

from __future__ import annotations

import os

__all__ = ["CHROMIUM", "CHROMIUM_ARGS"]

CHROMIUM = os.environ.get("PRACTICE_CHROMIUM", "/usr/bin/chromium")
# Without the background-networking flags Chromium keeps trying hosts this machine can't reach.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

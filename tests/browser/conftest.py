"""Browser tests: the built site, served from a thread, driven by Playwright in Chromium.

The site is built once per session into a temporary folder (Pyodide self-hosted) and served on
a free localhost port with the same server as scripts/serve. Chromium is Debian's
(`apt-get install chromium`), never a browser that Playwright downloads; set PRACTICE_CHROMIUM
to use another binary. Every page records its requests and console: a request that leaves the
origin, a script error or a Content-Security-Policy violation fails the test that caused it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import build
from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS
from sitebuild.server import serve_in_thread

from .browser_helpers import ROOT, SLUG, WAIT_MS


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A freshly built site, built once per session."""
    out = tmp_path_factory.mktemp("site") / "dist"
    build.build(ROOT, out)
    return out


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """The base URL of the built site, served cross-origin isolated: http://127.0.0.1:PORT/."""
    server, url = serve_in_thread(site_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def plain_site_url(site_dir: Path) -> Iterator[str]:
    """The same site served as a plain static host would: no cross-origin isolation."""
    server, url = serve_in_thread(site_dir, isolated=False)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the session."""
    # No skipping: scripts/test installs both, so a missing one is a broken setup to report.
    from playwright import sync_api

    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"no Chromium at {CHROMIUM}: run ./scripts/test (it installs it), "
            "or apt-get install chromium, or set PRACTICE_CHROMIUM"
        )
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@dataclass
class Watch:
    """What a page asked for and complained about while a test ran."""

    requests: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def watch(page: Any, context: Any) -> Watch:
    """Record every request (the worker's too) and every console error of `page`."""
    seen = Watch()
    context.on("request", lambda request: seen.requests.append(request.url))
    page.on("pageerror", lambda error: seen.problems.append(f"page error: {error}"))
    page.on(
        "console",
        lambda message: (
            seen.problems.append(f"console: {message.text}") if message.type == "error" else None
        ),
    )
    return seen


def check_watch(seen: Watch, site_url: str) -> None:
    """No request left the origin; no script error; no CSP violation."""
    origin = site_url.rstrip("/")
    outside = [url for url in seen.requests if not (url + "/").startswith(origin + "/")]
    outside = [url for url in outside if not url.startswith(("blob:", "data:"))]
    assert not outside, f"requests left the origin: {outside}"
    assert not seen.problems, "\n".join(seen.problems)


@pytest.fixture
def open_page(browser: Any, site_url: str) -> Iterator[Any]:
    """open_page(**context_options) -> a new page (fresh storage) on the exercise."""
    opened: list[tuple[Any, Watch]] = []

    def _open(**options: Any) -> Any:
        context = browser.new_context(**options)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        opened.append((context, watch(page, context)))
        page.goto(f"{site_url}{SLUG}/")
        if options.get("java_script_enabled", True):
            # The editor is built when it comes near the screen: at once on a wide page, after
            # scrolling to it on a phone (web/code_editor.js).
            page.locator('[data-test="editor"]').scroll_into_view_if_needed()
            page.wait_for_selector('[data-test="editor"] .cm-content')
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


@pytest.fixture
def page(open_page: Any) -> Any:
    """A desktop-sized page on the exercise, fresh storage."""
    return open_page(viewport={"width": 1280, "height": 900})

"""Browser tests: the built site, served from a thread, driven by Playwright in Chromium.

The site is built once per session into a temporary folder (Pyodide self-hosted) and served on
a free localhost port with the same server as scripts/serve. Chromium is Debian's
(`apt-get install chromium`), never a browser that Playwright downloads; set PRACTICE_CHROMIUM
to use another binary. Every page records its requests and console: a request that leaves the
origin, a script error or a Content-Security-Policy violation fails the test that caused it.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from sitebuild import offline
from sitebuild.chromium import CHROMIUM, CHROMIUM_ARGS
from sitebuild.server import serve_in_thread

from .browser_helpers import SLUG, WAIT_MS

# Seconds, the time limit of short_site's exercise. Margin: what must finish within it (the
# examples of the reference after a restart; typing into the editor while a loop runs, before
# Stop) takes under 1 s on a loaded 2-core machine, so 4 s is at least 4x; the time-limit tests
# wait it out.
SHORT_LIMIT = 4


@pytest.fixture(scope="session")
def site_dir(built_site: Path) -> Path:
    """The real site, built once per run (tests/conftest.py)."""
    return built_site


@pytest.fixture
def site_copy(site_dir: Path, tmp_path: Path) -> Path:
    """A copy of the built site that the test may change and serve on its own: as good as a
    new build of the same sources, for the cost of a copy."""
    return Path(shutil.copytree(site_dir, tmp_path / "site"))


@pytest.fixture(scope="session")
def short_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site with the exercise's time limit at SHORT_LIMIT seconds, as a build of
    exercises whose exercise.toml says `time_limit = 4` writes it: the limit is in two places,
    the exercise.toml the harness reads in the worker and the page's data (the page's own clock),
    and the service worker's digests follow the files. A copy, not a second build: the build
    would run every first run and known mistake under Pyodide again for one number. Endless
    loops run here (test_hostile.py in Chromium, test_engines.py in the other engines)."""
    out = tmp_path_factory.mktemp("short-limit") / "dist"
    shutil.copytree(site_dir, out)
    toml = out / "exercises" / SLUG / "exercise.toml"
    text = toml.read_text(encoding="utf-8")
    assert text.count("\ntime_limit = 10\n") == 1, f"{toml}: no single time_limit = 10"
    toml.write_text(text.replace("\ntime_limit = 10\n", f"\ntime_limit = {SHORT_LIMIT}\n"))
    page = out / SLUG / "index.html"
    limit = f'"timeLimit": {SHORT_LIMIT}'
    text, count = re.subn(r'"timeLimit": 10(\.0)?\b', limit, page.read_text(encoding="utf-8"))
    assert count == 1, f"{page}: no single timeLimit of 10 in its data"
    page.write_text(text, encoding="utf-8")
    offline.write_service_worker(out)
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


def open_watched(
    browser: Any, url: str, on_response: Any = None, editor: bool = True, **options: Any
) -> tuple[Any, Watch]:
    """A new page (fresh storage, watched) at `url`, an exercise or lesson page, with its (first)
    editor built (unless `editor` is False: then as it opens, nothing scrolled)."""
    context = browser.new_context(**options)
    if on_response:
        context.on("response", on_response)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    seen = watch(page, context)
    page.goto(url)
    if editor and options.get("java_script_enabled", True):
        # The editor is built when it comes near the screen: at once on a wide page, after
        # scrolling to it on a phone (web/code_editor.js).
        page.locator('[data-test="editor"]').first.scroll_into_view_if_needed()  # a lesson: 7
        page.wait_for_selector('[data-test="editor"] .cm-content')
    return page, seen


@pytest.fixture
def open_page(browser: Any, site_url: str) -> Iterator[Any]:
    """open_page(slug=SLUG, on_response=None, **context_options) -> a new page (fresh storage)
    on the exercise `slug`; `on_response` sees every response from the first request on."""
    opened: list[tuple[Any, Watch]] = []

    def _open(slug: str = SLUG, on_response: Any = None, **options: Any) -> Any:
        page, seen = open_watched(browser, f"{site_url}{slug}/", on_response, **options)
        opened.append((page.context, seen))
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


@pytest.fixture
def page(open_page: Any) -> Any:
    """A desktop-sized page on the exercise, fresh storage."""
    return open_page(viewport={"width": 1280, "height": 900})


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Keep each phase's report on the test, so a fixture can tell that its test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@dataclass
class Kept:
    """A page kept from one test to the next, with what it asked for and complained about."""

    page: Any = None
    seen: Watch | None = None


@pytest.fixture(scope="module")
def kept_page() -> Iterator[Kept]:
    kept = Kept()
    yield kept
    if kept.page is not None:
        kept.page.context.close()


@pytest.fixture
def warm_page(
    request: pytest.FixtureRequest, kept_page: Kept, browser: Any, site_url: str
) -> Iterator[Any]:
    """A desktop page on the exercise (fresh storage when first opened) that the module's tests
    share, as a learner tries one thing after another on one page: Python starts once for them
    all rather than once each. For tests that set their own code before each run. A page a test
    failed on, or left while a run goes on, is closed, and the next test opens a new one, so one
    test's failure is not the next one's. Watched as open_page's pages are, test by test."""
    if kept_page.page is not None and (
        kept_page.page.is_closed()
        or kept_page.page.get_attribute('[data-test="results"]', "data-status") == "running"
    ):
        kept_page.page.context.close()
        kept_page.page = None
    if kept_page.page is None:
        kept_page.page, kept_page.seen = open_watched(
            browser, f"{site_url}{SLUG}/", viewport={"width": 1280, "height": 900}
        )
    assert kept_page.seen is not None
    kept_page.seen.requests.clear()
    kept_page.seen.problems.clear()
    yield kept_page.page
    report = getattr(request.node, "report_call", None)
    healthy = report is not None and report.passed
    try:
        check_watch(kept_page.seen, site_url)
    except AssertionError:
        healthy = False
        raise
    finally:
        if not healthy:
            kept_page.page.context.close()
            kept_page.page = None

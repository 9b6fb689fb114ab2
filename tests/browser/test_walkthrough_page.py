"""The GRPO walkthrough page in headless Chromium, offline: run, stream, plot, read the source."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from brief import brief

from .browser_helpers import ROOT
from .conftest import check_watch, watch

SCRIPT = ROOT / "papers" / "grpo" / "grpo_from_scratch.py"
HEADINGS = [
    "Demo 1: why a baseline",
    "Demo 2: one group worked by hand",
    "Demo 3: a learned critic versus the group baseline",
    "Demo 4: group size G",
    "Demo 5: KL in the loss versus KL in the reward",
    "Demo 6: per-prompt versus batch baseline",
    "Demo 7: deliberate breaks",
]
# Loading Pyodide and numpy, then about a second of numpy per demo. Margin: the whole run takes
# 5-10 s idle, up to ~30 s on an oversubscribed 2-core machine; 120 s is 4x. Never timed.
RUN_MS = 120_000
PLOTS = '[data-test="walkthrough-plots"]'
OUTPUT = '[data-test="walkthrough-output"]'


@pytest.fixture
def open_walkthrough(browser: Any, site_url: str) -> Iterator[Any]:
    """open_walkthrough(**context_options) -> a new page on papers/grpo/, watched."""
    opened: list[tuple[Any, Any]] = []

    def _open(**options: Any) -> Any:
        context = browser.new_context(**options)
        page = context.new_page()
        page.set_default_timeout(RUN_MS)
        opened.append((context, watch(page, context)))
        page.goto(f"{site_url}papers/grpo/")
        return page

    yield _open
    for context, seen in opened:
        context.close()
        check_watch(seen, site_url)


def plots_status(page: Any) -> str:
    return page.get_attribute(PLOTS, "data-status")


def run_to_the_end(page: Any) -> str:
    """Click Run, see the output stream before the run ends, wait for the end; the status."""
    # Note the status each time the output grows: lines that arrive while the run is still
    # "running" are streamed, not written in one go at the end.
    page.evaluate(
        f"""() => {{
            window.__seen = [];
            const output = document.querySelector('{OUTPUT}');
            new MutationObserver(() => window.__seen.push(
                document.querySelector('{PLOTS}').dataset.status + ':' +
                (output.textContent.match(/Demo \\d/g) || []).length
            )).observe(output, {{childList: true, characterData: true, subtree: true}});
        }}"""
    )
    page.click('[data-test="walkthrough-run"]')
    page.wait_for_function(
        f"() => ['done', 'error'].includes(document.querySelector('{PLOTS}').dataset.status)",
        timeout=RUN_MS,
    )
    status = plots_status(page)
    seen = page.evaluate("window.__seen")
    streamed = {entry.split(":")[1] for entry in seen if entry.startswith("running:")}
    assert len(streamed) >= 3, seen  # demos 1, 2, ... showed up one after another
    return status


def test_walkthrough_runs_streams_its_output_and_draws_the_plots(open_walkthrough: Any) -> None:
    page = open_walkthrough(viewport={"width": 1280, "height": 900})
    assert plots_status(page) == "idle"
    assert page.is_enabled('[data-test="walkthrough-run"]')

    status = '[data-test="walkthrough-status"]'
    assert run_to_the_end(page) == "done", brief(page.inner_text(status))
    output = page.text_content(OUTPUT)
    for heading in HEADINGS:
        assert heading in output
    assert output.index(HEADINGS[0]) < output.index(HEADINGS[-1])
    assert page.locator(f"{OUTPUT} *").count() == 0  # text, never HTML

    charts = page.locator(f'{PLOTS} [data-test="chart"]')
    assert charts.count() == 3
    # Variance against G: one series; G = 1 has variance 0, which a log axis cannot show.
    assert charts.nth(0).locator(".series").count() == 1
    assert charts.nth(0).locator(".point").count() >= 4
    for i in (1, 2):  # reward and KL against steps: one line and a legend entry per beta
        chart = charts.nth(i)
        lines = chart.locator(".series polyline")
        assert lines.count() == 4
        assert all(len(lines.nth(j).get_attribute("points").split()) == 21 for j in range(4))
        legend = chart.locator(".legend li").all_text_contents()
        assert legend == ["β = 0", "β = 0.5", "β = 1", "β = 2"]

    # A second run starts from a clean slate and ends the same way.
    assert run_to_the_end(page) == "done"
    assert page.text_content(OUTPUT).count(HEADINGS[0]) == 1
    assert page.locator(f'{PLOTS} [data-test="chart"]').count() == 3


def test_source_is_shown_escaped_and_offered_for_download(open_walkthrough: Any) -> None:
    page = open_walkthrough(viewport={"width": 1280, "height": 900})
    source = page.locator('[data-test="walkthrough-source"]')
    page.click('[data-test="walkthrough-source"] summary')
    code = source.locator("pre code")
    assert code.is_visible()
    assert code.text_content() == SCRIPT.read_text(encoding="utf-8")
    assert code.locator("*").count() == 0

    with page.expect_download() as download_info:
        page.click('[data-test="walkthrough-download"]')
    assert download_info.value.suggested_filename == SCRIPT.name


def test_phone_viewport_runs_without_sideways_scrolling(open_walkthrough: Any) -> None:
    phone = open_walkthrough(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.locator('[data-test="walkthrough-run"]').tap()
    phone.wait_for_function(
        f"() => ['done', 'error'].includes(document.querySelector('{PLOTS}').dataset.status)",
        timeout=RUN_MS,
    )
    assert plots_status(phone) == "done"
    assert phone.locator(f"{PLOTS} svg").count() == 3
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_index_lists_the_walkthrough_and_the_exercise_links_it(open_walkthrough: Any) -> None:
    page = open_walkthrough(viewport={"width": 1280, "height": 900})
    page.click('[data-test="walkthrough-exercise"]')
    page.wait_for_url("**/grpo-advantages/")
    page.click("text=Walkthrough: GRPO from scratch")
    page.wait_for_url("**/papers/grpo/")
    page.click(".brand")
    page.click('[data-test="walkthrough-list"] a')
    page.wait_for_url("**/papers/grpo/")
    assert page.inner_text("h1") == "GRPO from scratch"

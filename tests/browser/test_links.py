"""Every link of the built site leads somewhere, as a browser sees the pages: a crawl from the
index through every same-origin link, after each page's scripts ran (links a script adds count,
and so do those in a <template> that a script shows later). Each URL must answer 200, each
#fragment must name an element of its target page, and every page of the site must be reached.

The build refuses dead links in the files it writes (sitebuild/links.py, tests/test_links.py);
this test checks the same promise independently, in the browser, on the real site.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urldefrag, urljoin, urlsplit

import pytest

from practice.exercises import list_exercises
from sitebuild.papers import list_walkthroughs
from sitebuild.tracks import list_tracks

from .browser_helpers import ROOT, WAIT_MS
from .conftest import check_watch, watch

# Every href and src in the document and in its templates, resolved against the page's URL.
LINKS = """() => {
  const roots = [document, ...[...document.querySelectorAll('template')].map((t) => t.content)];
  const urls = [];
  for (const root of roots) {
    for (const node of root.querySelectorAll('[href], [src]')) {
      const value = node.getAttribute('href') ?? node.getAttribute('src');
      urls.push(new URL(value, document.baseURI).href);
    }
  }
  return urls;
}"""
IDS = "() => [...document.querySelectorAll('[id]')].map((node) => node.id)"


def site_pages(site_url: str) -> set[str]:
    """The pages the build makes from the repository's data, by their URLs."""
    tracks = list_tracks(ROOT)
    paths = [
        "",
        *(f"{slug}/" for slug in list_exercises(ROOT)),
        *(f"papers/{slug}/" for slug in list_walkthroughs(ROOT)),
        *(f"tracks/{slug}/" for slug in tracks),
        *(f"tracks/{slug}/cheat-sheet/" for slug in tracks),
    ]
    return {urljoin(site_url, path) for path in paths}


@pytest.fixture
def crawler(browser: Any, site_url: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    seen = watch(page, context)
    yield page
    context.close()
    check_watch(seen, site_url)


def is_page(url: str) -> bool:
    path = urlsplit(url).path
    return path.endswith("/") or path.endswith(".html")


def test_a_crawl_from_the_index_finds_no_dead_link_and_reaches_every_page(
    crawler: Any, site_url: str
) -> None:
    ids: dict[str, set[str]] = {}
    links: dict[str, list[str]] = {}
    queue = [site_url]
    while queue:
        url = queue.pop()
        if url in ids:
            continue
        response = crawler.goto(url)
        assert response is not None and response.status == 200, (
            f"{url}: {response and response.status}"
        )
        crawler.wait_for_load_state("load")
        ids[url] = set(crawler.evaluate(IDS))
        links[url] = crawler.evaluate(LINKS)
        for link in links[url]:
            target, _ = urldefrag(link)
            if target.startswith(site_url) and is_page(target) and target not in ids:
                queue.append(target)

    dead = []
    for page_url, found in links.items():
        for link in found:
            if not link.startswith(site_url):
                continue  # absolute URLs to other sites are not followed
            target, fragment = urldefrag(link)
            if target in ids:
                if fragment and fragment not in ids[target]:
                    dead.append(f"{page_url}: {link}: no id {fragment!r}")
            else:
                status = crawler.request.get(target).status
                if status != 200 or fragment:
                    dead.append(f"{page_url}: {link}: HTTP {status}")
    assert not dead, "\n".join(dead[:20])

    unreached = sorted(site_pages(site_url) - set(ids))
    assert not unreached, f"pages no link leads to: {unreached}"
    # index, two tracks and their cheat sheets, thirteen exercises, a walkthrough
    assert len(ids) >= 19

"""No dead links: every relative link and #anchor of the built site leads to something there.

The build runs `dead_links` over the finished site before it is swapped in, and refuses to
publish if anything is found. Every `href` and `src` of every HTML page counts (a <template>'s
too, since a script shows it later): a relative URL must name a file of the site (a folder
only with its trailing slash, served as its index.html), and a #fragment an `id` on the target
page. Absolute URLs (https://..., mailto:) leave the site and are not followed. A link that a
script creates at run time is not in the files; tests/browser/test_links.py crawls the pages in
a browser for those.
"""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

__all__ = ["LINK_ATTRIBUTES", "dead_links", "is_external", "scan_page"]

LINK_ATTRIBUTES = ("href", "src")


class PageScan(HTMLParser):
    """The ids of one page and the URLs it links to."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            elif name in LINK_ATTRIBUTES and value is not None:
                self.urls.append(value)

    handle_startendtag = handle_starttag


def scan_page(text: str) -> PageScan:
    """The ids and link URLs of an HTML page."""
    scan = PageScan()
    scan.feed(text)
    scan.close()
    return scan


def is_external(url: str) -> bool:
    """An absolute URL (with a scheme, or protocol-relative): it leaves the site."""
    parts = urlsplit(url.strip())
    return bool(parts.scheme) or url.strip().startswith("//")


def dead_links(site: Path) -> list[str]:
    """One line per dead link: the page, the URL, and why it leads nowhere."""
    pages = {p.relative_to(site).as_posix(): p for p in sorted(site.rglob("*.html"))}
    scans = {name: scan_page(path.read_text(encoding="utf-8")) for name, path in pages.items()}
    problems = []
    for name, scan in scans.items():
        for url in scan.urls:
            reason = why_dead(site, name, url, scans)
            if reason:
                problems.append(f"{name}: {url!r}: {reason}")
    return problems


def why_dead(site: Path, page: str, url: str, scans: dict[str, PageScan]) -> str | None:
    """Why `url` on `page` (a path relative to the site) leads nowhere, or None if it is fine."""
    if is_external(url):
        return None
    parts = urlsplit(url)
    if not parts.path:  # "#frag" (or "?query#frag") on the same page
        if not parts.fragment:
            return "an empty anchor (#) leads nowhere"
        return (
            None if parts.fragment in scans[page].ids else f"no id {parts.fragment!r} on this page"
        )
    path = unquote(parts.path)
    if path.startswith("/"):
        return "a path from the server's root; use a relative URL (the site may live in a folder)"
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
    if joined == ".." or joined.startswith("../"):
        return "points above the site's root"
    target = site / joined
    if target.is_dir():
        if not path.endswith("/"):
            return "a folder without its trailing slash (relative links on that page would break)"
        target, joined = target / "index.html", posixpath.join(joined, "index.html")
    if not target.is_file():
        return f"no file {joined} in the site"
    if parts.fragment:
        scan = scans.get(joined.removeprefix("./"))
        if scan is None:
            return f"#{parts.fragment} on a file that is not a page"
        if parts.fragment not in scan.ids:
            return f"no id {parts.fragment!r} on {joined}"
    return None

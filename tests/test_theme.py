"""The light and dark themes, without a browser: every page template loads
web/theme.js before its stylesheets and has the toggle in its header, theme.js and store.js
agree on the key, the CSP stays strict, print stays light, and every text colour of the page
and of the editor meets WCAG AA (4.5:1) on the backgrounds it is drawn on, in both themes.

The browser tests see the themes applied: the crawl of test_a11y.py (the system dark, the first
painted frame), every axe audit in both themes (tests/browser/axe_audit.py), the toggle and its
export in test_course.py, the engines' journeys in test_engines.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitebuild.page import THEMES, content_security_policy, fill, theme_toggle_html

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
TEMPLATES = ["exercise.html", "index.html", "track.html", "cheatsheet.html", "walkthrough.html"]
LIGHT_DARK = re.compile(r"light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)")
AA = 4.5

# Which text colour (a variable of style.css) is drawn on which background, as the pages use
# them: text on every surface, links on the soft boxes that hold links, status colours on
# their own soft backgrounds, text on a coloured fill (buttons, check icons).
TEXT_ON = {
    "text": ["bg", "bg-soft", "bg-pane", "surface", "button", "accent-soft", "good-soft",
             "bad-soft", "warn-soft"],
    "muted": ["bg", "bg-soft", "bg-pane", "surface", "button", "warn-soft"],
    "accent": ["bg", "bg-soft", "bg-pane", "surface", "accent-soft", "good-soft", "warn-soft"],
    "accent-dark": ["bg", "bg-soft", "bg-pane", "accent-soft"],
    "good": ["bg", "bg-pane"],
    "good-dark": ["bg", "bg-soft", "bg-pane", "surface", "good-soft"],
    "bad": ["bg", "bg-pane", "surface", "button", "bad-soft"],
    "warn": ["bg", "bg-pane", "surface", "warn-soft"],
    "kind": ["bg", "surface"],
    "on-fill": ["accent", "accent-dark", "good", "good-dark", "bad", "warn"],
}


def luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of #rrggbb."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def palette() -> dict[str, tuple[str, str]]:
    """style.css's colour variables: name -> (light, dark)."""
    css = (WEB / "style.css").read_text(encoding="utf-8")
    root = css[css.index(":root {") : css.index("}", css.index(":root {"))]
    return {
        name: (light, dark)
        for name, light, dark in re.findall(
            r"--([a-z-]+): light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)", root
        )
    }


@pytest.mark.parametrize("name", TEMPLATES)
def test_every_page_sets_its_theme_before_it_paints(name: str) -> None:
    html = (WEB / name).read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    script = re.search(r'<script src="[^"]*theme\.js"></script>', head)
    assert script, f"{name}: no plain <script src=.../theme.js> (synchronous) in <head>"
    # The first script, before the stylesheets, after the meta tag it updates.
    assert script.start() == head.index("<script") and script.start() < head.index("<link")
    assert '<meta name="color-scheme" content="light dark">' in head[: script.start()]
    assert "$theme_toggle" in html[html.index('<header class="site-header">') :][:300]


def test_the_toggle_is_a_labelled_select_of_the_three_themes() -> None:
    toggle = theme_toggle_html()
    assert toggle.startswith('<label class="theme-choice"><span class="theme-label">Theme</span>')
    assert 'data-test="theme-toggle"' in toggle
    assert re.findall(r'<option value="([a-z]+)">', toggle) == [value for value, _ in THEMES]
    # Filled into every template, which the CSP still holds to our own scripts and styles.
    page = fill("cheatsheet.html", csp="x", title="t", root="../", track_url="../",
                contents="", sections="")
    assert toggle in page
    csp = content_security_policy()
    assert "'unsafe-inline'" not in csp and "style-src 'self'" in csp
    assert "script-src 'self' 'wasm-unsafe-eval'" in csp


def test_theme_js_store_js_and_the_toggle_agree() -> None:
    theme_js = (WEB / "theme.js").read_text(encoding="utf-8")
    store_js = (WEB / "store.js").read_text(encoding="utf-8")
    key = re.search(r'var KEY = "([^"]+)"', theme_js)
    assert key and key.group(1) == "practice:v1:settings:theme"
    assert "export const THEME_KEY = `practice:${VERSION}:settings:theme`;" in store_js
    assert 'const VERSION = "v1";' in store_js
    themes = [value for value, _ in THEMES]
    assert f"var THEMES = {themes!r};".replace("'", '"') in theme_js
    assert f"export const THEMES = {themes!r};".replace("'", '"') in store_js
    # A classic script, as startup.js: no import or export, which only a module may hold.
    assert not re.search(r"^\s*(import|export)\b", theme_js, flags=re.M)


def test_print_is_light_whatever_the_theme() -> None:
    css = (WEB / "style.css").read_text(encoding="utf-8")
    assert re.search(
        r"@media print \{\s*:root,\s*:root\[data-theme\] \{\s*color-scheme: light;", css
    )


def test_page_colours_meet_aa_in_both_themes() -> None:
    colours = palette()
    assert {"text", "bg", "accent", "on-fill"} <= set(colours), sorted(colours)
    low = []
    for theme, name in enumerate(("light", "dark")):
        for text, backgrounds in TEXT_ON.items():
            for background in backgrounds:
                ratio = contrast(colours[text][theme], colours[background][theme])
                if ratio < AA:
                    low.append(f"{name}: --{text} on --{background} {ratio:.2f}")
    assert not low, low


def test_no_fixed_colour_is_left_in_the_page_styles() -> None:
    """Every colour of the styles follows the theme: a variable, or light-dark() of two."""
    for name in ("style.css", "catalogue.css", "walkthrough.css"):
        css = (WEB / name).read_text(encoding="utf-8")
        css = LIGHT_DARK.sub("", css)
        css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
        fixed = re.findall(r"^.*#[0-9a-fA-F]{3,6}\b.*$", css, flags=re.M)
        # The terminal's text is light on a dark box in both themes.
        allowed = ["  color: #e6edf3;"] if name == "style.css" else []
        assert fixed == allowed, (name, fixed)


def editor_colours() -> tuple[tuple[str, str], list[tuple[str, str, str]]]:
    """editor.js's active line (light, dark) and each token role's (role, light, dark)."""
    source = (WEB / "editor" / "editor.js").read_text(encoding="utf-8")
    active = re.search(r'ACTIVE_LINE = "light-dark\((#\w+), (#\w+)\)"', source)
    assert active
    style = source[source.index("HighlightStyle.define(") : source.index("export function")]
    tokens = re.findall(r"tag: ([^\n]*?),\s*color: \"light-dark\((#\w+), (#\w+)\)\"", style)
    return (active.group(1), active.group(2)), tokens


def test_editor_tokens_meet_aa_on_the_editor_and_the_active_line_in_both_themes() -> None:
    (active_light, active_dark), tokens = editor_colours()
    assert len(tokens) == 14  # every role of the light style has its dark colour
    bg_light, bg_dark = palette()["bg"]
    pairs = [
        (role, colour, background)
        for role, light, dark in tokens
        for colour, on in ((light, (bg_light, active_light)), (dark, (bg_dark, active_dark)))
        for background in on
    ]
    low = [f"{r}: {c} on {b} {contrast(c, b):.2f}" for r, c, b in pairs if contrast(c, b) < AA]
    assert not low, low

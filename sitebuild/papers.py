"""The "Papers to code" walkthroughs: load papers/<slug>/, render their pages and index cards.

A walkthrough is a folder `papers/<slug>/` with `walkthrough.toml` (title, summary, the script's
file name, the related exercise, the source paper), `intro.md` and the script itself, a plain
Python file with `run(print_fn) -> dict` that runs in a terminal and in the browser worker. Its
page lives at <site>/papers/<slug>/index.html, next to a copy of the script. Pure functions from
data to text, like sitebuild.page; every value from a file is escaped here.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sitebuild.page import (
    content_security_policy,
    esc,
    fill,
    origin_of,
    page_data_json,
    paper_html,
)

__all__ = [
    "Walkthrough",
    "WalkthroughError",
    "index_section",
    "list_walkthroughs",
    "load_walkthrough",
    "page_pyodide_url",
    "walkthrough_page",
]

# Harness files the worker needs to run a script (practice.scripts.run_script).
WORKER_FILES = ("py/practice/__init__.py", "py/practice/scripts.py")


class WalkthroughError(Exception):
    """A walkthrough folder is incomplete or malformed; the message names the file."""


@dataclass(frozen=True)
class Walkthrough:
    """One walkthrough: what its page and its index card show."""

    slug: str
    title: str
    summary: str
    script: str  # repository-relative path, e.g. papers/grpo/grpo_from_scratch.py
    intro_md: str
    exercise: str = ""  # slug of the related exercise, if any
    paper: Mapping[str, Any] = field(default_factory=dict)

    @property
    def script_name(self) -> str:
        """The script's file name, as the download saves it."""
        return Path(self.script).name


def list_walkthroughs(root: Path) -> list[str]:
    """Slugs of every folder under papers/ that has a walkthrough.toml, sorted."""
    folder = root / "papers"
    if not folder.is_dir():
        return []
    return sorted(p.parent.name for p in folder.glob("*/walkthrough.toml"))


def required(data: Mapping[str, Any], key: str, where: str) -> str:
    """A non-empty string field of walkthrough.toml."""
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise WalkthroughError(f"{where}: `{key}` must be a non-empty string")
    return value.strip()


def load_walkthrough(root: Path, slug: str) -> Walkthrough:
    """papers/<slug>/ read and checked: the metadata, the intro and the script must be there."""
    folder = root / "papers" / slug
    where = f"papers/{slug}/walkthrough.toml"
    try:
        data = tomllib.loads((folder / "walkthrough.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise WalkthroughError(f"{where}: {exc}") from exc
    script = required(data, "script", where)
    if "/" in script or not script.endswith(".py") or not (folder / script).is_file():
        raise WalkthroughError(f"{where}: `script` must name a .py file in papers/{slug}/")
    intro = folder / "intro.md"
    if not intro.is_file() or not intro.read_text(encoding="utf-8").strip():
        raise WalkthroughError(f"papers/{slug}/intro.md: missing or empty (the page's intro)")
    paper = data.get("paper", {})
    if not isinstance(paper, dict):
        raise WalkthroughError(f"{where}: [paper] must be a table")
    return Walkthrough(
        slug=slug,
        title=required(data, "title", where),
        summary=required(data, "summary", where),
        script=f"papers/{slug}/{script}",
        intro_md=intro.read_text(encoding="utf-8"),
        exercise=str(data.get("exercise", "")),
        paper=paper,
    )


def page_pyodide_url(pyodide_url: str) -> str:
    """Pyodide's URL as seen from papers/<slug>/: one folder deeper than an exercise page."""
    return pyodide_url if origin_of(pyodide_url) else f"../{pyodide_url}"


def terminal_html(walkthrough: Walkthrough) -> str:
    """How to run the same script in a terminal, and where to get it."""
    return (
        '<section class="run-locally" aria-labelledby="terminal-title">'
        '<h2 id="terminal-title">Run it in a terminal</h2>'
        "<p>You need Python 3.11 or later and numpy. From a clone of the repository:</p>"
        f'<pre class="terminal"><code>python3 {esc(walkthrough.script)}</code></pre>'
        f'<p>Or <a href="{esc(walkthrough.script_name)}" download data-test="walkthrough-download">'
        f"download {esc(walkthrough.script_name)}</a> and run it on its own: it needs nothing "
        "but numpy, and it takes about a second.</p></section>"
    )


def exercise_link_html(walkthrough: Walkthrough, exercise_title: str) -> str:
    """A pointer to the exercise that asks for the same formulas."""
    if not walkthrough.exercise:
        return ""
    return (
        '<p class="walkthrough-exercise">Then write the formulas yourself in the exercise '
        f'<a href="../../{esc(walkthrough.exercise)}/" data-test="walkthrough-exercise">'
        f"{esc(exercise_title or walkthrough.exercise)}</a>, checked in your browser.</p>"
    )


def run_html() -> str:
    """The Run button, the loading indicator, the streamed output and the plots."""
    return (
        '<section class="walkthrough-run" aria-labelledby="run-title">'
        '<h2 id="run-title">Run it here</h2>'
        "<p>Python runs in this page (Pyodide, a Python compiled for the browser): nothing is "
        "sent anywhere. The first run loads Python and numpy, which takes a few seconds.</p>"
        '<div class="toolbar">'
        '<button type="button" class="button primary needs-script" data-test="walkthrough-run" '
        "disabled>Run the walkthrough</button>"
        '<progress class="walkthrough-progress" data-test="walkthrough-progress" hidden>'
        "</progress>"
        '<p class="walkthrough-status" data-test="walkthrough-status" role="status">'
        "Select Run to see the seven demos print, then their plots.</p></div>"
        '<noscript><p class="noscript">Turn on JavaScript to run the walkthrough here, or run it '
        "in a terminal (above).</p></noscript>"
        '<pre class="walkthrough-output" data-test="walkthrough-output" tabindex="0" '
        'role="region" aria-label="Output of the walkthrough" hidden></pre>'
        '<div class="walkthrough-plots" data-test="walkthrough-plots" data-status="idle" '
        'role="region" aria-label="Plots" hidden></div>'
        "</section>"
    )


def source_html(walkthrough: Walkthrough, source: str) -> str:
    """The script's text, escaped, folded away until asked for."""
    lines = source.count("\n") + (0 if source.endswith("\n") else 1)
    return (
        '<section class="walkthrough-source" aria-labelledby="source-title">'
        '<h2 id="source-title">The source</h2>'
        f'<details data-test="walkthrough-source"><summary>{esc(walkthrough.script_name)} '
        f"({lines} lines)</summary>"
        f'<pre class="source-code"><code class="language-python">{esc(source)}</code></pre>'
        "</details>"
        f'<p><a href="{esc(walkthrough.script_name)}" download>Download '
        f"{esc(walkthrough.script_name)}</a></p></section>"
    )


def walkthrough_page(
    walkthrough: Walkthrough,
    intro_html: str,
    source: str,
    pyodide_url: str,
    exercise_title: str = "",
    stdlib: str = "",
) -> str:
    """The whole page at <site>/papers/<slug>/index.html; `pyodide_url` as the page sees it,
    `stdlib` the compiled standard library under it, if any (sitebuild/bytecode.py)."""
    data = {
        "script": walkthrough.script,
        "pyodideURL": pyodide_url,
        "stdlib": stdlib,
        "siteRoot": "../../",
        "files": list(WORKER_FILES),
    }
    return fill(
        "walkthrough.html",
        csp=esc(content_security_policy(pyodide_url)),
        title=esc(walkthrough.title),
        summary=esc(walkthrough.summary),
        assets="../../assets/",
        root="../../",
        intro=f'<div class="walkthrough-intro">{intro_html}</div>',
        exercise=exercise_link_html(walkthrough, exercise_title),
        paper=paper_html(walkthrough.paper),
        terminal=terminal_html(walkthrough),
        run=run_html(),
        source=source_html(walkthrough, source),
        data=page_data_json(data),
    )


def index_card(walkthrough: Walkthrough) -> str:
    """One walkthrough on the site's index."""
    return (
        '<li class="exercise-card walkthrough-card">'
        f'<a class="exercise-link" href="papers/{esc(walkthrough.slug)}/">'
        f"{esc(walkthrough.title)}</a>"
        f'<p class="exercise-facts">Walkthrough · runs in your browser or a terminal</p>'
        f'<p class="walkthrough-summary">{esc(walkthrough.summary)}</p></li>'
    )


def index_section(walkthroughs: Sequence[Walkthrough]) -> str:
    """The index's "Papers to code" section, or nothing if there are no walkthroughs."""
    if not walkthroughs:
        return ""
    cards = "\n".join(index_card(w) for w in walkthroughs)
    return (
        '<section class="papers-section" aria-labelledby="papers-title">'
        '<h2 id="papers-title">Papers to code</h2>'
        '<p class="lede">Walkthroughs that rebuild a paper’s method in plain numpy, one '
        "experiment at a time.</p>"
        f'<ul class="exercise-list" data-test="walkthrough-list">{cards}</ul></section>'
    )

"""HTML of the exercise pages: pure functions from exercise data to text.

Every value that comes from an exercise's files is escaped here; the only HTML taken as is
comes from `sitebuild.render.render_markdown`, which escapes raw HTML in its input. The page
layout lives in `web/exercise.html`, filled with `string.Template`; the index, track and cheat-sheet
pages are sitebuild/catalogue.py and sitebuild/cheatsheet.py.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from string import Template
from typing import Any
from urllib.parse import urlsplit

from sitebuild.lock import seal

__all__ = [
    "LOCKED_FILE",
    "PageParts",
    "content_security_policy",
    "exercise_files",
    "exercise_page",
    "locked_content",
    "page_data_json",
    "safe_url",
    "theme_toggle_html",
]

TEMPLATES = Path(__file__).resolve().parent.parent / "web"


@dataclass(frozen=True)
class PageParts:
    """What an exercise page shows, already rendered to HTML where it came from Markdown."""

    exercise: Any  # practice.exercises.Exercise
    statement_html: str
    examples: Sequence[Any]  # practice.examples.Example
    hints_html: Sequence[str]
    solution_source: str
    notes_html: str
    check_count: int
    starter: str
    runtime_files: Sequence[str]
    pyodide_url: str
    key_material: str  # the reference's outputs on the key inputs; seals, never shipped
    stdlib: str = ""  # the compiled standard library under pyodide_url (sitebuild/bytecode.py)
    track_html: str = ""  # where it sits in its tracks (sitebuild.catalogue.exercise_track_html)


def esc(value: object) -> str:
    """Text made safe for HTML content and attribute values."""
    return escape(str(value), quote=True)


def safe_url(url: str) -> str:
    """The URL, or '#' if its scheme could run script (javascript:, data:, ...)."""
    scheme = urlsplit(url.strip()).scheme.lower()
    return url if scheme in ("", "http", "https", "mailto") else "#"


def origin_of(url: str) -> str | None:
    """scheme://host[:port] of an absolute URL, None for a relative one."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else None


def content_security_policy(pyodide_url: str = "") -> str:
    """Only our own origin (plus the Pyodide host, if Pyodide is not self-hosted)."""
    extra = origin_of(pyodide_url)
    scripts = "'self'" + (f" {extra}" if extra else "")
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts} 'wasm-unsafe-eval'",
            f"connect-src {scripts}",
            "worker-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'none'",
        ]
    )


def page_data_json(data: Mapping[str, Any]) -> str:
    """JSON for a <script type="application/json"> block: no '<', '>' or '&' can close it."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def meta_line(exercise: Any, check_count: int) -> str:
    """Kind, difficulty, minutes, number of checks and tags, as one list."""
    facts = [
        ("kind", exercise.kind),
        ("difficulty", exercise.difficulty),
        ("minutes", f"{exercise.minutes} min"),
        ("checks", f"{check_count} checks" if check_count != 1 else "1 check"),
    ]
    items = [f'<li class="fact fact-{name}">{esc(text)}</li>' for name, text in facts]
    tags = "".join(f'<li class="tag">{esc(tag)}</li>' for tag in exercise.tags)
    return (
        f'<ul class="meta" data-test="meta" aria-label="About this exercise">{"".join(items)}</ul>'
        f'<ul class="tags" aria-label="Tags">{tags}</ul>'
    )


def description(exercise: Any) -> str:
    """The page's meta description: what the learner writes, from which paper, and where."""
    paper = exercise.paper
    source = paper.get("title", "")
    who = ", ".join(str(paper[key]) for key in ("authors", "year") if paper.get(key))
    if source and who:
        source = f"{source} ({who})"
    names = exercise.extra.get("functions", [])  # exercise.toml's list, for readers
    functions = ", ".join(f"{name}()" for name in names if isinstance(name, str))
    what = f"Write {functions} in Python with numpy" if functions else "Write it in Python"
    origin = f", from {source}," if source else ""
    return f"{exercise.title}. {what}{origin} and check your answer in the browser."


def links_html(links: Iterable[Mapping[str, str]]) -> str:
    """The exercise's related links (a track, the cheat sheet, a walkthrough, a paper); the build
    refuses one that leads nowhere (sitebuild/links.py)."""
    items = [
        f'<li><a href="{esc(safe_url(link["url"]))}">{esc(link["label"])}</a></li>'
        for link in links
    ]
    if not items:
        return ""
    return f'<nav class="links" aria-label="Related"><ul>{"".join(items)}</ul></nav>'


def example_html(example: Any, number: int) -> str:
    """One example: the code to run and the exact output it prints."""
    lines = [line for line in (example.setup or "").strip("\n").splitlines()]
    code = "\n".join([*lines, *example.calls])
    output = example.output.strip("\n")
    return (
        f'<figure class="example" data-test="statement-example">'
        f'<figcaption class="visually-hidden">Example {number}</figcaption>'
        f'<div class="code-block"><p class="label">Python</p>'
        f'<pre data-scroll-label="Example {number}, Python">'
        f'<code class="language-python">{esc(code)}</code></pre></div>'
        f'<div class="code-block output-block"><p class="label">Output</p>'
        f'<pre data-scroll-label="Example {number}, output"><code>{esc(output)}</code></pre></div>'
        f"</figure>"
    )


def examples_html(examples: Sequence[Any]) -> str:
    """All the statement's examples, in order."""
    return "\n".join(example_html(example, i) for i, example in enumerate(examples, 1))


def paper_html(paper: Mapping[str, Any]) -> str:
    """The source paper: title (linked), authors and year."""
    if not paper:
        return ""
    title = esc(paper.get("title", ""))
    url = paper.get("url")
    linked = f'<a href="{esc(safe_url(url))}">{title}</a>' if url else title
    who = ", ".join(esc(paper[key]) for key in ("authors", "year") if paper.get(key))
    return (
        '<section class="paper" aria-labelledby="paper-title">'
        '<h2 id="paper-title">Source paper</h2>'
        f"<p><cite>{linked}</cite>{', ' + who if who else ''}.</p></section>"
    )


def hints_section(hints_html: Sequence[str]) -> str:
    """The hints, rendered now and hidden until the learner opens them one by one."""
    total = len(hints_html)
    items = "".join(
        f'<li class="hint" hidden tabindex="-1"><p class="hint-label">Hint {i} of {total}</p>'
        f"{html}</li>"
        for i, html in enumerate(hints_html, 1)
    )
    return (
        '<section class="hints-section" aria-labelledby="hints-title">'
        '<div class="section-head"><h2 id="hints-title">Hints</h2>'
        f'<p class="hint-count" data-test="hint-count" aria-live="polite">{total} hints</p></div>'
        f'<ol class="hints" data-test="hints" hidden>{items}</ol>'
        '<button type="button" class="button quiet needs-script" data-test="hint-next" disabled>'
        f"Show hint 1 of {total}</button>"
        '<p class="hint-keys">or press <kbd data-alt>Alt</kbd> <kbd>H</kbd></p>'
        "</section>"
    )


LOCKED_FILE = "locked.json"  # next to the exercise's index.html


def locked_content(solution_source: str, notes_html: str, material: str, slug: str) -> str:
    """The solution and notes as the site ships them: sealed, never in plain text.

    They are encrypted (`sitebuild.lock.seal`) with a key derived from `material`, the
    reference's outputs on the key inputs, which is never written anywhere; the page derives
    the same key from a passing answer's outputs (web/unlock.js). The source travels as text
    and is shown with textContent; only the notes, rendered and escaped here, become HTML.
    The result is the JSON of <site>/<slug>/locked.json (LOCKED_FILE), a file the page fetches
    only when it has a key to try: ciphertext does not compress, and most visits never open it.
    """
    payload = {"solution_source": solution_source, "notes_html": notes_html}
    return json.dumps(seal(payload, material, slug), sort_keys=True)


def solution_section() -> str:
    """The solution and notes panel, locked until a submit passes every check."""
    return (
        '<section class="solution" data-test="solution" data-state="locked" '
        'aria-labelledby="solution-title">'
        '<h2 id="solution-title">Solution and notes</h2>'
        '<div class="solution-body"><p class="locked"><span class="lock" aria-hidden="true">'
        "</span><strong>Locked.</strong> Pass every check with Submit to open the reference "
        "solution and the notes.</p></div></section>"
    )


def run_locally_html(slug: str) -> str:
    """How to run the same checks in a terminal."""
    command = f"python3 scripts/practice/run.py {slug} my_answer.py"
    return (
        '<section class="run-locally" aria-labelledby="local-title">'
        '<h2 id="local-title">Run it on your computer</h2>'
        "<p>Clone the repository, install numpy and run the same checks in a terminal:</p>"
        f'<pre class="terminal" data-scroll-label="Terminal commands">'
        f"<code>{esc(command)}\n{esc(command)} --examples</code></pre>"
        f"<p>Start <code>my_answer.py</code> from <code>exercises/{esc(slug)}/starter.py</code>"
        " (or use Download under the editor).</p></section>"
    )


SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("<kbd data-mod>Ctrl</kbd> <kbd>Enter</kbd>", "Run the examples"),
    ("<kbd data-mod>Ctrl</kbd> <kbd>Shift</kbd> <kbd>Enter</kbd>", "Submit: run every check"),
    ("<kbd>Tab</kbd> / <kbd>Shift</kbd> <kbd>Tab</kbd>", "Indent or outdent the lines"),
    ("<kbd>Esc</kbd> then <kbd>Tab</kbd>", "Move the focus out of the editor"),
    ("<kbd data-alt>Alt</kbd> <kbd>H</kbd>", "Show the next hint"),
)


def shortcuts_html() -> str:
    """The keyboard shortcut list; the page script swaps Ctrl for Cmd on macOS."""
    rows = "".join(f"<div><dt>{keys}</dt><dd>{what}</dd></div>" for keys, what in SHORTCUTS)
    return (
        '<section class="shortcuts" aria-labelledby="shortcuts-title" data-test="shortcuts">'
        '<h3 id="shortcuts-title">Keyboard shortcuts</h3>'
        f"<dl>{rows}</dl>"
        '<p class="mac-note" data-test="mac-note">On a Mac, use Cmd in place of Ctrl.</p>'
        "</section>"
    )


THEMES: tuple[tuple[str, str], ...] = (("system", "System"), ("light", "Light"), ("dark", "Dark"))


def theme_toggle_html() -> str:
    """The header's theme select of every page; web/theme.js applies and remembers the choice
    (and shows the control: without the script it does nothing, so style.css hides it)."""
    options = "".join(f'<option value="{value}">{label}</option>' for value, label in THEMES)
    return (
        '<label class="theme-choice"><span class="theme-label">Theme</span> '
        # autocomplete off: a reload or Back must not restore an older choice into the select.
        f'<select name="theme" autocomplete="off" data-test="theme-toggle">{options}</select>'
        "</label>"
    )


def state_html() -> str:
    """The learner's state for a card (an exercise's or a lesson's), as a first visit has it;
    web/catalogue.js fills in the learner's. Shown only where scripts run (`with-script`,
    style.css): written here, it takes its room from the first paint, so nothing moves when
    it is filled in."""
    return '<p class="state with-script" data-test="state" data-state="not-started">Not started</p>'


def fill(template_name: str, **slots: str) -> str:
    """web/<template_name> with its $slots filled in; $theme_toggle is the same on every page."""
    template = Template((TEMPLATES / template_name).read_text(encoding="utf-8"))
    return template.substitute({"theme_toggle": theme_toggle_html(), **slots})


def starter_version(starter: str) -> str:
    """The version a saved draft records: a hash of the starter, so that a page can tell a
    draft begun from an earlier starter (and say so) without keeping the old text."""
    return hashlib.sha256(starter.encode("utf-8")).hexdigest()[:12]


def exercise_page(parts: PageParts) -> str:
    """The whole HTML page of one exercise, at <site>/<slug>/index.html."""
    exercise = parts.exercise
    data = {
        "slug": exercise.slug,
        "files": list(parts.runtime_files),
        "pyodideURL": parts.pyodide_url,
        "stdlib": parts.stdlib,
        "siteRoot": "../",
        "timeLimit": exercise.time_limit,
        "locked": LOCKED_FILE,  # the starter is the editor's fallback text, not repeated here
        "starterVersion": starter_version(parts.starter),
    }
    return fill(
        "exercise.html",
        csp=esc(content_security_policy(parts.pyodide_url)),
        title=esc(exercise.title),
        description=esc(description(exercise)),
        assets="../assets/",
        root="../",
        meta=meta_line(exercise, parts.check_count),
        links=links_html(exercise.links),
        track=parts.track_html,
        statement=f'<div class="statement-body">{parts.statement_html}</div>',
        examples=examples_html(parts.examples),
        paper=paper_html(exercise.paper),
        hints=hints_section(parts.hints_html),
        solution=solution_section(),
        run_locally=run_locally_html(exercise.slug),
        starter=esc(parts.starter),
        shortcuts=shortcuts_html(),
        data=page_data_json(data),
    )


def exercise_files(parts: PageParts) -> dict[str, str]:
    """The files of one exercise under <site>/<slug>/: its page and its sealed solution."""
    sealed = locked_content(
        parts.solution_source, parts.notes_html, parts.key_material, parts.exercise.slug
    )
    return {"index.html": exercise_page(parts), LOCKED_FILE: sealed}

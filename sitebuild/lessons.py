"""Lessons: prose with runnable cells, from lessons/<slug>/ to <site>/lessons/<slug>/.

A lesson folder holds `lesson.md` (a Jupytext/MyST notebook, parsed by practice.lessons) and
`lesson.toml` (title, summary, minutes, tags, the exercises it leads into, its references).
The page is static HTML: the prose rendered here with the site's Markdown and build-time
MathML, each cell's code as text, each question as a form that works by keyboard and touch;
web/lesson.js makes the cells editable and runnable. Next to the page the build writes the
lesson as a Jupyter notebook (nbformat 4), for Jupyter, JupyterLite or Colab.

A figure in the prose is a MyST raw block, a fence opened by ```{raw} html, holding one
<figure> with one inline <svg> (a diagram) and an optional <figcaption>. It is the one piece of
a lesson's Markdown that reaches the page as markup: load_lesson checks it against a short list
of elements and attributes (no script, no link, no style attribute, which the CSP would block
anyway) and requires the svg to be role="img" with a name, so a screen reader has its text
alternative. The notebook carries the same HTML in its Markdown cell, where Jupyter draws it;
the terminal prints cells only, so it never sees a figure.

Pure functions from data to text, like sitebuild.page and sitebuild.papers; every value from a
file is escaped here, except a figure's checked markup.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
from nbformat import v4

from practice.cells import DEFAULT_TIME_LIMIT
from practice.lessons import CodeCell, LessonError, Prose, Question, lesson_blocks
from sitebuild.page import (
    content_security_policy,
    esc,
    fill,
    page_data_json,
    safe_url,
    state_html,
)

__all__ = [
    "LESSON_STORE_PREFIX",
    "Figure",
    "Lesson",
    "LessonError",
    "WORKER_FILES",
    "check_figure",
    "lesson_card",
    "lesson_notebook",
    "lesson_page",
    "load_lesson",
    "prose_parts",
    "store_slug",
]

# What the worker needs to run cells (practice.cells): no checks, no exercise files.
WORKER_FILES = (
    "py/practice/__init__.py",
    "py/practice/capture.py",
    "py/practice/guard.py",
    "py/practice/cells.py",
    "py/practice/words.py",
)
# A lesson keeps its state in the browser under the exercises' keys (web/store.js) with this
# prefix, so the catalogue, its progress and the progress file count it like an exercise.
LESSON_STORE_PREFIX = "lesson-"
TOML_KEYS = {"title", "summary", "minutes", "tags", "exercises", "references"}

# A figure: ```{raw} html ... ``` in the prose (MyST's raw directive, which Jupyter Book reads
# too), holding <figure><svg>...</svg><figcaption>...</figcaption></figure>.
FIGURE_OPEN = re.compile(r"^```\{raw\}\s+html\s*$")
FIGURE_CLOSE = re.compile(r"^```\s*$")
FIGURE_HTML_TAGS = {"figure", "figcaption", "em", "strong", "code", "sub", "sup"}
FIGURE_SVG_TAGS = {
    "svg", "title", "desc", "defs", "marker", "g", "rect", "circle", "ellipse", "line",
    "polyline", "polygon", "path", "text", "tspan",
}  # fmt: skip
FIGURE_ATTRIBUTES = {
    "class", "id", "role", "aria-label", "aria-labelledby", "aria-describedby", "aria-hidden",
    "focusable", "viewBox", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy",
    "r", "rx", "ry", "d", "points", "transform", "fill", "stroke", "stroke-width",
    "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "fill-opacity", "stroke-opacity",
    "opacity", "marker-start", "marker-end", "markerWidth", "markerHeight", "refX", "refY",
    "orient", "text-anchor", "dominant-baseline", "font-size", "font-weight", "font-style",
    "dx", "dy",
}  # fmt: skip
FIGURE_URL = re.compile(r"url\(#(?P<id>[A-Za-z][\w-]*)\)")
FIGURE_ID = re.compile(r"^fig-[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Reference:
    key: str
    text: str
    url: str = ""


@dataclass(frozen=True)
class Figure:
    """A figure's HTML, as written in the lesson (checked by check_figure)."""

    html: str


@dataclass(frozen=True)
class Lesson:
    """One lesson: what its page, its card and its notebook show."""

    slug: str
    title: str
    summary: str
    minutes: int
    tags: tuple[str, ...]
    exercises: tuple[str, ...]
    references: tuple[Reference, ...]
    blocks: tuple[Prose | CodeCell | Question, ...]

    @property
    def cells(self) -> list[CodeCell]:
        return [block for block in self.blocks if isinstance(block, CodeCell)]

    @property
    def questions(self) -> list[Question]:
        return [block for block in self.blocks if isinstance(block, Question)]

    @property
    def notebook_name(self) -> str:
        return f"{self.slug}.ipynb"


def store_slug(slug: str) -> str:
    """The name the lesson's state is kept under in the browser (and its card's data-slug)."""
    return LESSON_STORE_PREFIX + slug


def _text(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: `{key}` must be a non-empty string")
    return value.strip()


def _strings(data: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise LessonError(f"{where}: `{key}` must be a list of strings")
    return tuple(value)


def load_lesson(root: Path, slug: str, exercises: Sequence[str] = ()) -> Lesson:
    """lessons/<slug>/ read and checked; `exercises`, if given, are the published ones its
    links must name."""
    where = f"lessons/{slug}/lesson.toml"
    try:
        data = tomllib.loads((root / "lessons" / slug / "lesson.toml").read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise LessonError(f"{where}: {exc}") from exc
    unknown = sorted(set(data) - TOML_KEYS)
    if unknown:
        raise LessonError(f"{where}: unknown key(s) {', '.join(unknown)}")
    minutes = data.get("minutes")
    if not isinstance(minutes, int) or minutes <= 0:
        raise LessonError(f"{where}: `minutes` must be a positive whole number")
    linked = _strings(data, "exercises", where)
    missing = [name for name in linked if exercises and name not in exercises]
    if missing:
        raise LessonError(f"{where}: no exercise {', '.join(missing)} is published")
    references = []
    for number, raw in enumerate(data.get("references", []), 1):
        at = f"{where}: reference {number}"
        if not isinstance(raw, dict):
            raise LessonError(f"{at}: must be a table ([[references]])")
        references.append(
            Reference(_text(raw, "key", at), _text(raw, "text", at), str(raw.get("url", "")))
        )
    blocks = tuple(lesson_blocks(root, slug))
    check_figures(blocks, f"lessons/{slug}/lesson.md")
    return Lesson(
        slug=slug,
        title=_text(data, "title", where),
        summary=_text(data, "summary", where),
        minutes=minutes,
        tags=_strings(data, "tags", where),
        exercises=linked,
        references=tuple(references),
        blocks=blocks,
    )


# --- figures -----------------------------------------------------------------------------------


def prose_parts(markdown: str) -> list[str | Figure]:
    """Prose split at its figures: Markdown text and Figure blocks, in order (no empty text)."""
    parts: list[str | Figure] = []
    text: list[str] = []
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        if FIGURE_OPEN.match(lines[i]):
            end = next((j for j in range(i + 1, len(lines)) if FIGURE_CLOSE.match(lines[j])), None)
            if end is None:
                raise LessonError("a ```{raw} html block is never closed by ```")
            if "\n".join(text).strip():
                parts.append("\n".join(text).strip("\n"))
            text = []
            parts.append(Figure("\n".join(lines[i + 1 : end]).strip("\n")))
            i = end + 1
            continue
        text.append(lines[i])
        i += 1
    if "\n".join(text).strip():
        parts.append("\n".join(text).strip("\n"))
    return parts


def check_figures(blocks: Sequence[Prose | CodeCell | Question], where: str) -> None:
    """Every figure of the lesson checked, and their ids unique on the page; LessonError if
    not."""
    seen: set[str] = set()
    for block in blocks:
        if not isinstance(block, Prose):
            continue
        try:
            figures = [p for p in prose_parts(block.markdown) if isinstance(p, Figure)]
        except LessonError as exc:
            raise LessonError(f"{where}: {exc}") from exc
        for figure in figures:
            ids = check_figure(figure.html, where)
            if twice := sorted(seen & ids):
                raise LessonError(f"{where}: a figure reuses the id {twice[0]!r}")
            seen |= ids


def check_figure(html: str, where: str = "lesson.md") -> set[str]:
    """The figure's ids, once its markup is known to be one <figure> holding one <svg> and at
    most one <figcaption>, made only of the listed elements and attributes, its svg role="img"
    with a text alternative; LessonError naming the problem if not."""
    lines = html.strip().splitlines()
    if not lines:
        raise LessonError(f"{where}: a ```{{raw}} html block is empty")
    at = f"{where}: the figure {lines[0][:50]!r}"
    if not all(line.strip() for line in lines):
        # a notebook's Markdown ends an HTML block at its first blank line
        raise LessonError(f"{at} has a blank line, which would end it in a notebook")
    if re.search(r"<(?:{})\b[^>]*/>".format("|".join(sorted(FIGURE_HTML_TAGS))), html):
        raise LessonError(f"{at} writes an HTML element as <.../>, which HTML leaves open")
    try:
        root = ET.fromstring(html)
    except ET.ParseError as exc:
        raise LessonError(f"{at} is not well-formed ({exc})") from exc
    kinds = [child.tag for child in root]
    if root.tag != "figure" or sorted(kinds) not in (["svg"], ["figcaption", "svg"]):
        raise LessonError(f"{at} must be one <figure> holding one <svg> (and a <figcaption>)")
    ids: set[str] = set()
    urls: list[str] = []
    for child in root:
        allowed = FIGURE_SVG_TAGS if child.tag == "svg" else FIGURE_HTML_TAGS - {"figure"}
        for element in child.iter():
            if element.tag not in allowed:
                raise LessonError(f"{at}: <{element.tag}> is not allowed in a <{child.tag}>")
    for element in root.iter():
        for name, value in element.attrib.items():
            if name not in FIGURE_ATTRIBUTES:
                raise LessonError(f"{at}: the attribute {name}= is not allowed in a figure")
            if "url(" in value and not FIGURE_URL.fullmatch(value):
                raise LessonError(f"{at}: {name}={value!r} may only name an id, as url(#id)")
            urls += [match["id"] for match in FIGURE_URL.finditer(value)]
        ident = element.get("id")
        if ident is not None:
            if not FIGURE_ID.match(ident) or ident in ids:
                raise LessonError(f"{at}: the id {ident!r} must be unique and start with fig-")
            ids.add(ident)
    if missing := [ident for ident in urls if ident not in ids]:
        raise LessonError(f"{at}: url(#{missing[0]}) names no element of the figure")
    svg = root.find("svg")
    assert svg is not None
    texts = {e.get("id") for e in svg.iter() if e.get("id") and "".join(e.itertext()).strip()}
    labels = svg.get("aria-labelledby", "").split()
    named = bool(svg.get("aria-label", "").strip()) or bool(labels and set(labels) <= texts)
    if svg.get("role") != "img" or not named:
        raise LessonError(
            f'{at}: its <svg> needs role="img" and a text alternative: aria-label, or '
            "aria-labelledby naming its <title> and <desc>"
        )
    return ids


# --- the page ----------------------------------------------------------------------------------


def cell_html(cell: CodeCell) -> str:
    """A cell: its title, buttons, code (as text until web/lesson.js builds the editor), status,
    output and plots."""
    ident = esc(cell.id)
    return (
        f'<section class="lesson-cell" data-test="lesson-cell" data-cell="{ident}" '
        f'data-status="idle" aria-labelledby="cell-{ident}-title">'
        '<div class="cell-head">'
        f'<h3 class="cell-title" id="cell-{ident}-title">'
        f'<span class="cell-number">Cell {ident}</span> {esc(cell.title)}</h3>'
        '<div class="cell-buttons">'
        '<button type="button" class="button primary needs-script" data-test="cell-run" '
        f'aria-describedby="cell-{ident}-title" disabled>Run</button>'
        '<button type="button" class="button needs-script" data-test="cell-stop" '
        f'aria-describedby="cell-{ident}-title" disabled>Stop</button>'
        '<button type="button" class="button quiet needs-script" data-test="cell-reset" '
        f'aria-describedby="cell-{ident}-title" disabled>Reset</button>'
        "</div></div>"
        f'<div class="cell-editor" data-test="editor">'
        f'<pre class="editor-fallback"><code>{esc(cell.source)}</code></pre></div>'
        '<p class="cell-status" data-test="cell-status" role="status"></p>'
        f'<pre class="cell-output" data-test="cell-output" tabindex="0" role="region" '
        f'aria-label="Output of cell {ident}" hidden></pre>'
        '<div class="cell-plots" data-test="cell-plots" hidden></div>'
        "</section>"
    )


def question_html(question: Question, render: Any) -> str:
    """A question as a form: choices as radio buttons, Check, and the feedback line; the why
    is on the page, hidden until an answer is checked."""
    ident = esc(question.id)
    name = f"question-{ident}"
    choices = "".join(
        f'<li><label class="choice"><input type="radio" name="{name}" value="{esc(letter)}">'
        f'<span class="choice-letter">{esc(letter)}.</span> '
        f'<span class="choice-text">{_inline(render(text))}</span></label></li>'
        for letter, text in question.choices
    )
    return (
        f'<form class="question" data-test="question" data-question="{ident}" '
        f'aria-labelledby="{name}-title">'
        f'<fieldset><legend id="{name}-title"><span class="question-kicker">Check your '
        f"understanding</span> {_inline(render(question.prompt))}</legend>"
        f'<ol class="choices">{choices}</ol></fieldset>'
        '<div class="question-actions">'
        '<button type="submit" class="button needs-script" data-test="question-check" '
        "disabled>Check</button>"
        '<p class="question-feedback" data-test="question-feedback" role="status"></p></div>'
        f'<div class="question-why" data-test="question-why" hidden>{render(question.why)}</div>'
        "</form>"
    )


def _inline(html: str) -> str:
    """One rendered paragraph without its <p> wrapper, for a legend or a label."""
    text = html.strip()
    if text.startswith("<p>") and text.endswith("</p>") and text.count("<p>") == 1:
        return text[3:-4]
    return text


def prose_html(markdown: str, render: Any) -> str:
    """Prose rendered, its figures (checked when the lesson was loaded) as they are written."""
    return "\n".join(
        part.html if isinstance(part, Figure) else render(part) for part in prose_parts(markdown)
    )


def references_html(lesson: Lesson) -> str:
    """The references the prose cites as [KEY](#ref-KEY), each with its anchor."""
    if not lesson.references:
        return ""
    items = "".join(
        f'<li id="ref-{esc(ref.key)}"><span class="ref-key">[{esc(ref.key)}]</span> '
        f"{esc(ref.text)}"
        + (f' <a href="{esc(safe_url(ref.url))}">{esc(ref.url)}</a>' if ref.url else "")
        + "</li>"
        for ref in lesson.references
    )
    return (
        '<section class="references" aria-labelledby="references-title">'
        f'<h2 id="references-title">References</h2><ul class="reference-list">{items}</ul>'
        "</section>"
    )


def toolbar_html(lesson: Lesson) -> str:
    """Run all, the page's status line, and the notebook download."""
    return (
        '<div class="lesson-toolbar">'
        '<button type="button" class="button primary needs-script" '
        'data-test="lesson-run-all" disabled>Run all cells</button>'
        '<p class="lesson-status" data-test="lesson-status" role="status">'
        "Python loads on your first run (a few seconds); nothing is sent anywhere.</p>"
        f'<a class="button quiet" href="{esc(lesson.notebook_name)}" download '
        'data-test="notebook-download">Download as a Jupyter notebook</a>'
        '<noscript><p class="noscript">Turn on JavaScript to run the cells here, or download '
        "the notebook and run it in Jupyter.</p></noscript></div>"
    )


def lesson_page(
    lesson: Lesson, render: Any, pyodide_url: str, stdlib: str = "", track_html: str = ""
) -> str:
    """The whole page at <site>/lessons/<slug>/index.html. `render` turns Markdown into HTML
    (sitebuild.render.render_markdown); `pyodide_url` as the page sees it."""
    body = []
    for block in lesson.blocks:
        if isinstance(block, Prose):
            body.append(prose_html(block.markdown, render))
        elif isinstance(block, CodeCell):
            body.append(cell_html(block))
        else:
            body.append(question_html(block, render))
    data = {
        "lesson": lesson.slug,
        "store": store_slug(lesson.slug),
        "cells": [cell.id for cell in lesson.cells],
        "needs": {cell.id: list(cell.needs) for cell in lesson.cells if cell.needs},
        "answers": {question.id: question.answer for question in lesson.questions},
        "pyodideURL": pyodide_url,
        "stdlib": stdlib,
        "siteRoot": "../../",
        "files": list(WORKER_FILES),
        "timeLimit": DEFAULT_TIME_LIMIT,
    }
    return fill(
        "lesson.html",
        csp=esc(content_security_policy(pyodide_url)),
        title=esc(lesson.title),
        summary=esc(lesson.summary),
        minutes=esc(lesson.minutes),
        assets="../../assets/",
        root="../../",
        toolbar=toolbar_html(lesson),
        body="\n".join(body),
        track=track_html,
        references=references_html(lesson),
        data=page_data_json(data),
    )


# --- the card ----------------------------------------------------------------------------------


def lesson_card(lesson: Lesson, root: str, note: str = "") -> str:
    """The lesson inside a track's list or the index: a card with the learner's state, like an
    exercise's (web/catalogue.js reads it under store_slug)."""
    tags = "".join(f'<li class="tag">{esc(tag)}</li>' for tag in lesson.tags)
    return (
        f'<li class="card lesson-step" data-test="lesson-card" '
        f'data-slug="{esc(store_slug(lesson.slug))}" data-kind="lesson" data-difficulty="" '
        f'data-tags="[]">'
        f'<h3 class="card-title"><span class="card-number" aria-hidden="true">·</span>'
        f'<a href="{root}lessons/{esc(lesson.slug)}/">Lesson: {esc(lesson.title)}</a></h3>'
        f'<p class="card-note">{esc(note or lesson.summary)}</p>'
        f'<ul class="card-facts" aria-label="About this lesson">'
        f'<li class="fact">{len(lesson.cells)} cells to run</li>'
        f'<li class="fact">{esc(lesson.minutes)} min</li></ul>'
        f'<ul class="tags" aria-label="Tags">{tags}</ul>'
        f"{state_html()}</li>"
    )


# --- the notebook ------------------------------------------------------------------------------


def lesson_notebook(lesson: Lesson) -> str:
    """The lesson as a Jupyter notebook (nbformat 4, validated): prose and questions as
    Markdown cells (each question's answer folded in a <details>, each figure as its HTML,
    which Jupyter draws), code cells with their ids."""
    cells = [v4.new_markdown_cell(f"# {lesson.title}\n\n{lesson.summary}")]
    for block in lesson.blocks:
        if isinstance(block, Prose):
            parts = prose_parts(block.markdown)
            text = "\n\n".join(p.html if isinstance(p, Figure) else p for p in parts)
            cells.append(v4.new_markdown_cell(text))
        elif isinstance(block, CodeCell):
            cell = v4.new_code_cell(block.source.rstrip("\n"))
            cell.metadata.update({"cell": block.id, "title": block.title})
            cells.append(cell)
        else:
            choices = "\n".join(f"- **{letter}.** {text}" for letter, text in block.choices)
            cells.append(
                v4.new_markdown_cell(
                    f"**Check your understanding.** {block.prompt}\n\n{choices}\n\n"
                    f"<details><summary>Answer</summary>\n\n**{block.answer}.** {block.why}\n\n"
                    "</details>"
                )
            )
    if lesson.references:
        lines = [
            f"- **[{ref.key}]** {ref.text}" + (f" <{ref.url}>" if ref.url else "")
            for ref in lesson.references
        ]
        cells.append(v4.new_markdown_cell("## References\n\n" + "\n".join(lines)))
    for number, cell in enumerate(cells):
        cell["id"] = f"cell-{number}"  # nbformat draws random ids: a rebuild must not change
    notebook = v4.new_notebook(
        cells=cells,
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
    )
    nbformat.validate(notebook)
    return nbformat.writes(notebook)

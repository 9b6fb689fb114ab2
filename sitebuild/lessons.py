"""Lessons: prose with runnable cells, from lessons/<slug>/ to <site>/lessons/<slug>/.

A lesson folder holds `lesson.md` (a Jupytext/MyST notebook, parsed by practice.lessons) and
`lesson.toml` (title, summary, minutes, tags, the exercises it leads into, its references).
The page is static HTML: the prose rendered here with the site's Markdown and build-time
MathML, each cell's code as text, each question as a form that works by keyboard and touch;
web/lesson.js makes the cells editable and runnable. Next to the page the build writes the
lesson as a Jupyter notebook (nbformat 4), for Jupyter, JupyterLite or Colab.

Pure functions from data to text, like sitebuild.page and sitebuild.papers; every value from a
file is escaped here.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
from nbformat import v4

from practice.cells import DEFAULT_TIME_LIMIT
from practice.lessons import CodeCell, LessonError, Prose, Question, lesson_blocks
from sitebuild.page import content_security_policy, esc, fill, page_data_json, safe_url

__all__ = [
    "LESSON_STORE_PREFIX",
    "Lesson",
    "LessonError",
    "WORKER_FILES",
    "lesson_card",
    "lesson_notebook",
    "lesson_page",
    "load_lesson",
    "store_slug",
]

# What the worker needs to run cells (practice.cells): no checks, no exercise files.
WORKER_FILES = (
    "py/practice/__init__.py",
    "py/practice/capture.py",
    "py/practice/guard.py",
    "py/practice/cells.py",
)
# A lesson keeps its state in the browser under the exercises' keys (web/store.js) with this
# prefix, so the catalogue, its progress and the progress file count it like an exercise.
LESSON_STORE_PREFIX = "lesson-"
TOML_KEYS = {"title", "summary", "minutes", "tags", "exercises", "references"}


@dataclass(frozen=True)
class Reference:
    key: str
    text: str
    url: str = ""


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
    return Lesson(
        slug=slug,
        title=_text(data, "title", where),
        summary=_text(data, "summary", where),
        minutes=minutes,
        tags=_strings(data, "tags", where),
        exercises=linked,
        references=tuple(references),
        blocks=tuple(lesson_blocks(root, slug)),
    )


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
            body.append(render(block.markdown))
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
        '<p class="state" data-test="state" hidden></p></li>'
    )


# --- the notebook ------------------------------------------------------------------------------


def lesson_notebook(lesson: Lesson) -> str:
    """The lesson as a Jupyter notebook (nbformat 4, validated): prose and questions as
    Markdown cells (each question's answer folded in a <details>), code cells with their ids."""
    cells = [v4.new_markdown_cell(f"# {lesson.title}\n\n{lesson.summary}")]
    for block in lesson.blocks:
        if isinstance(block, Prose):
            cells.append(v4.new_markdown_cell(block.markdown))
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

"""Read a lesson: lessons/<slug>/lesson.md, a Jupytext/MyST markdown notebook.

The file is what notebook tools already read (Jupytext's "md:myst" format): YAML front matter,
then Markdown prose, with each executable cell a fenced ``{code-cell}`` directive whose
``:cell:`` and ``:title:`` options name it; ``:needs:`` lists the earlier cells whose names it
uses (a cell without it stands alone), which the page runs first if they have not run. A
``{question}`` directive holds a "check your understanding" question: its id after the
directive's name, ``:answer:`` the right letter, a body of question text, options
(``a. ...``) and one ``Why: ...`` line. Tools that do not know the directive show it as a code
block, which still reads as the question with its answer.

Standard library only: the terminal (`practice lesson <slug>`) and the build both parse lessons
here, and the worker never needs to (the page sends it one cell's code at a time).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CodeCell",
    "LessonError",
    "Prose",
    "Question",
    "lesson_blocks",
    "lesson_cells",
    "list_lessons",
    "parse_lesson",
]

CELL_OPEN = re.compile(r"^```\{code-cell\}(?:\s+\S+)?\s*$")
QUESTION_OPEN = re.compile(r"^```\{question\}\s+(?P<id>[a-z0-9][a-z0-9.\-]*)\s*$")
FENCE_CLOSE = re.compile(r"^```\s*$")
OPTION = re.compile(r"^:(?P<key>[a-z][a-z_-]*):\s*(?P<value>.*)$")
CHOICE = re.compile(r"^(?P<letter>[a-h])\.\s+(?P<text>\S.*)$")
CELL_ID = re.compile(r"^[0-9a-z][0-9a-z.\-]*$")
CELL_OPTIONS = {"cell", "title", "needs"}
QUESTION_OPTIONS = {"answer"}


class LessonError(Exception):
    """A lesson file is malformed; the message names the file and the line."""


@dataclass(frozen=True)
class Prose:
    """Markdown between cells."""

    markdown: str


@dataclass(frozen=True)
class CodeCell:
    """One executable cell: its id (`data-cell` on the page), title and code."""

    id: str
    title: str
    source: str
    line: int  # where its fence opens in lesson.md, for error messages
    needs: tuple[str, ...] = ()  # earlier cells whose names it uses


@dataclass(frozen=True)
class Question:
    """A multiple-choice question with its answer and the one-line why."""

    id: str
    prompt: str  # Markdown
    choices: tuple[tuple[str, str], ...]  # (letter, Markdown)
    answer: str
    why: str  # Markdown, one line


Block = Prose | CodeCell | Question


def list_lessons(root: Path) -> list[str]:
    """Slugs of every lessons/<slug>/ holding a lesson.md, sorted."""
    folder = Path(root) / "lessons"
    return sorted(p.parent.name for p in folder.glob("*/lesson.md")) if folder.is_dir() else []


def lesson_blocks(root: Path, slug: str) -> list[Block]:
    """lessons/<slug>/lesson.md parsed; LessonError if it is missing or malformed."""
    path = Path(root) / "lessons" / slug / "lesson.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LessonError(f"lessons/{slug}/lesson.md: cannot read it ({exc.strerror})") from exc
    return parse_lesson(text, f"lessons/{slug}/lesson.md")


def lesson_cells(root: Path, slug: str) -> list[CodeCell]:
    """The lesson's code cells, in page order."""
    return [block for block in lesson_blocks(root, slug) if isinstance(block, CodeCell)]


def parse_lesson(text: str, where: str = "lesson.md") -> list[Block]:
    """The prose, cells and questions of a lesson file, in order."""
    lines = text.splitlines()
    start = _after_front_matter(lines, where)
    blocks: list[Block] = []
    prose: list[str] = []
    seen: set[str] = set()

    def flush() -> None:
        markdown = "\n".join(prose).strip()
        if markdown:
            blocks.append(Prose(markdown))
        prose.clear()

    i = start
    while i < len(lines):
        line = lines[i]
        question = QUESTION_OPEN.match(line)
        if CELL_OPEN.match(line) or question:
            flush()
            body, end = _fenced_body(lines, i, where)
            block = (
                _question(question["id"], body, where, i + 1)
                if question
                else _code_cell(body, where, i + 1)
            )
            if block.id in seen:
                raise LessonError(f"{where}:{i + 1}: the id {block.id!r} is used twice")
            unknown = [n for n in getattr(block, "needs", ()) if n not in seen]
            if unknown:
                raise LessonError(
                    f"{where}:{i + 1}: cell {block.id} needs {', '.join(unknown)}, "
                    "which is not an earlier cell"
                )
            seen.add(block.id)
            blocks.append(block)
            i = end + 1
            continue
        if line.strip() != "+++":  # Jupytext's break between two Markdown cells
            prose.append(line)
        i += 1
    flush()
    if not any(isinstance(block, CodeCell) for block in blocks):
        raise LessonError(f"{where}: no code cell (```{{code-cell}} ipython3 ... ```)")
    return blocks


def _after_front_matter(lines: list[str], where: str) -> int:
    """The index of the first line after the YAML front matter (which must be there: it is
    what tells Jupytext the file is a MyST notebook)."""
    if not lines or lines[0].strip() != "---":
        raise LessonError(f"{where}:1: the file must open with Jupytext's front matter (---)")
    for i in range(1, len(lines)):
        if lines[i].strip() == "---":
            if "format_name: myst" not in "\n".join(lines[1:i]):
                raise LessonError(f"{where}: the front matter must say `format_name: myst`")
            return i + 1
    raise LessonError(f"{where}:1: the front matter is not closed by ---")


def _fenced_body(lines: list[str], opened: int, where: str) -> tuple[list[str], int]:
    """The lines inside the fence opened at `opened`, and the index of its closing line."""
    for j in range(opened + 1, len(lines)):
        if FENCE_CLOSE.match(lines[j]):
            return lines[opened + 1 : j], j
    raise LessonError(f"{where}:{opened + 1}: this block is never closed by ```")


def _options(body: list[str], allowed: set[str], where: str, line: int) -> tuple[dict, list]:
    """The directive's `:key: value` lines, then the rest of its body."""
    options: dict[str, str] = {}
    i = 0
    while i < len(body) and (match := OPTION.match(body[i])):
        key = match["key"]
        if key not in allowed:
            known = ", ".join(f":{k}:" for k in sorted(allowed))
            raise LessonError(f"{where}:{line + i + 1}: unknown option :{key}: (use {known})")
        options[key] = match["value"].strip().strip("\"'")
        i += 1
    return options, body[i:]


def _code_cell(body: list[str], where: str, line: int) -> CodeCell:
    options, code = _options(body, CELL_OPTIONS, where, line)
    cell_id = options.get("cell", "")
    if not CELL_ID.match(cell_id):
        raise LessonError(f"{where}:{line}: a code cell needs `:cell: <id>` (e.g. 2a)")
    if not options.get("title"):
        raise LessonError(f"{where}:{line}: cell {cell_id} needs `:title: <a short title>`")
    source = "\n".join(code).strip("\n") + "\n"
    if not source.strip():
        raise LessonError(f"{where}:{line}: cell {cell_id} has no code")
    needs = tuple(options.get("needs", "").split())
    return CodeCell(id=cell_id, title=options["title"], source=source, line=line, needs=needs)


def _question(question_id: str, body: list[str], where: str, line: int) -> Question:
    options, rest = _options(body, QUESTION_OPTIONS, where, line)
    prompt: list[str] = []
    choices: list[tuple[str, str]] = []
    why = ""
    for text in rest:
        if match := CHOICE.match(text):
            choices.append((match["letter"], match["text"].strip()))
        elif text.startswith("Why:"):
            why = text.removeprefix("Why:").strip()
        elif text.strip() and choices:
            raise LessonError(
                f"{where}:{line}: question {question_id}: text after the choices must be "
                f"the `Why: ...` line, not {text.strip()[:40]!r}"
            )
        elif not choices:
            prompt.append(text)
    letters = [letter for letter, _ in choices]
    answer = options.get("answer", "")
    problems = [
        "no question text" if not "".join(prompt).strip() else "",
        "fewer than two choices (a. ..., b. ...)" if len(choices) < 2 else "",
        "choices must be lettered a, b, c ... in order"
        if letters != [chr(ord("a") + k) for k in range(len(letters))]
        else "",
        f"`:answer: {answer}` is not one of its choices" if answer not in letters else "",
        "no `Why: ...` line" if not why else "",
    ]
    if problem := next((p for p in problems if p), ""):
        raise LessonError(f"{where}:{line}: question {question_id}: {problem}")
    return Question(
        id=question_id,
        prompt="\n".join(prompt).strip(),
        choices=tuple(choices),
        answer=answer,
        why=why,
    )

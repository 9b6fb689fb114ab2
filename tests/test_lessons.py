"""Lessons: the file format (practice.lessons), the cell runner (practice.cells), the terminal
command, the notebook download, the figures (inline SVG, checked) and the page sitebuild.lessons
writes. The lesson's own cells are held to their expected outputs (tests/lessons/<slug>/) in
tests/test_lesson_cells.py and, in Chromium, in tests/browser/test_lesson_page.py."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

import jupytext
import nbformat
import pytest
from conftest import ROOT, page_data

from practice import lesson_cli
from practice.cells import Notebook
from practice.lessons import (
    CodeCell,
    LessonError,
    Prose,
    Question,
    lesson_cells,
    list_lessons,
    parse_lesson,
)
from sitebuild.lessons import (
    Figure,
    lesson_notebook,
    lesson_page,
    load_lesson,
    prose_parts,
    store_slug,
)
from sitebuild.minify import strip_python
from sitebuild.render import render_markdown
from sitebuild.tracks import TrackError, load_tracks

LESSON = "rl-for-games"
EXPECTED = ROOT / "tests" / "lessons" / LESSON
FRONT = (
    "---\njupytext:\n  text_representation:\n    extension: .md\n    format_name: myst\n"
    "kernelspec:\n  display_name: Python 3\n  language: python\n  name: python3\n---\n"
)
TINY = FRONT + (
    "Some prose with $x^2$.\n\n"
    "```{code-cell} ipython3\n:cell: 1\n:title: First\nx = 2\nprint(x + 1)\n```\n\n"
    "```{question} q1\n:answer: b\nWhat is $x$?\n\na. 1\nb. 2\n\nWhy: the cell says so.\n```\n\n"
    "+++\n\nMore prose.\n\n"
    "```{code-cell} ipython3\n:cell: 2a\n:title: Second\n:needs: 1\nprint(x * 10)\n"
    '{"charts": [{"kind": "line", "title": "T", "series": []}]}\n```\n'
)


# --- the format --------------------------------------------------------------------------------


def test_a_lesson_parses_into_prose_cells_and_questions() -> None:
    blocks = parse_lesson(TINY)
    kinds = [type(block) for block in blocks]
    assert kinds == [Prose, CodeCell, Question, Prose, CodeCell]
    first, question, second = blocks[1], blocks[2], blocks[4]
    assert (first.id, first.title, first.source) == ("1", "First", "x = 2\nprint(x + 1)\n")
    assert second.id == "2a" and second.source.startswith("print(x * 10)")
    assert (first.needs, second.needs) == ((), ("1",))
    assert question.answer == "b" and question.choices == (("a", "1"), ("b", "2"))
    assert question.prompt == "What is $x$?" and question.why == "the cell says so."
    assert "+++" not in blocks[3].markdown


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace(FRONT, ""), "front matter"),
        (lambda t: t.replace(":cell: 2a\n", ""), "needs `:cell: <id>`"),
        (lambda t: t.replace(":title: Second\n", ""), "needs `:title:"),
        (lambda t: t.replace(":cell: 2a", ":cell: 1"), "used twice"),
        (lambda t: t.replace(":answer: b", ":answer: c"), "not one of its choices"),
        (lambda t: t.replace("Why: the cell says so.\n", ""), "no `Why: ...` line"),
        (lambda t: t.replace(":title: First", ":title: First\n:tags: x"), "unknown option :tags:"),
        (lambda t: t.rstrip("`\n") + "\n", "never closed"),
        (lambda t: t.replace("b. 2", "c. 2"), "lettered a, b, c"),
        (lambda t: t.replace(":needs: 1", ":needs: 1 9"), "needs 9, which"),
    ],
)
def test_a_malformed_lesson_is_refused_naming_the_problem(change, message: str) -> None:
    with pytest.raises(LessonError, match=re.escape(message)):
        parse_lesson(change(TINY), "lessons/x/lesson.md")


def test_jupytext_reads_the_lesson_as_the_same_code_cells() -> None:
    """The format is what notebook tools read: Jupytext finds the same cells, in order, with
    their ids and titles as metadata."""
    path = ROOT / "lessons" / LESSON / "lesson.md"
    notebook = jupytext.read(path)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    ours = lesson_cells(ROOT, LESSON)
    assert [str(cell.metadata["cell"]) for cell in code] == [cell.id for cell in ours]
    assert [cell.metadata["title"] for cell in code] == [cell.title for cell in ours]
    assert [cell.source.strip() for cell in code] == [cell.source.strip() for cell in ours]


# --- the cells ---------------------------------------------------------------------------------


def test_cells_share_one_namespace_and_return_their_charts() -> None:
    notebook = Notebook()
    cells = [b for b in parse_lesson(TINY) if isinstance(b, CodeCell)]
    first = notebook.run("1", cells[0].source)
    second = notebook.run("2a", cells[1].source)
    assert (first["status"], first["output"], first["value"]) == ("ok", "3\n", None)
    assert second["output"] == "20\n"
    assert second["value"] == {"charts": [{"kind": "line", "title": "T", "series": []}]}


def test_a_cell_that_raises_reports_its_own_traceback_only() -> None:
    result = Notebook().run("3", "print('before')\ndef f():\n    return 1 / 0\nf()\n")
    assert result["status"] == "error"
    assert result["message"] == "ZeroDivisionError: division by zero"
    assert result["output"].startswith("before\nTraceback (most recent call last):\n")
    assert 'File "<cell 3>", line 4' in result["output"]
    assert "practice" not in result["output"]  # no harness frames


def test_a_cell_value_other_than_charts_shows_as_its_repr() -> None:
    notebook = Notebook()
    assert notebook.run("1", "x = [1, 2]\nx")["output"] == "[1, 2]\n"
    assert notebook.run("2", "None")["output"] == ""
    assert notebook.run("3", "{'charts': 'not a list'}")["value"] is None


def test_a_syntax_error_and_exit_are_errors_not_crashes() -> None:
    notebook = Notebook()
    broken = notebook.run("1", "def f(:\n")
    assert broken["status"] == "error" and broken["message"].startswith("SyntaxError")
    ended = notebook.run("2", "import sys\nsys.exit(3)")
    assert ended["status"] == "error" and "cannot end Python" in ended["message"]
    assert notebook.run("3", "print('still here')")["output"] == "still here\n"


def test_an_endless_cell_is_stopped_by_the_time_limit_and_the_notebook_goes_on() -> None:
    notebook = Notebook(time_limit=0.3)
    stuck = notebook.run("1", "n = 0\nwhile True:\n    n += 1\n")
    assert stuck["status"] == "timeout"
    assert "0.3 s" in stuck["message"]
    assert notebook.run("2", "print(n > 0)")["output"] == "True\n"


def test_a_cell_cannot_patch_numpy_for_the_cells_after_it() -> None:
    notebook = Notebook()
    notebook.run("1", "import numpy as np\nnp.mean = lambda *a, **k: 42")
    assert notebook.run("2", "import numpy as np\nprint(np.mean([1.0, 3.0]))")["output"] == "2.0\n"


def test_a_print_flood_is_capped() -> None:
    result = Notebook().run("1", "for i in range(100000):\n    print(i)\n")
    assert result["status"] == "ok"
    assert result["output_cut"] > 0 and "output cut" in result["output"]


# --- the terminal ------------------------------------------------------------------------------


def test_the_terminal_prints_every_cell_under_its_title_with_the_expected_outputs() -> None:
    out = io.StringIO()
    assert lesson_cli.main([LESSON], ROOT, out) == 0
    printed = out.getvalue()
    cells = lesson_cells(ROOT, LESSON)
    for cell, nxt in zip(cells, [*cells[1:], None], strict=True):
        head = f"== Cell {cell.id}: {cell.title}\n"
        start = printed.index(head) + len(head)
        end = printed.index(f"== Cell {nxt.id}:") if nxt else len(printed)
        body = re.sub(r"\[plot: [^\n]*\]\n", "", printed[start:end])
        assert body == (EXPECTED / f"{cell.id}.txt").read_text(encoding="utf-8") + "\n"


def test_the_terminal_exits_1_at_a_failing_cell_and_2_for_an_unknown_lesson(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "lessons" / "tiny"
    folder.mkdir(parents=True)
    (folder / "lesson.md").write_text(TINY.replace("print(x * 10)", "print(y)"), "utf-8")
    out = io.StringIO()
    assert lesson_cli.main(["tiny"], tmp_path, out) == 1
    assert "== Cell 1: First\n3\n" in out.getvalue()
    assert "NameError: name 'y' is not defined" in out.getvalue()
    assert "cell 2a failed" in capsys.readouterr().err
    assert lesson_cli.main(["nope"], tmp_path, io.StringIO()) == 2
    assert "lessons here: tiny" in capsys.readouterr().err


# --- figures -----------------------------------------------------------------------------------

FIGURE = (
    '<figure class="lesson-figure" id="fig-dot">\n'
    '<svg class="diagram" viewBox="0 0 10 10" role="img" aria-labelledby="fig-dot-title">\n'
    '<title id="fig-dot-title">A dot</title>\n'
    '<defs><marker id="fig-dot-end" viewBox="0 0 2 2" refX="1" refY="1" markerWidth="2" '
    'markerHeight="2"><path d="M0,0L2,1L0,2z" fill="currentColor"/></marker></defs>\n'
    '<circle cx="5" cy="5" r="3" fill="currentColor"/>\n'
    '<line x1="0" y1="0" x2="4" y2="4" stroke="currentColor" marker-end="url(#fig-dot-end)"/>\n'
    "</svg>\n"
    "<figcaption>One <em>dot</em>.</figcaption>\n"
    "</figure>"
)
WITH_FIGURE = TINY.replace(
    "More prose.\n", "More prose.\n\n```{raw} html\n" + FIGURE + "\n```\n\nAfter.\n"
)


def write_lesson(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "lessons" / "tiny"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "lesson.md").write_text(text, "utf-8")
    (folder / "lesson.toml").write_text('title = "T"\nsummary = "S"\nminutes = 5\n', "utf-8")
    return tmp_path


def test_a_figure_reaches_the_page_and_the_notebook_as_markup_and_the_terminal_not_at_all(
    tmp_path: Path,
) -> None:
    lesson = load_lesson(write_lesson(tmp_path, WITH_FIGURE), "tiny")
    html = lesson_page(lesson, render_markdown, "../../pyodide/")
    assert FIGURE in html and "{raw}" not in html
    assert html.index("More prose.") < html.index(FIGURE) < html.index("After.")
    markdown = [c.source for c in nbformat.reads(lesson_notebook(lesson), 4).cells]
    assert "More prose.\n\n" + FIGURE + "\n\nAfter." in markdown
    printed = []
    for text in (TINY, WITH_FIGURE):
        out = io.StringIO()
        assert lesson_cli.main(["tiny"], write_lesson(tmp_path, text), out) == 0
        printed.append(out.getvalue())
    assert printed[0] == printed[1]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda f: f.replace("<circle", "<script>x</script><circle"), "<script> is not allowed"),
        (lambda f: f.replace("<circle", '<circle onclick="x()"'), "onclick= is not allowed"),
        (lambda f: f.replace("<circle", '<circle style="fill: red"'), "style= is not allowed"),
        (lambda f: f.replace("<em>dot</em>", '<a href="x">dot</a>'), "<a> is not allowed"),
        (lambda f: f.replace(' role="img"', ""), 'needs role="img" and a text alternative'),
        (lambda f: f.replace(">A dot<", "> <"), 'needs role="img" and a text alternative'),
        (lambda f: f.replace("\n<circle", "\n\n<circle"), "blank line"),
        (lambda f: f.replace("url(#fig-dot-end)", "url(#fig-other)"), "names no element"),
        (lambda f: f.replace("url(#fig-dot-end)", "url(http://x/y.svg#a)"), "only name an id"),
        (lambda f: f.replace('id="fig-dot"', 'id="dot"'), "start with fig-"),
        (
            lambda f: f.replace("<figcaption>One <em>dot</em>.</figcaption>", "<figcaption/>"),
            "<.../>",
        ),
        (lambda f: f.replace("</figure>", ""), "not well-formed"),
        (
            lambda f: f.replace("<figure", "<div").replace("</figure>", "</div>"),
            "one <figure> holding one <svg>",
        ),
        (lambda f: f + "\n```\n\n```{raw} html\n" + f, "reuses the id 'fig-dot'"),
    ],
)
def test_a_figure_that_could_do_harm_or_lacks_a_text_alternative_is_refused(
    tmp_path: Path, change, message: str
) -> None:
    text = WITH_FIGURE.replace(FIGURE, change(FIGURE))
    with pytest.raises(LessonError, match=re.escape(message)):
        load_lesson(write_lesson(tmp_path, text), "tiny")


def test_a_figure_block_never_closed_is_refused(tmp_path: Path) -> None:
    text = WITH_FIGURE.replace(FIGURE + "\n```\n", FIGURE + "\n")
    with pytest.raises(LessonError, match=re.escape("never closed by ```")):
        load_lesson(write_lesson(tmp_path, text), "tiny")


def test_the_lessons_diagrams_are_themed_and_carry_a_text_alternative() -> None:
    """Each diagram is drawn in currentColor (the page's stylesheet recolours it by class), with
    a title and a description a screen reader reads."""
    lesson = load_lesson(ROOT, LESSON)
    figures = [
        part.html
        for block in lesson.blocks
        if isinstance(block, Prose)
        for part in prose_parts(block.markdown)
        if isinstance(part, Figure)
    ]
    assert [re.search(r'id="(fig-[a-z]+)"', f)[1] for f in figures] == ["fig-mcts", "fig-muzero"]
    for figure in figures:
        assert not re.search(r"#[0-9a-fA-F]{3,6}\b", figure)  # no fixed colour
        paints = set(re.findall(r'\b(?:fill|stroke)="([^"]*)"', figure))
        assert paints <= {"currentColor", "none"}, paints
        for part in ("title", "desc"):
            assert len(re.search(rf"<{part} id=[^>]*>([^<]*)</{part}>", figure)[1]) > 30


# --- the build ---------------------------------------------------------------------------------


def test_the_notebook_is_valid_nbformat_4_with_every_cell() -> None:
    lesson = load_lesson(ROOT, LESSON)
    notebook = nbformat.reads(lesson_notebook(lesson), as_version=4)
    nbformat.validate(notebook)
    assert notebook.nbformat == 4
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.metadata["cell"] for cell in code] == [cell.id for cell in lesson.cells]
    assert [cell.source + "\n" for cell in code] == [cell.source for cell in lesson.cells]
    answers = [cell.source for cell in notebook.cells if "<summary>Answer</summary>" in cell.source]
    assert len(answers) == len(lesson.questions)
    assert lesson_notebook(lesson) == lesson_notebook(lesson)  # ids fixed: rebuilds are equal


def test_the_site_has_the_page_the_notebook_and_the_runner_files(built_site: Path) -> None:
    lesson = load_lesson(ROOT, LESSON)
    folder = built_site / "lessons" / LESSON
    html = (folder / "index.html").read_text(encoding="utf-8")
    nbformat.validate(nbformat.reads((folder / f"{LESSON}.ipynb").read_text("utf-8"), 4))
    data = page_data(html)
    assert data["cells"] == [cell.id for cell in lesson.cells]
    assert data["answers"] == {q.id: q.answer for q in lesson.questions}
    for relpath in data["files"]:  # the harness as the site ships it (sitebuild/minify.py)
        source = (ROOT / relpath).read_text("utf-8")
        if relpath.startswith("py/practice/"):
            source = strip_python(source)
        assert (built_site / relpath).read_text("utf-8") == source
    assert html.count('data-test="lesson-cell"') == len(lesson.cells)
    assert html.count('data-test="question"') == len(lesson.questions)
    assert f'href="{LESSON}.ipynb" download data-test="notebook-download"' in html
    assert "<math" in html  # the prose's formulas, as MathML at build time


def test_the_lesson_sits_in_the_papers_track_before_muzero_search(built_site: Path) -> None:
    track = (built_site / "tracks" / "rl-for-llm-reasoning" / "index.html").read_text("utf-8")
    lesson_at = track.index(f'data-slug="{store_slug(LESSON)}"')
    assert lesson_at < track.index('data-slug="muzero-search"')
    assert lesson_at > track.index('data-slug="dpo-loss"')
    index = (built_site / "index.html").read_text("utf-8")
    assert f'href="lessons/{LESSON}/">Lesson: ' in index
    assert page_data(index)["lessons"] == [store_slug(LESSON)]
    grpo = (built_site / "grpo-advantages" / "index.html").read_text("utf-8")
    assert f'href="../lessons/{LESSON}/"' in grpo


def test_a_track_naming_an_unknown_lesson_is_refused(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "tracks", tmp_path / "tracks")
    track = tmp_path / "tracks" / "rl-for-llm-reasoning.toml"
    track.write_text(track.read_text("utf-8").replace(f'"{LESSON}"', '"no-such-lesson"'), "utf-8")
    exercises = [p.name for p in (ROOT / "exercises").iterdir() if p.is_dir()]
    with pytest.raises(TrackError, match="no lesson 'no-such-lesson'"):
        load_tracks(tmp_path, exercises, ["grpo"], [LESSON])


def test_every_value_from_the_lesson_is_escaped_on_the_page(tmp_path: Path) -> None:
    folder = tmp_path / "lessons" / "tiny"
    folder.mkdir(parents=True)
    (folder / "lesson.md").write_text(TINY.replace(":title: First", ":title: <b>x</b>"), "utf-8")
    (folder / "lesson.toml").write_text(
        'title = "T <script>"\nsummary = "S"\nminutes = 5\n', "utf-8"
    )
    html = lesson_page(load_lesson(tmp_path, "tiny"), render_markdown, "../../pyodide/")
    assert "<script>" not in html.split("<body>")[1].split('id="page-data"')[0]
    assert "&lt;b&gt;x&lt;/b&gt;" in html
    assert list_lessons(tmp_path) == ["tiny"]

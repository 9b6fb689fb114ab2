"""The rl-for-games lesson's own test: its code cells print the expected text, its plots are
well-formed, its questions are answerable.

The cells are run here in CPython, in page order, in one namespace, as the page runs them in
Pyodide. The expected outputs live in tests/lessons/rl-for-games/<cell id>.txt.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSON = ROOT / "lessons" / "rl-for-games" / "lesson.md"
EXPECTED = ROOT / "tests" / "lessons" / "rl-for-games"
CELL_IDS = ["1", "2a", "2b", "3", "4", "5", "6"]
PLOT_CELLS = {"1": 1, "2b": 1, "3": 1, "5": 1, "6": 2}  # cell id -> number of charts

CELL_RE = re.compile(r"^```\{code-cell\} ipython3\n(.*?)^```$", re.M | re.S)
OPTION_RE = re.compile(r"^:(\w+): ?(.*)$")
QUESTION_RE = re.compile(r"^```\{question\} (\S+)\n(.*?)^```$", re.M | re.S)

CHART_KEYS = {"kind", "title", "caption", "xLabel", "yLabel", "logX", "logY", "series"}
CHART_OPTIONAL = {"xTicks", "yMin", "yMax"}
SERIES_KEYS = {"label", "x", "y"}
SERIES_OPTIONAL = {"dotted", "points", "labels"}


def parse_cells(text: str) -> list[tuple[dict[str, str], str]]:
    """(options, code) for each code cell, in page order."""
    cells = []
    for match in CELL_RE.finditer(text):
        lines = match.group(1).splitlines()
        options = {}
        while lines and (m := OPTION_RE.match(lines[0])):
            options[m.group(1)] = m.group(2)
            lines.pop(0)
        cells.append((options, "\n".join(lines) + "\n"))
    return cells


def run_cell(code: str, namespace: dict, name: str) -> tuple[str, object]:
    """Exec a cell; like Jupyter, a final bare expression is evaluated and returned."""
    tree = ast.parse(code, filename=name)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(tree, name, "exec"), namespace)
        value = eval(compile(last, name, "eval"), namespace) if last is not None else None
    return out.getvalue(), value


@pytest.fixture(scope="module")
def lesson_text() -> str:
    return LESSON.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def results(lesson_text: str) -> dict[str, tuple[str, object]]:
    namespace: dict = {"__name__": "__lesson__"}
    out = {}
    for options, code in parse_cells(lesson_text):
        cell_id = options["cell"]
        out[cell_id] = run_cell(code, namespace, f"<cell {cell_id}>")
    return out


def test_cells_in_page_order_with_options(lesson_text: str) -> None:
    cells = parse_cells(lesson_text)
    assert [options.get("cell") for options, _ in cells] == CELL_IDS
    for options, _ in cells:
        assert set(options) <= {"cell", "title", "needs"} and options["title"].strip()
        # MyST options are YAML: a ": " inside the title would break the notebook reader
        assert ": " not in options["title"] and not options["title"].endswith(":")


@pytest.mark.parametrize("cell_id", CELL_IDS)
def test_cell_prints_expected_output(results: dict, cell_id: str) -> None:
    expected = (EXPECTED / f"{cell_id}.txt").read_text(encoding="utf-8")
    assert results[cell_id][0] == expected


def check_chart(chart: dict) -> None:
    assert CHART_KEYS <= set(chart) <= CHART_KEYS | CHART_OPTIONAL, set(chart)
    assert chart["kind"] in ("line", "bars")
    for key in ("title", "caption", "xLabel", "yLabel"):
        assert isinstance(chart[key], str) and chart[key]
    assert isinstance(chart["logX"], bool) and isinstance(chart["logY"], bool)
    assert chart["series"]
    for series in chart["series"]:
        assert SERIES_KEYS <= set(series) <= SERIES_KEYS | SERIES_OPTIONAL, set(series)
        assert len(series["x"]) == len(series["y"]) > 0
        for v in series["x"] + series["y"]:
            assert type(v) in (int, float)
        if "labels" in series:
            assert len(series["labels"]) == len(series["x"])
            assert all(isinstance(label, str) for label in series["labels"])
    if chart["kind"] == "bars":
        xs = [s["x"] for s in chart["series"]]
        assert all(x == xs[0] for x in xs)


@pytest.mark.parametrize("cell_id", CELL_IDS)
def test_cell_plots(results: dict, cell_id: str) -> None:
    value = results[cell_id][1]
    if cell_id not in PLOT_CELLS:
        assert value is None
        return
    assert isinstance(value, dict) and set(value) == {"charts"}
    assert len(value["charts"]) == PLOT_CELLS[cell_id]
    assert json.loads(json.dumps(value, allow_nan=False)) == value
    for chart in value["charts"]:
        check_chart(chart)


def test_questions(lesson_text: str) -> None:
    questions = QUESTION_RE.findall(lesson_text)
    ids = [qid for qid, _ in questions]
    assert len(ids) == len(set(ids)) == 24
    assert all(re.fullmatch(r"q[1-6]\.[1-9]", qid) for qid in ids)
    for qid, body in questions:
        lines = body.splitlines()
        answer = OPTION_RE.match(lines[0])
        assert answer and answer.group(1) == "answer", qid
        letters = [line[0] for line in lines if re.match(r"[a-d]\. \S", line)]
        assert letters == ["a", "b", "c", "d"][: len(letters)] and len(letters) >= 3, qid
        assert answer.group(2) in letters, qid
        why = [line for line in lines if line.startswith("Why: ")]
        assert len(why) == 1 and lines[-1] == why[0], qid

"""The GRPO check module judges right: the reference passes, every known wrong answer fails
the check it was written for, and the starter fails cleanly."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import EXERCISE, ROOT, SLUG

from practice.checking import load_suite
from practice.runner import run

WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("group_advantages", "kl_k3", "grpo_objective")


def _expected_failure(path: Path) -> str:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# fails: "), f"{path.name}: first line must be '# fails: <check>'"
    return first.removeprefix("# fails: ").strip()


def test_reference_passes_every_check(reference_source: str) -> None:
    result = run(ROOT, SLUG, reference_source, "checks")
    failing = [(c["name"], c["message"]) for c in result["checks"] if c["status"] != "pass"]
    assert failing == []
    assert result["status"] == "passed"
    assert result["passed"] == result["total"] >= 13


def test_reference_prints_the_statement_examples_exactly(reference_source: str) -> None:
    result = run(ROOT, SLUG, reference_source, "examples")
    assert [e["status"] for e in result["examples"]] == ["match", "match"]
    printed = "\n".join(e["got"] for e in result["examples"])
    assert "-0.13122323326245566" in printed and "-0.1299723302889813" in printed


def test_starter_fails_every_check_cleanly(starter_source: str) -> None:
    result = run(ROOT, SLUG, starter_source, "checks")
    assert result["status"] == "failed"
    assert result["passed"] == 0
    for check in result["checks"]:
        assert check["status"] in ("fail", "error")
        assert "not written yet" in check["message"], check


def test_there_are_enough_wrong_answers() -> None:
    assert len(WRONG) >= 15


@pytest.mark.parametrize("path", WRONG, ids=lambda p: p.stem)
def test_wrong_answer_fails_its_check(path: Path, reference_source: str) -> None:
    source = reference_source + "\n\n" + path.read_text(encoding="utf-8")
    result = run(ROOT, SLUG, source, "checks")
    assert result["status"] == "failed", result["message"]
    statuses = {c["name"]: c["status"] for c in result["checks"]}
    expected = _expected_failure(path)
    assert expected in statuses, f"{path.name} names an unknown check {expected!r}"
    assert statuses[expected] != "pass", f"{path.name} passed {expected}"
    message = next(c["message"] for c in result["checks"] if c["name"] == expected)
    assert message.strip(), "a failing check must say why"


def test_every_check_is_needed_by_some_wrong_answer_or_named() -> None:
    """Each check is the target of at least one wrong answer, so none is dead weight."""
    suite, _ = load_suite(ROOT, "grpo_advantages")
    targeted = {_expected_failure(p) for p in WRONG}
    untargeted = {c.name for c in suite.checks} - targeted
    # These guard properties (shapes of k3, no NaN...) that the wrong answers above don't all
    # reach; keep the list short and explicit.
    assert untargeted <= {
        "kl_k3_nonnegative_and_zero_at_equality",
        "objective_matches_example_without_kl",
    }


def test_check_module_does_not_contain_the_solution() -> None:
    path = ROOT / "checks" / "grpo_advantages.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    imported = {
        alias.name
        for n in ast.walk(tree)
        if isinstance(n, ast.Import | ast.ImportFrom)
        for alias in n.names
    } | {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported <= {"numpy", "practice.checking", "CheckContext", "Suite"}
    assert "solution" not in path.read_text(encoding="utf-8").replace("reference solution", "")


def test_check_names_describe_properties() -> None:
    suite, _ = load_suite(ROOT, "grpo_advantages")
    names = [c.name for c in suite.checks]
    assert len(names) == len(set(names)) >= 13
    assert all(c.description and c.description != c.name for c in suite.checks)

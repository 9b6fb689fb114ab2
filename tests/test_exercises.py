"""What every exercise must satisfy, once for all of them: the reference passes every check and
prints the statement's examples exactly, the starter fails every check cleanly, there are enough
wrong answers and every check is the named target of one, the check module holds no solution,
and the key inputs are sound (not fragile, every function takes part).

Elsewhere, also for every exercise: each wrong answer fails the check it names
(tests/test_golden.py) and the key inputs are none of the checks' inputs
(tests/test_lock.py::test_the_key_inputs_are_not_any_checks_inputs). Each exercise's own file
(tests/test_<module>.py) keeps what is specific to it: worked examples with fixed outputs, a correct
answer written another way, numerical stability, its modes and errors."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from conftest import ROOT

from practice.checking import load_suite
from practice.examples import load_examples
from practice.exercises import (
    NOT_FOR_EXERCISES,
    check_module_name,
    list_exercises,
    runtime_files,
)
from practice.keys import load_key_inputs
from practice.runner import run
from sitebuild.lock import reference_material

EXERCISES = list_exercises(ROOT)
MIN_WRONG_ANSWERS = 12
MIN_CHECKS = 10
MARK = "# fails: "

# What a check module may import: the standard library's small helpers, numpy and the harness.
ALLOWED_IMPORTS = {
    "collections.abc",
    "functools",
    "math",
    "re",
    "types",
    "typing",
    "numpy",
    "practice.cases",
    "practice.checking",
    "practice.compare",
    "practice.guard",
}

# Checks that guard properties no single known mistake reaches; keep this short and explicit.
UNTARGETED = {
    "grpo-advantages": {
        "kl_k3_nonnegative_and_zero_at_equality",
        "objective_matches_example_without_kl",
    },
}


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _exercise(slug: str) -> Path:
    return ROOT / "exercises" / slug


def _functions(slug: str) -> set[str]:
    suite, _ = load_suite(ROOT, check_module_name(slug))
    return set(suite.signatures)


def _wrong_answers(slug: str) -> list[Path]:
    return sorted((_exercise(slug) / ".meta" / "wrong_answers").glob("*.py"))


def _named_check(path: Path) -> str:
    first = (_text(path).splitlines() or [""])[0]
    assert first.startswith(MARK), f"{path.name}: first line must be '{MARK}<check>'"
    return first.removeprefix(MARK).strip()


def test_there_are_exercises() -> None:
    assert len(EXERCISES) >= 7 and "grpo-advantages" in EXERCISES


@pytest.mark.parametrize("slug", EXERCISES)
def test_reference_passes_every_check_and_prints_the_examples_exactly(slug: str) -> None:
    reference = _text(_exercise(slug) / ".meta" / "solution.py")
    suite, _ = load_suite(ROOT, check_module_name(slug))
    result = run(ROOT, slug, reference, "checks")
    failing = [(c["name"], c["message"]) for c in result["checks"] if c["status"] != "pass"]
    assert failing == []
    assert result["status"] == "passed"
    assert result["passed"] == result["total"] == len(suite.checks) >= MIN_CHECKS
    assert result["unlock"] == reference_material(ROOT, slug)
    examples = run(ROOT, slug, reference, "examples")
    statuses = [e["status"] for e in examples["examples"]]
    assert statuses == ["match"] * len(load_examples(ROOT, slug)), examples["examples"]


VARIANTS = [
    (slug, path)
    for slug in EXERCISES
    for path in sorted((ROOT / "exercises" / slug / ".meta" / "variants").glob("*.py"))
]


@pytest.mark.parametrize(
    ("slug", "path"), VARIANTS, ids=[f"{slug}/{path.stem}" for slug, path in VARIANTS]
)
def test_a_correct_answer_written_another_way_passes_and_unlocks(slug: str, path: Path) -> None:
    """`.meta/variants/*.py`: whole answers written independently of the reference (from the
    statement alone). Each passes every check and derives the same key, so the checks demand
    what the statement says, not how the reference happens to compute it."""
    result = run(ROOT, slug, _text(path), "checks")
    failing = [(c["name"], c["message"]) for c in result["checks"] if c["status"] != "pass"]
    assert failing == [] and result["status"] == "passed"
    assert result["unlock"] == reference_material(ROOT, slug)


@pytest.mark.parametrize("slug", EXERCISES)
def test_starter_fails_every_check_cleanly(slug: str) -> None:
    suite, _ = load_suite(ROOT, check_module_name(slug))
    result = run(ROOT, slug, _text(_exercise(slug) / "starter.py"), "checks")
    assert result["status"] == "failed" and not result.get("unlock")
    assert result["passed"] == 0
    assert result["total"] == len(result["checks"]) == len(suite.checks) >= MIN_CHECKS
    for check in result["checks"]:
        assert check["status"] in ("fail", "error"), check
        assert "not written yet" in check["message"], check


@pytest.mark.parametrize("slug", EXERCISES)
def test_every_check_is_the_named_target_of_some_wrong_answer(slug: str) -> None:
    wrong = _wrong_answers(slug)
    assert len(wrong) >= MIN_WRONG_ANSWERS, f"{slug}: only {len(wrong)} wrong answers"
    suite, _ = load_suite(ROOT, check_module_name(slug))
    # A random row tests what the written ones do on inputs nobody chose: no wrong answer
    # is written for it (how many it rejects on its own is measured in docs/benchmarks.md).
    names = {c.name for c in suite.checks if c.kind != "random"}
    targeted = {_named_check(p) for p in wrong}
    assert targeted <= names, f"{slug}: wrong answers name unknown checks {targeted - names}"
    allowed = UNTARGETED.get(slug, set())
    assert allowed <= names, f"{slug}: UNTARGETED names unknown checks {allowed - names}"
    assert names - targeted - allowed == set()


@pytest.mark.parametrize("slug", EXERCISES)
def test_check_names_are_unique_and_described(slug: str) -> None:
    suite, _ = load_suite(ROOT, check_module_name(slug))
    names = [c.name for c in suite.checks]
    assert len(names) == len(set(names)) >= MIN_CHECKS
    assert all(c.description and c.description != c.name for c in suite.checks)


@pytest.mark.parametrize("slug", EXERCISES)
def test_check_module_does_not_contain_the_solution(slug: str) -> None:
    path = ROOT / "checks" / f"{check_module_name(slug)}.py"
    text = _text(path)
    tree = ast.parse(text)
    functions = _functions(slug)
    assert functions
    defined = {
        n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    assert not defined & functions, f"{path.name} defines {defined & functions}"
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported <= ALLOWED_IMPORTS, f"{path.name} imports {imported - ALLOWED_IMPORTS}"
    assert "solution" not in text.replace("reference solution", "")


@pytest.mark.parametrize("slug", EXERCISES)
def test_key_inputs_are_not_fragile_and_use_every_function(slug: str) -> None:
    keys = load_key_inputs(ROOT, slug)
    assert keys
    reference_material(ROOT, slug)  # raises LockError on a fragile key output, as the build does
    used = {
        name
        for name in _functions(slug)
        for key in keys
        if re.search(rf"\b{re.escape(name)}\(", key.setup + "\n" + key.call)
    }
    assert used == _functions(slug), f"{slug}: no key input calls {_functions(slug) - used}"


def test_an_exercise_page_ships_no_harness_module_it_never_imports() -> None:
    files = {Path(f).name for f in runtime_files(ROOT, "grpo-advantages") if "py/practice" in f}
    assert files and not files & NOT_FOR_EXERCISES, files & NOT_FOR_EXERCISES
    assert {"runner.py", "guard.py", "capture.py"} <= files

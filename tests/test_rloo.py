"""The rloo exercise: the reference gives the spec's worked examples, the checks judge right
(reference passes, starter and every known wrong answer fail the check they name), and the key
inputs are none of the checks' inputs."""

from __future__ import annotations

import ast
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.checking import CheckContext, load_suite
from practice.keys import fragile_numbers, load_key_inputs
from practice.runner import run

SLUG = "rloo"
EXERCISE = ROOT / "exercises" / SLUG
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("kl_shaped_rewards", "rloo_advantages", "reinforce_loss")
T, F = True, False


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source(EXERCISE / ".meta" / "solution.py"), namespace)
    return namespace


def _close(got: Any, expected: Any) -> None:
    assert np.shape(got) == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


# The worked examples of shared/specs/examples/rloo.md, with their printed outputs.
def test_reference_gives_the_spec_worked_examples(reference: dict[str, Any]) -> None:
    shaped, advantages, loss = (reference[name] for name in FUNCTIONS)
    got = shaped(
        scores=[1.0, 0.0, 1.0],
        logp=[[-0.5, -1.0, -0.2], [-0.3, 5.0, 5.0], [-1.2, -0.4, 5.0]],
        ref_logp=[[-0.7, -0.8, -0.5], [-0.9, -5.0, -5.0], [-0.8, -0.2, -5.0]],
        mask=[[T, T, T], [T, F, F], [T, T, F]],
        beta=0.1,
    )
    _close(got, [0.97, -0.06000000000000001, 1.06])
    got = shaped(
        scores=[0.5, 2.0],
        logp=[[-1.0, -2.0], [-0.5, -0.5]],
        ref_logp=[[-1.5, -1.0], [-0.5, -0.7]],
        mask=[[T, T], [T, T]],
    )
    _close(got, [0.525, 1.99])
    _close(
        advantages(rewards=[[0.97, -0.06000000000000001, 1.06]]),
        [[0.47, -1.075, 0.6050000000000001]],
    )
    _close(advantages(rewards=[[1.0, 0.0], [0.5, 0.5]]), [[1.0, -1.0], [0.0, 0.0]])
    two_thirds = 0.6666666666666667
    _close(
        advantages(rewards=[[1, 0, 0, 1]]),
        [[two_thirds, -0.6666666666666666, -0.6666666666666666, two_thirds]],
    )
    with pytest.raises(ValueError):
        advantages(rewards=[[1.0], [0.0]])
    value = loss(seq_logps=[[-1.7, -0.3, -1.6]], advantages=[[0.47, -1.075, 0.6050000000000001]])
    assert type(value) is float and math.isclose(value, 0.48150000000000004, rel_tol=1e-9)
    value = loss(seq_logps=[-12.0, -7.5, -30.25], advantages=[0.5, -1.0, 0.5])
    assert type(value) is float and math.isclose(value, 4.541666666666667, rel_tol=1e-9)


def test_reference_passes_every_check_and_prints_the_examples() -> None:
    reference = _source(EXERCISE / ".meta" / "solution.py")
    result = run(ROOT, SLUG, reference, "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["passed"] == result["total"] >= 17
    assert result["unlock"]
    examples = run(ROOT, SLUG, reference, "examples")
    assert [e["status"] for e in examples["examples"]] == ["match", "match"]


def test_starter_fails_every_check_cleanly() -> None:
    result = run(ROOT, SLUG, _source(EXERCISE / "starter.py"), "checks")
    assert result["status"] == "failed" and result["passed"] == 0
    for check in result["checks"]:
        assert "not written yet" in check["message"], check


def _expected_failure(path: Path) -> str:
    first = _source(path).splitlines()[0]
    assert first.startswith("# fails: "), f"{path.name}: first line must be '# fails: <check>'"
    return first.removeprefix("# fails: ").strip()


def test_there_are_enough_wrong_answers() -> None:
    assert len(WRONG) >= 15


@pytest.mark.parametrize("path", WRONG, ids=lambda p: p.stem)
def test_wrong_answer_fails_the_check_it_names(path: Path) -> None:
    source = _source(EXERCISE / ".meta" / "solution.py") + "\n\n" + _source(path)
    result = run(ROOT, SLUG, source, "checks")
    statuses = {c["name"]: c for c in result["checks"]}
    expected = _expected_failure(path)
    assert expected in statuses, f"{path.name} names an unknown check {expected!r}"
    assert statuses[expected]["status"] != "pass", f"{path.name} passed {expected}"
    assert statuses[expected]["message"].strip()


def test_every_check_is_the_target_of_a_wrong_answer() -> None:
    suite, _ = load_suite(ROOT, "rloo")
    targeted = {_expected_failure(p) for p in WRONG}
    untargeted = {c.name for c in suite.checks} - targeted
    assert untargeted == set(), untargeted


def test_check_module_does_not_contain_the_solution() -> None:
    path = ROOT / "checks" / "rloo.py"
    tree = ast.parse(_source(path))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    modules = {
        alias.name for n in ast.walk(tree) if isinstance(n, ast.Import) for alias in n.names
    } | {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert modules <= {"numpy", "practice.checking"}


def _check_inputs() -> list[np.ndarray]:
    """Every argument the checks pass (lists as arrays), recorded during a reference run."""
    seen: list[np.ndarray] = []
    original = CheckContext.call

    def recording(self: CheckContext, name: str, *args: Any, **kwargs: Any) -> Any:
        for value in (*args, *kwargs.values()):
            if isinstance(value, np.ndarray | list):
                seen.append(np.asarray(value))
        return original(self, name, *args, **kwargs)

    CheckContext.call = recording  # type: ignore[method-assign]
    try:
        reference = _source(EXERCISE / ".meta" / "solution.py")
        assert run(ROOT, SLUG, reference, "checks")["status"] == "passed"
    finally:
        CheckContext.call = original  # type: ignore[method-assign]
    return seen


def test_key_inputs_are_not_check_inputs_and_not_fragile(reference: dict[str, Any]) -> None:
    seen = _check_inputs()
    assert len(seen) > 30
    for key in load_key_inputs(ROOT, SLUG):
        scope: dict[str, Any] = {"np": np}
        if key.setup:
            exec(key.setup, scope)
        call = ast.parse(key.call, mode="eval").body
        assert isinstance(call, ast.Call)
        args = [eval(compile(ast.Expression(a), "<key>", "eval"), scope) for a in call.args]
        for value in args:
            value = np.asarray(value)
            if value.dtype == bool:
                continue
            clash = any(s.shape == value.shape and np.array_equal(s, value) for s in seen)
            assert not clash, f"an argument of {key.call} is also a check input"
        scope.update({name: reference[name] for name in FUNCTIONS})
        assert fragile_numbers(eval(key.call, scope)) == [], key.call
    padded = [k for k in load_key_inputs(ROOT, SLUG) if "1e300" in k.setup]
    assert padded, "some key input must hold ±1e300 in its padding"

"""The gspo exercise: the reference gives the spec's worked examples, the checks judge right
(reference and a second, loop-based correct answer pass and derive the same key; the starter
fails every check), every check is some wrong answer's target, and the key inputs are none of the
checks' inputs. That each wrong answer fails the check it names is tests/test_golden.py's job."""

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

SLUG = "gspo"
EXERCISE = ROOT / "exercises" / SLUG
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("sequence_ratio", "gspo_objective", "clip_fraction")
T, F = True, False

# A correct answer written another way: Python loops, math.fsum in reverse order, min/max in place
# of np.clip. It must pass every check and derive the reference's key material.
LOOPS = """
import math

import numpy as np


def _mean_log_ratios(logp, old_logp, mask):
    rows = zip(np.asarray(logp).tolist(), np.asarray(old_logp).tolist(), np.asarray(mask).tolist())
    for new_row, old_row, mask_row in rows:
        diffs = [float(a) - float(b) for a, b, m in zip(new_row, old_row, mask_row) if m]
        yield math.fsum(reversed(diffs)) / len(diffs)


def sequence_ratio(logp, old_logp, mask):
    return np.array([math.exp(m) for m in _mean_log_ratios(logp, old_logp, mask)])


def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    total = 0.0
    for s, a in zip(ratios, np.asarray(advantages).tolist()):
        clipped = min(max(s, 1.0 - eps_low), 1.0 + eps_high)
        total += min(s * a, clipped * a)
    return total / len(ratios)


def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    return sum(s < 1.0 - eps_low or s > 1.0 + eps_high for s in ratios) / len(ratios)
"""


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(_source(EXERCISE / ".meta" / "solution.py"), namespace)
    return namespace


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


def _same_float(got: Any, expected: float) -> None:
    assert type(got) is float and math.isclose(got, expected, rel_tol=1e-9), (got, expected)


# The worked examples of shared/specs/examples/gspo.md, with their printed outputs.
def test_reference_gives_the_spec_worked_examples(reference: dict[str, Any]) -> None:
    ratio, objective, fraction = (reference[name] for name in FUNCTIONS)
    got = ratio(
        [[-1.0, -2.0, -0.5], [-0.7, 1e300, 1e300]],
        [[-1.1, -1.9, -0.8], [-0.5, -1e300, -1e300]],
        [[T, T, T], [T, F, F]],
    )
    _close(got, [1.1051709180756477, 0.8187307530779819])
    got = ratio(
        [[-2.5] * 1000 + [1e300] * 200], [[-0.5] * 1000 + [-1e300] * 200], [[T] * 1000 + [F] * 200]
    )
    _close(got, [0.1353352832366127])
    logp = [[-1.0, -2.0], [-0.5, -1.5], [-0.25, -3.0]]
    old_logp = [[-1.0002, -2.0004], [-0.501, -1.5], [-0.249, -2.9998]]
    mask = [[T, T], [T, T], [T, T]]
    _close(
        ratio(logp, old_logp, mask), [1.0003000450045003, 1.0005001250208359, 0.9994001799640054]
    )
    _same_float(objective(logp, old_logp, [0.5, 1.0, 1.5], mask), 0.9998834308160861)
    _same_float(objective(logp, old_logp, [0.5, 1.0, -1.5], mask), 0.0003333408340833177)
    _same_float(fraction(logp, old_logp, mask), 0.6666666666666666)
    got = fraction(
        [[np.log(0.75)], [np.log(1.5)], [np.log(1.6)]],
        [[0.0], [0.0], [0.0]],
        [[T], [T], [T]],
        eps_low=0.25,
        eps_high=0.5,
    )
    _same_float(got, 0.3333333333333333)


def test_reference_passes_every_check_and_prints_the_examples() -> None:
    reference = _source(EXERCISE / ".meta" / "solution.py")
    result = run(ROOT, SLUG, reference, "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["passed"] == result["total"] >= 25
    assert result["unlock"]
    examples = run(ROOT, SLUG, reference, "examples")
    assert [e["status"] for e in examples["examples"]] == ["match", "match", "match"]


def test_a_correct_answer_written_with_loops_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    result = run(ROOT, SLUG, LOOPS, "checks")
    assert [c["message"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["unlock"] == reference["unlock"]


def test_starter_fails_every_check_cleanly() -> None:
    result = run(ROOT, SLUG, _source(EXERCISE / "starter.py"), "checks")
    assert result["status"] == "failed" and result["passed"] == 0
    for check in result["checks"]:
        assert "not written yet" in check["message"], check


def _expected_failure(path: Path) -> str:
    return _source(path).splitlines()[0].removeprefix("# fails: ").strip()


def test_every_check_is_the_target_of_a_wrong_answer() -> None:
    assert len(WRONG) >= 15
    suite, _ = load_suite(ROOT, "gspo")
    untargeted = {c.name for c in suite.checks} - {_expected_failure(p) for p in WRONG}
    assert untargeted == set(), untargeted


def test_check_module_does_not_contain_the_solution() -> None:
    path = ROOT / "checks" / "gspo.py"
    tree = ast.parse(_source(path))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    modules = {
        alias.name for n in ast.walk(tree) if isinstance(n, ast.Import) for alias in n.names
    } | {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert modules <= {"numpy", "practice.checking", "collections.abc", "functools"}


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
    keys = load_key_inputs(ROOT, SLUG)
    for key in keys:
        scope: dict[str, Any] = {"np": np}
        exec(key.setup, scope)
        call = ast.parse(key.call, mode="eval").body
        assert isinstance(call, ast.Call)
        for arg in call.args:
            value = np.asarray(eval(compile(ast.Expression(arg), "<key>", "eval"), scope))
            if value.dtype == bool:
                continue
            clash = any(s.shape == value.shape and np.array_equal(s, value) for s in seen)
            assert not clash, f"an argument of {key.call} is also a check input"
        scope.update({name: reference[name] for name in FUNCTIONS})
        assert fragile_numbers(eval(key.call, scope)) == [], key.call
    assert {name for name in FUNCTIONS if any(k.call.startswith(name) for k in keys)} == set(
        FUNCTIONS
    )
    assert all("1e300" in k.setup for k in keys), "every key input holds ±1e300 padding"

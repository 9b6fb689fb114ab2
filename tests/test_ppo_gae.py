"""The ppo-gae exercise: the reference gives the spec's worked examples, a correct answer written
another way passes and derives the same key, the starter fails cleanly, every check is some wrong
answer's target, the check module holds no solution, and the key inputs are none of the checks'.

(That every wrong answer fails the check it names is tests/test_golden.py's job, for every
exercise.)"""

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

SLUG = "ppo-gae"
EXERCISE = ROOT / "exercises" / SLUG
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("gae", "ppo_clip_loss", "value_loss")
T, F = True, False

# A correct answer written another way: explicit loops, each advantage summed forwards from
# its own step instead of by the backward recursion, so its last bits differ from the reference.
VARIANT = """
import math
import numpy as np

def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    r = np.array(rewards, dtype=float)
    v = np.array(values, dtype=float)
    d = np.array(dones, dtype=bool)
    steps = r.shape[0]
    r2, v2, d2 = r.reshape(steps, -1), v.reshape(steps + 1, -1), d.reshape(steps, -1)
    adv = np.zeros(r2.shape)
    for e in range(r2.shape[1]):
        deltas = [r2[t, e] + (0.0 if d2[t, e] else gamma * v2[t + 1, e]) - v2[t, e]
                  for t in range(steps)]
        for t in range(steps):
            total, weight = 0.0, 1.0
            for k in range(t, steps):
                total += weight * deltas[k]
                if d2[k, e]:
                    break
                weight *= gamma * lam
            adv[t, e] = total
    adv = adv.reshape(r.shape)
    return adv, adv + v[:-1]

def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    items = zip(np.ravel(logp).tolist(), np.ravel(old_logp).tolist(),
                np.ravel(advantages).tolist())
    terms = []
    for new, old, a in items:
        ratio = math.exp(new - old)
        clipped = min(max(ratio, 1.0 - clip_eps), 1.0 + clip_eps)
        terms.append(min(ratio * a, clipped * a))
    return -math.fsum(terms) / len(terms)

def value_loss(values, old_values, returns, clip_eps=0.2):
    items = zip(np.ravel(values).tolist(), np.ravel(old_values).tolist(),
                np.ravel(returns).tolist())
    terms = []
    for new, old, target in items:
        moved = old + min(max(new - old, -clip_eps), clip_eps)
        terms.append(max((new - target) ** 2, (moved - target) ** 2))
    return 0.5 * math.fsum(terms) / len(terms)
"""


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    return _functions(_source(EXERCISE / ".meta" / "solution.py"))


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got, expected)


def _close_float(got: Any, expected: float) -> None:
    assert type(got) is float and math.isclose(got, expected, rel_tol=1e-9), (got, expected)


# The worked examples of shared/specs/examples/ppo-gae.md, with their printed outputs.
@pytest.mark.parametrize("answer", ["reference", "variant"])
def test_the_spec_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    functions = reference if answer == "reference" else _functions(VARIANT)
    gae, clip_loss, value_loss = (functions[name] for name in FUNCTIONS)

    adv, ret = gae(rewards=[1.0, 0.0, 2.0], values=[0.5, 0.4, 0.3, 0.2], dones=[F, F, F])
    _close(adv, [2.4779858944999997, 1.682069, 1.898])
    _close(ret, [2.9779858944999997, 2.082069, 2.198])

    adv, ret = gae(
        rewards=[[1.0, 0.0], [0.0, 1.0], [2.0, 0.5], [0.0, 1.0]],
        values=[[0.5, 0.2], [0.4, 0.1], [0.3, 0.9], [1.0, 0.3], [0.7, 0.6]],
        dones=[[F, F], [T, F], [F, F], [F, T]],
        gamma=0.9,
        lam=0.8,
    )
    _close(adv, [[0.5720000000000001, 1.3150816], [-0.4, 1.97928], [2.3336, 0.374], [-0.37, 0.7]])
    _close(ret, [[1.072, 1.5150816], [0.0, 2.07928], [2.6336, 1.274], [0.63, 1.0]])

    adv, ret = gae(rewards=[1.0, 1.0], values=[0.5, 0.5, 9.0], dones=[F, T], gamma=0.5, lam=0.5)
    _close(adv, [0.875, 0.5])
    _close(ret, [1.375, 1.0])

    got = clip_loss(
        logp=[-1.0, -0.5, -2.0, -0.1],
        old_logp=[-1.2, -1.0, -1.5, -0.1],
        advantages=[1.0, -1.0, 2.0, 0.5],
    )
    _close_float(got, -0.31608501218128465)
    got = clip_loss(
        logp=[[-0.3, -1.1], [-0.7, -2.0]],
        old_logp=[[-0.5, -0.9], [-0.7, -1.6]],
        advantages=[[2.0, -1.0], [3.0, -0.5]],
        clip_eps=0.1,
    )
    _close_float(got, -0.9625000000000001)

    got = value_loss(values=[1.0, 0.5, -0.2], old_values=[0.7, 0.6, 0.3], returns=[2.0, 0.0, 0.1])
    _close_float(got, 0.25833333333333336)
    got = value_loss(values=[2.0, -1.0], old_values=[0.0, 0.0], returns=[1.0, -3.0], clip_eps=0.5)
    _close_float(got, 1.8125)


def test_reference_passes_every_check_and_prints_the_examples() -> None:
    reference = _source(EXERCISE / ".meta" / "solution.py")
    result = run(ROOT, SLUG, reference, "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["passed"] == result["total"] >= 30
    assert result["unlock"]
    examples = run(ROOT, SLUG, reference, "examples")
    assert {e["status"] for e in examples["examples"]} == {"match"}


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


def test_starter_fails_every_check_cleanly() -> None:
    result = run(ROOT, SLUG, _source(EXERCISE / "starter.py"), "checks")
    assert result["status"] == "failed" and result["passed"] == 0
    for check in result["checks"]:
        assert "not written yet" in check["message"], check


def _named_check(path: Path) -> str:
    return _source(path).splitlines()[0].removeprefix("# fails: ").strip()


def test_every_check_is_the_target_of_a_wrong_answer() -> None:
    assert len(WRONG) >= 15
    suite, _ = load_suite(ROOT, "ppo_gae")
    assert {c.name for c in suite.checks} - {_named_check(p) for p in WRONG} == set()


def test_check_module_does_not_contain_the_solution() -> None:
    path = ROOT / "checks" / "ppo_gae.py"
    tree = ast.parse(_source(path))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    modules = {
        alias.name for n in ast.walk(tree) if isinstance(n, ast.Import) for alias in n.names
    } | {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert modules <= {"numpy", "typing", "practice.checking", "practice.compare"}
    assert "solution" not in _source(path).replace("reference solution", "")


def _check_inputs() -> list[np.ndarray]:
    """Every numeric argument the checks pass (lists as arrays), recorded in a reference run."""
    seen: list[np.ndarray] = []
    original = CheckContext.call

    def recording(self: CheckContext, name: str, *args: Any, **kwargs: Any) -> Any:
        for value in (*args, *kwargs.values()):
            if isinstance(value, np.ndarray | list):
                seen.append(np.asarray(value, dtype=float))
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
    assert len(seen) > 60
    keys = load_key_inputs(ROOT, SLUG)
    for key in keys:
        scope: dict[str, Any] = {"np": np}
        if key.setup:
            exec(key.setup, scope)
        call = ast.parse(key.call, mode="eval").body
        if isinstance(call, ast.Subscript):  # gae(...)[0]: one of the pair
            call = call.value
        assert isinstance(call, ast.Call)
        for arg in call.args:
            value = eval(compile(ast.Expression(arg), "<key>", "eval"), scope)
            value = np.asarray(value)
            if value.dtype == bool:
                continue
            value = value.astype(float)
            clash = any(s.shape == value.shape and np.array_equal(s, value) for s in seen)
            assert not clash, f"an argument of {key.call} is also a check input"
        scope.update(reference)
        assert fragile_numbers(eval(key.call, scope)) == [], key.call
    called = {ast.parse(k.call).body[0].value for k in keys}  # type: ignore[attr-defined]
    names = {
        n.func.id
        for c in called
        for n in ast.walk(c)
        if isinstance(n, ast.Call) and hasattr(n.func, "id")
    }
    assert set(FUNCTIONS) <= names
    assert any("1e300" in k.call or "1e300" in k.setup for k in keys), "an unused huge V_T"

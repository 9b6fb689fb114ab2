"""The muzero-search exercise: the reference gives the spec's worked examples, an independent
correct answer passes and derives the same key, every check has a wrong answer aimed at it, and
the key inputs are none of the checks' inputs. (tests/test_golden.py already runs every wrong
answer against the check it names.)"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.checking import CheckContext, load_suite
from practice.keys import fragile_numbers, load_key_inputs
from practice.runner import run

SLUG = "muzero-search"
MODULE = "muzero_search"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("ucb_scores", "select_child", "visit_policy", "n_step_targets")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


REFERENCE = _text(EXERCISE / ".meta" / "solution.py")

# A second correct answer, written from the spec with plain Python loops: another order of
# operations, log1p for the log term and (n / max)^(1/T) instead of log space.
INDEPENDENT = """
import math

import numpy as np


def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    counts = [int(x) for x in n]
    total = sum(counts)
    scale = (c1 + math.log1p((total + 1) / c2)) * math.sqrt(total)
    out = []
    for qa, na, pa in zip(q, counts, prior):
        if na == 0:
            value = 0.0
        elif q_max > q_min:
            value = (float(qa) - q_min) / (q_max - q_min)
        else:
            value = float(qa)
        out.append(value + float(pa) * scale / (na + 1))
    return np.array(out)


def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    scores = ucb_scores(q, n, prior, q_min, q_max, c1, c2).tolist()
    return scores.index(max(scores))


def visit_policy(n, temperature=1.0):
    counts = [float(x) for x in n]
    top = max(counts)
    if top <= 0:
        raise ValueError("nothing was visited")
    if temperature == 0:
        first = counts.index(top)
        return np.array([float(i == first) for i in range(len(counts))])
    weights = [(c / top) ** (1.0 / temperature) if c > 0 else 0.0 for c in counts]
    total = math.fsum(weights)
    return np.array([w / total for w in weights])


def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n < 1")
    r, v = [float(x) for x in rewards], [float(x) for x in values]
    out = np.zeros(len(r))
    for t in range(len(r)):
        steps = range(t, min(t + n, len(r)))
        bootstrap = gamma**n * v[t + n] if t + n < len(r) else 0.0
        out[t] = math.fsum(gamma ** (i - t) * r[i] for i in reversed(steps)) + bootstrap
    return out
"""


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(REFERENCE, namespace)
    return namespace


def _close(got: Any, expected: list[float]) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == (len(expected),)
    assert np.allclose(got, expected, rtol=1e-9, atol=0.0), (got.tolist(), expected)


# shared/specs/examples/muzero-search.md, number for number.
def test_reference_gives_the_spec_worked_examples(reference: dict[str, Any]) -> None:
    ucb, select, policy, targets = (reference[name] for name in FUNCTIONS)
    _close(
        ucb([0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0),
        [0.8542048258670556, 1.1167175456005187, 1.2502543946692597],
    )
    _close(
        ucb([0.4, 0.7, 0.9], [2, 5, 0], [0.1, 0.6, 0.3], 0.4, 0.4),
        [0.5102755320235343, 1.0308265960706027, 0.9924797882118084],
    )
    for args, index in (
        (([0.5, 0.8, 0.0], [3, 1, 0], [0.3, 0.2, 0.5], -0.5, 1.0), 2),
        (([0.5, 0.5, 0.2], [2, 2, 1], [0.3, 0.3, 0.4], 0.0, 1.0), 0),
        (([0.0, 0.0, 0.0], [0, 0, 0], [0.2, 0.5, 0.3], 0.0, 0.0), 0),
    ):
        got = select(*args)
        assert type(got) is int and got == index
    _close(
        policy([3, 1, 3, 0], temperature=0.5),
        [0.47368421052631576, 0.05263157894736841, 0.47368421052631576, 0.0],
    )
    _close(policy([3, 1, 3, 0]), [0.4285714285714286, 0.14285714285714288, 0.4285714285714286, 0.0])
    _close(policy([3, 1, 3, 0], temperature=0), [1.0, 0.0, 0.0, 0.0])
    _close(
        policy([1000000, 999000, 5, 0], temperature=0.01),
        [0.5249916645841336, 0.47500833541586635, 0.0, 0.0],
    )
    with pytest.raises(ValueError):
        policy([0, 0, 0])
    _close(
        targets([1.0, 0.0, 2.0, 1.0], [3.0, 2.0, 1.0, 0.5], 3, gamma=0.9),
        [2.9845, 2.6100000000000003, 2.9, 1.0],
    )
    _close(targets([0.5, -1.0, 2.0], [1.0, 2.0, 3.0], 5, gamma=0.5), [0.5, 0.0, 2.0])
    _close(targets([1, 0, 2], [10, 20, 30], 1, gamma=0.5), [11.0, 15.0, 2.0])


def test_reference_passes_and_prints_the_examples() -> None:
    result = run(ROOT, SLUG, REFERENCE, "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["unlock"]
    examples = run(ROOT, SLUG, REFERENCE, "examples")
    assert [e["status"] for e in examples["examples"]] == ["match"] * 4


def test_an_independent_correct_answer_passes_and_derives_the_same_key() -> None:
    result = run(ROOT, SLUG, INDEPENDENT, "checks")
    assert [c["message"] for c in result["checks"] if c["status"] != "pass"] == []
    assert result["unlock"] == run(ROOT, SLUG, REFERENCE, "checks")["unlock"]


def test_starter_fails_every_check_cleanly() -> None:
    result = run(ROOT, SLUG, _text(EXERCISE / "starter.py"), "checks")
    assert result["status"] == "failed" and result["passed"] == 0
    assert all("not written yet" in c["message"] for c in result["checks"])


def test_every_check_is_aimed_at_by_a_wrong_answer() -> None:
    suite, _ = load_suite(ROOT, MODULE)
    wrong = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
    assert len(wrong) >= 15
    aimed = {_text(p).splitlines()[0].removeprefix("# fails: ").strip() for p in wrong}
    assert {c.name for c in suite.checks} - aimed == set()


def test_check_module_holds_no_solution() -> None:
    tree = ast.parse(_text(ROOT / "checks" / f"{MODULE}.py"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported <= {"numpy", "practice.checking"}


def _arrays_the_checks_pass() -> list[np.ndarray]:
    seen: list[np.ndarray] = []
    original = CheckContext.call

    def recording(self: CheckContext, name: str, *args: Any, **kwargs: Any) -> Any:
        seen.extend(
            np.asarray(v) for v in (*args, *kwargs.values()) if isinstance(v, np.ndarray | list)
        )
        return original(self, name, *args, **kwargs)

    CheckContext.call = recording  # type: ignore[method-assign]
    try:
        assert run(ROOT, SLUG, REFERENCE, "checks")["status"] == "passed"
    finally:
        CheckContext.call = original  # type: ignore[method-assign]
    return seen


def test_key_inputs_are_new_robust_and_cover_every_function(reference: dict[str, Any]) -> None:
    seen = _arrays_the_checks_pass()
    assert len(seen) > 50
    keys = load_key_inputs(ROOT, SLUG)
    for key in keys:
        scope: dict[str, Any] = {"np": np}
        if key.setup:
            exec(key.setup, scope)
        call = ast.parse(key.call, mode="eval").body
        assert isinstance(call, ast.Call)
        for node in call.args:
            value = np.asarray(eval(compile(ast.Expression(node), "<key>", "eval"), scope))
            if value.ndim:
                clash = any(s.shape == value.shape and np.array_equal(s, value) for s in seen)
                assert not clash, f"an argument of {key.call} is also a check input"
        scope.update({name: reference[name] for name in FUNCTIONS})
        assert fragile_numbers(eval(key.call, scope)) == [], key.call
    called = {ast.parse(k.call, mode="eval").body.func.id for k in keys}  # type: ignore[attr-defined]
    assert called == set(FUNCTIONS)
    assert any("1e300" in k.setup for k in keys)

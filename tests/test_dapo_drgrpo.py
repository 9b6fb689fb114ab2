"""dapo-drgrpo: the reference gives the track spec's worked examples, a correct answer written
another way passes and unlocks, the key inputs are no check's inputs, and the check module
keeps the solution out of the browser."""

from __future__ import annotations

import ast
import math
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.checking import CheckContext, load_suite
from practice.keys import load_key_inputs
from practice.runner import run
from sitebuild.lock import reference_material

SLUG = "dapo-drgrpo"
EXERCISE = ROOT / "exercises" / SLUG
WRONG = sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
FUNCTIONS = ("drgrpo_advantages", "aggregate", "dapo_objective", "informative_groups")
MODES = ("token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm")

# A correct answer written another way: loops, math.fsum and other summation orders, so its
# numbers agree with the reference only up to the last bits.
VARIANT = """
import math
import numpy as np

NAMES = ["token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm"]

def drgrpo_advantages(rewards):
    r = np.array(rewards, dtype=np.float64)
    out = np.empty(r.shape)
    for k in range(r.shape[0]):
        mean = math.fsum(r[k].tolist()) / r.shape[1]
        for j in range(r.shape[1]):
            out[k, j] = r[k, j] - mean
    return out

def aggregate(per_token, mask, mode, max_len=None):
    if mode not in NAMES:
        raise ValueError("no such mode %r; use %s" % (mode, " | ".join(NAMES)))
    x, m = np.array(per_token, dtype=float), np.array(mask, dtype=bool)
    sums = [math.fsum(x[i, t] for t in reversed(range(m.shape[1])) if m[i, t])
            for i in range(m.shape[0])]
    counts = [int(m[i].sum()) for i in range(m.shape[0])]
    if mode == "token-mean":
        return math.fsum(sums) / sum(counts)
    if mode == "seq-mean-token-mean":
        return math.fsum(s / c for s, c in zip(sums, counts)) / len(sums)
    if mode == "seq-mean-token-sum":
        return math.fsum(sums) / len(sums)
    return math.fsum(s / (m.shape[1] if max_len is None else max_len) for s in sums) / len(sums)

def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    m = np.array(mask, dtype=bool)
    lp, old = np.array(logp, dtype=float), np.array(old_logp, dtype=float)
    adv = np.array(advantages, dtype=float)
    terms = np.zeros(m.shape)
    for i, t in zip(*np.nonzero(m)):
        rho = math.exp(lp[i, t] - old[i, t])
        terms[i, t] = min(rho * adv[i], min(max(rho, 1 - eps_low), 1 + eps_high) * adv[i])
    return aggregate(terms, m, "token-mean")

def informative_groups(rewards):
    r = np.array(rewards, dtype=float)
    return np.array([len(set(row.tolist())) > 1 for row in r], dtype=bool).reshape(len(r))
"""


def _reference() -> ModuleType:
    module = ModuleType("dapo_drgrpo_reference")
    exec((EXERCISE / ".meta" / "solution.py").read_text("utf-8"), module.__dict__)
    return module


# The worked examples of the track spec (shared/specs/examples/dapo-drgrpo.md), as given there.
_X = [[0.5, -1.0, 2.0, 1.5], [1.0, 3.0, 1e300, 1e300]]
_M = [[True, True, True, True], [True, True, False, False]]
_LP = [[-1.0, -0.5, -2.0], [-0.3, -1.2, 1e300]]
_OLD = [[-1.2, -1.0, -2.0], [-0.1, -0.9, -1e300]]
_OBJ_MASK = [[True, True, True], [True, True, False]]
SPEC_EXAMPLES: list[tuple[str, tuple[Any, ...], dict[str, Any], Any]] = [
    (
        "drgrpo_advantages",
        ([[1, 0, 0, 1], [1, 1, 1, 0]],),
        {},
        [[0.5, -0.5, -0.5, 0.5], [0.25, 0.25, 0.25, -0.75]],
    ),
    (
        "drgrpo_advantages",
        ([[0.2, 0.9, 0.4], [0.5, 0.5, 0.5]],),
        {},
        [[-0.3, 0.4, -0.09999999999999998], [0.0, 0.0, 0.0]],
    ),
    ("aggregate", (_X, _M, "token-mean"), {}, 1.1666666666666667),
    ("aggregate", (_X, _M, "seq-mean-token-mean"), {}, 1.375),
    ("aggregate", (_X, _M, "seq-mean-token-sum"), {}, 3.5),
    ("aggregate", (_X, _M, "seq-mean-token-sum-norm"), {}, 0.875),
    ("aggregate", (_X, _M, "seq-mean-token-sum-norm"), {"max_len": 8}, 0.4375),
    ("dapo_objective", (_LP, _OLD, [1.0, -0.5], _OBJ_MASK), {}, 0.5384074763242358),
    (
        "dapo_objective",
        (_LP, _OLD, [1.0, -0.5], _OBJ_MASK),
        {"eps_low": 0.2, "eps_high": 0.2},
        0.5181269246922018,
    ),
    (
        "informative_groups",
        ([[1, 1, 1, 1], [0, 1, 0, 0], [0, 0, 0, 0], [0.5, 0.5, 0.5, 0.5]],),
        {},
        [False, True, False, False],
    ),
    ("informative_groups", ([[0.1, 0.1, 0.1], [-1.0, -1.0, 1.0]],), {}, [False, True]),
]


@pytest.mark.parametrize("name, args, kwargs, expected", SPEC_EXAMPLES)
def test_reference_gives_the_spec_worked_examples(
    name: str, args: tuple[Any, ...], kwargs: dict[str, Any], expected: Any
) -> None:
    got = getattr(_reference(), name)(*args, **kwargs)
    if isinstance(expected, float):
        assert type(got) is float
        assert math.isclose(got, expected, rel_tol=1e-9, abs_tol=0.0)
    elif isinstance(expected[0], bool):
        assert got.dtype == bool and got.tolist() == expected
    else:
        assert got.dtype == np.float64
        np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-15)


def test_reference_rejects_an_unknown_mode_as_the_spec_says() -> None:
    with pytest.raises(ValueError) as info:
        _reference().aggregate(_X, _M, "mean")
    assert str(info.value) == (
        "unknown mode 'mean'; expected one of: token-mean, seq-mean-token-mean, "
        "seq-mean-token-sum, seq-mean-token-sum-norm"
    )


def test_reference_passes_every_check_and_prints_the_examples() -> None:
    source = (EXERCISE / ".meta" / "solution.py").read_text("utf-8")
    checks = run(ROOT, SLUG, source, "checks")
    assert checks["status"] == "passed", [c["message"] for c in checks["checks"]]
    examples = run(ROOT, SLUG, source, "examples")
    assert [e["status"] for e in examples["examples"]] == ["match"] * 4


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    result = run(ROOT, SLUG, VARIANT, "checks")
    assert result["status"] == "passed", [c["message"] for c in result["checks"]]
    assert result["unlock"] == reference_material(ROOT, SLUG)


def test_starter_fails_every_check_saying_what_is_missing() -> None:
    result = run(ROOT, SLUG, (EXERCISE / "starter.py").read_text("utf-8"), "checks")
    assert result["passed"] == 0 and result["total"] >= 25
    for check in result["checks"]:
        assert "not written yet" in check["message"], check


def test_every_check_is_the_named_target_of_some_wrong_answer() -> None:
    suite, _ = load_suite(ROOT, "dapo_drgrpo")
    named = {p.read_text("utf-8").splitlines()[0].removeprefix("# fails: ") for p in WRONG}
    assert len(WRONG) >= 15
    assert {c.name for c in suite.checks} <= named


def test_the_key_inputs_are_not_any_checks_inputs() -> None:
    """Record every argument the checks pass, and compare with the key inputs' arrays."""
    seen: list[np.ndarray] = []
    original = CheckContext.call

    def recording(self: CheckContext, name: str, *args: Any, **kwargs: Any) -> Any:
        for value in (*args, *kwargs.values()):
            if isinstance(value, np.ndarray | list):
                seen.append(np.asarray(value))
        return original(self, name, *args, **kwargs)

    CheckContext.call = recording  # type: ignore[method-assign]
    try:
        source = (EXERCISE / ".meta" / "solution.py").read_text("utf-8")
        assert run(ROOT, SLUG, source, "checks")["status"] == "passed"
    finally:
        CheckContext.call = original  # type: ignore[method-assign]
    assert len(seen) > 50
    keys = load_key_inputs(ROOT, SLUG)
    functions = {name for key in keys for name in FUNCTIONS if key.call.startswith(name + "(")}
    assert functions == set(FUNCTIONS), "every function takes part in the key"
    for key in keys:
        scope: dict[str, Any] = {"np": np}
        exec(key.setup, scope)
        arrays = [v for v in scope.values() if isinstance(v, np.ndarray) and v.dtype != bool]
        for value in arrays:
            clash = any(s.shape == value.shape and np.array_equal(s, value) for s in seen)
            assert not clash, f"a key input of {key.call} is also a check input"


def test_key_material_covers_padding_of_1e300() -> None:
    text = (EXERCISE / "key_inputs.toml").read_text("utf-8")
    assert "1e300" in text and "-1e300" in text


def test_check_module_does_not_contain_the_solution() -> None:
    path = ROOT / "checks" / "dapo_drgrpo.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert not defined & set(FUNCTIONS)
    modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert modules <= {
        "re",
        "types",
        "numpy",
        "practice.checking",
        "practice.compare",
        "practice.guard",
    }
    assert "solution" not in path.read_text(encoding="utf-8").replace("reference solution", "")


def test_check_names_describe_properties() -> None:
    suite, _ = load_suite(ROOT, "dapo_drgrpo")
    names = [c.name for c in suite.checks]
    assert len(names) == len(set(names)) >= 25
    assert all(c.description and c.description != c.name for c in suite.checks)
    prefixes = ("advantages_", "aggregate_", "objective_", "informative_")
    assert all(name.startswith(prefixes) for name in names)

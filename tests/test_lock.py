"""The solution lock: only answers that compute the right outputs derive the key."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import EXERCISE, ROOT, SLUG
from cryptography.exceptions import InvalidTag
from source_tree import copy_sources

from practice.capture import CappedText
from practice.checking import CheckContext
from practice.exercises import list_exercises
from practice.guard import Guard, guarded_modules
from practice.keys import fragile_numbers, key_material, load_key_inputs
from practice.runner import run
from sitebuild.lock import LockError, open_sealed, reference_material, seal

PAYLOAD = {"solution": "def f(): ...", "notes": "<p>notes</p>"}

# Correct answers written another way: other summation orders and formulas that agree with the
# reference only up to the last bits.
VARIANT = """
import numpy as np

def group_advantages(rewards, eps=1e-8):
    r = np.array(rewards, dtype=float)
    g = r.shape[1]
    mean = r[:, ::-1].sum(axis=1, keepdims=True) / g
    std = np.sqrt(((r - mean) ** 2).sum(axis=1, keepdims=True) / g)
    return (r - mean) / (std + eps)

def kl_k3(logp, ref_logp):
    ratio = np.exp(np.asarray(ref_logp) - np.asarray(logp))
    return ratio - np.log(ratio) - 1

def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    total = 0.0
    for i in reversed(range(len(advantages))):
        vals = []
        for t in range(mask.shape[1]):
            if not mask[i, t]:
                continue
            rho = float(np.exp(logp[i, t] - old_logp[i, t]))
            a = float(advantages[i])
            surr = min(rho * a, min(max(rho, 1 - clip_eps), 1 + clip_eps) * a)
            d = float(ref_logp[i, t] - logp[i, t])
            vals.append(surr - beta * (np.exp(d) - d - 1))
        total += sum(reversed(vals)) / len(vals)
    return float(total / len(advantages))
"""


@pytest.fixture(scope="module")
def material() -> str:
    return reference_material(ROOT, SLUG)


@pytest.fixture(scope="module")
def sealed(material: str) -> dict[str, Any]:
    return seal(PAYLOAD, material, SLUG)


def test_reference_answer_unlocks(reference_source: str, sealed: dict[str, Any]) -> None:
    result = run(ROOT, SLUG, reference_source, "checks")
    assert result["status"] == "passed"
    assert open_sealed(sealed, result["unlock"], SLUG) == PAYLOAD


def test_a_correct_answer_in_another_float_order_unlocks(sealed: dict[str, Any]) -> None:
    result = run(ROOT, SLUG, VARIANT, "checks")
    assert result["status"] == "passed", [c["message"] for c in result["checks"]]
    assert open_sealed(sealed, result["unlock"], SLUG) == PAYLOAD


def test_failing_answers_get_no_key_material(starter_source: str) -> None:
    result = run(ROOT, SLUG, starter_source, "checks")
    assert result["status"] == "failed" and "unlock" not in result


# These compute the right numbers; their mistake (a numpy scalar, edited inputs) is one the checks
# catch before any unlock is attempted, and no output can show it.
SAME_NUMBERS = {"returns_numpy_float", "zeroes_padding_in_place"}
NUMERIC_WRONG = [
    p
    for p in sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py"))
    if p.stem not in SAME_NUMBERS
]


@pytest.mark.parametrize("path", NUMERIC_WRONG, ids=lambda p: p.stem)
def test_wrong_answers_cannot_decrypt(
    path: Path, reference_source: str, sealed: dict[str, Any]
) -> None:
    # Through a guard: some wrong answers patch builtins, which must not leak into pytest.
    guard, output = Guard(guarded_modules()), CappedText()
    namespace: dict[str, Any] = {}
    source = reference_source + "\n" + path.read_text("utf-8")
    try:
        guard.call(output, exec, source, namespace)
        with np.errstate(all="ignore"):
            wrong = guard.call(output, key_material, load_key_inputs(ROOT, SLUG), namespace)
    except Exception:
        return  # it can't even produce numbers: nothing to decrypt with
    with pytest.raises(InvalidTag):
        open_sealed(sealed, wrong, SLUG)


def _as_array(value: Any) -> np.ndarray | None:
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, list | tuple):
        try:
            return np.asarray(value, dtype=float)
        except (TypeError, ValueError):
            return None
    return None


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_the_key_inputs_are_not_any_checks_inputs(slug: str) -> None:
    """Record every array (or list) the checks pass, and compare with the key inputs' arrays:
    an answer that only memorised what the checks ask must not derive the key."""
    reference = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
    seen: list[np.ndarray] = []
    original = CheckContext.call

    def recording(self: CheckContext, name: str, *args: Any, **kwargs: Any) -> Any:
        arrays = (_as_array(a) for a in (*args, *kwargs.values()))
        seen.extend(a for a in arrays if a is not None and a.size > 1)
        return original(self, name, *args, **kwargs)

    CheckContext.call = recording  # type: ignore[method-assign]
    try:
        assert run(ROOT, slug, reference, "checks")["status"] == "passed"
    finally:
        CheckContext.call = original  # type: ignore[method-assign]
    assert len(seen) > 10
    for key in load_key_inputs(ROOT, slug):
        scope: dict[str, Any] = {}
        exec(reference, scope)  # a setup may call the exercise's own functions
        exec(key.setup, scope)
        # The arrays the setup builds, and the literal arguments written in the call itself.
        values = [_as_array(v) for v in scope.values() if isinstance(v, np.ndarray)]
        values += [_as_array(eval(ast.unparse(arg), scope)) for arg in _call_arguments(key.call)]
        for value in values:
            if value is not None and value.dtype != bool and value.size > 1:
                assert not any(s.shape == value.shape and np.array_equal(s, value) for s in seen), (
                    f"{slug}: a key input of {key.call} is also a check input"
                )


def _call_arguments(call: str) -> list[ast.expr]:
    """The arguments of a key input's call that are written out as literals (lists, numbers)."""
    node = ast.parse(call, mode="eval").body
    if not isinstance(node, ast.Call):
        return []
    args = [*node.args, *(k.value for k in node.keywords)]
    return [a for a in args if isinstance(a, ast.List | ast.Tuple)]


def test_numbers_near_a_rounding_boundary_are_fragile() -> None:
    assert fragile_numbers(0.123455) == [0.123455]
    assert fragile_numbers(np.array([0.1234549999, 0.12346])) == [0.1234549999]
    assert fragile_numbers(np.array([0.0, 1.2, -3.333333])) == []
    assert fragile_numbers(1e-7) == [1e-7]  # right at the zero threshold


def test_build_refuses_fragile_key_inputs(tmp_path: Path) -> None:
    copy_sources(tmp_path)
    keys = tmp_path / "exercises" / SLUG / "key_inputs.toml"
    keys.write_text('[[keys]]\ncall = "kl_k3(np.array([0.0]), np.array([0.0])) + 0.123455"\n')
    with pytest.raises(LockError, match="key_inputs.toml: kl_k3"):
        reference_material(tmp_path, SLUG)


# Pyodide's numpy is 32-bit: np.argmax and integer arrays default to int32 there (int64 here).
# The build compares the reference's key material in both (sitebuild/bytecode.py); this is the
# learner's side, here: policies of another integer dtype pass the same checks and unlock.
INTEGER_CAST = """

import functools as _functools


def _cast(value):
    if isinstance(value, np.ndarray) and value.dtype.kind in "iu":
        return value.astype(np.{dtype})
    return tuple(_cast(item) for item in value) if isinstance(value, tuple) else value


def _wrap(function):
    @_functools.wraps(function)
    def cast(*args, **kwargs):
        return _cast(function(*args, **kwargs))

    return cast


greedy_policy = _wrap(greedy_policy)
value_iteration = _wrap(value_iteration)
"""


@pytest.mark.parametrize("dtype", ["int32", "uint8"])
def test_policies_of_any_integer_dtype_pass_and_unlock(dtype: str) -> None:
    slug = "value-iteration"  # the one exercise whose functions return integer arrays
    source = (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text(encoding="utf-8")
    result = run(ROOT, slug, source + INTEGER_CAST.format(dtype=dtype), "checks")
    assert result["status"] == "passed", [c["message"] for c in result["checks"] if c["message"]]
    assert result["unlock"] == reference_material(ROOT, slug)

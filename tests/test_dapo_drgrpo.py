"""dapo-drgrpo: the reference gives the worked examples below and rejects an unknown mode
with a ValueError that lists the modes, a correct answer written another way passes and
unlocks, the key inputs hold ±1e300 padding, and the check names say which function they judge.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.checking import load_suite
from practice.runner import run
from sitebuild.lock import reference_material

SLUG = "dapo-drgrpo"
EXERCISE = ROOT / "exercises" / SLUG

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


# Worked examples: fixed inputs and the outputs they must give, written out as they print.
_X = [[0.5, -1.0, 2.0, 1.5], [1.0, 3.0, 1e300, 1e300]]
_M = [[True, True, True, True], [True, True, False, False]]
_LP = [[-1.0, -0.5, -2.0], [-0.3, -1.2, 1e300]]
_OLD = [[-1.2, -1.0, -2.0], [-0.1, -0.9, -1e300]]
_OBJ_MASK = [[True, True, True], [True, True, False]]
WORKED_EXAMPLES: list[tuple[str, tuple[Any, ...], dict[str, Any], Any]] = [
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


@pytest.mark.parametrize("name, args, kwargs, expected", WORKED_EXAMPLES)
def test_reference_gives_the_worked_examples(
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


def test_reference_rejects_an_unknown_mode_naming_the_modes() -> None:
    with pytest.raises(ValueError) as info:
        _reference().aggregate(_X, _M, "mean")
    assert str(info.value) == (
        "unknown mode 'mean'; expected one of: token-mean, seq-mean-token-mean, "
        "seq-mean-token-sum, seq-mean-token-sum-norm"
    )


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    result = run(ROOT, SLUG, VARIANT, "checks")
    assert result["status"] == "passed", [c["message"] for c in result["checks"]]
    assert result["unlock"] == reference_material(ROOT, SLUG)


def test_key_material_covers_padding_of_1e300() -> None:
    text = (EXERCISE / "key_inputs.toml").read_text("utf-8")
    assert "1e300" in text and "-1e300" in text


def test_check_names_say_which_function_they_judge() -> None:
    suite, _ = load_suite(ROOT, "dapo_drgrpo")
    names = [c.name for c in suite.checks]
    assert len(names) >= 25
    prefixes = ("advantages_", "aggregate_", "objective_", "informative_")
    assert all(name.startswith(prefixes) for name in names)

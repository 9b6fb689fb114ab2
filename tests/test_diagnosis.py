"""Naming the mistake: what a check records of a failing answer, the rule that
matches it against the known wrong answers' fingerprints (practice/diagnosis.py), the
catalogue the build makes of them (py/authoring/mistakes.py, build.py), and answers written
here, independently of the catalogue, as a learner would.

That every catalogue wrong answer is named as itself, and the reference never, is
tests/test_golden.py's (it runs them all already); the terminal's output is tests/test_cli.py's.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT, SLUG
from source_tree import copy_sources

import build
from authoring import mistakes as catalogue
from authoring.mistakes import MistakeError, mistakes_data, strip_covers
from authoring.placeholders import exercise_paths, find_placeholders
from authoring.scaffold import scaffold
from practice import runner
from practice.capture import CappedText
from practice.checking import CheckContext, CheckFailed
from practice.compare import observe
from practice.diagnosis import MISTAKES_FILE, diagnose
from practice.exercises import list_exercises, load_exercise
from practice.guard import Guard, guarded_modules
from practice.runner import run
from sitebuild.lock import reference_material

EXERCISE = ROOT / "exercises" / SLUG
REFERENCE = (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")
WRONG = EXERCISE / ".meta" / "wrong_answers"
EXERCISES = list_exercises(ROOT)


# --- the rule, on made-up fingerprints ---------------------------------------------------------


def rows(*failing: tuple[str, str], passing: tuple[tuple[str, str], ...] = ()) -> list[dict]:
    """Result rows: (check, function) failing, then passing."""
    made = [{"name": n, "function": f, "status": "fail", "not_written": ""} for n, f in failing]
    made += [{"name": n, "function": f, "status": "pass", "not_written": ""} for n, f in passing]
    for row in made:
        row["diagnosis"] = None
    return made


def seen(value: float) -> list[Any]:
    """A check that saw one float, failing."""
    return [{"x": "float", "v": {"t": "float", "v": value}}]


def mistake(name: str, functions: tuple[str, ...] = (), **checks: tuple[str, float]) -> dict:
    """A known mistake failing `checks` (check=(function, the float it saw))."""
    return {
        "name": name,
        "message": f"{name}'s sentence",
        "hint": None,
        "functions": list(functions),
        "checks": {c: {"function": f, "seen": seen(v)} for c, (f, v) in checks.items()},
    }


def named(result_rows: list[dict]) -> dict[str, str | None]:
    """Each failing check's named mistake."""
    return {
        r["name"]: (r["diagnosis"] or {}).get("mistake")
        for r in result_rows
        if r["status"] != "pass"
    }


SAMPLE_STD = mistake("sample_std", ("adv",), a1=("adv", 1.5), a2=("adv", 2.5))


def test_an_answer_that_fails_as_a_known_mistake_does_is_named_on_each_failing_check() -> None:
    got = rows(("a1", "adv"), ("a2", "adv"))
    diagnose(got, {"a1": seen(1.5), "a2": seen(2.5 + 1e-7)}, [SAMPLE_STD])
    assert named(got) == {"a1": "sample_std", "a2": "sample_std"}
    assert got[0]["diagnosis"] == {
        "mistake": "sample_std",
        "message": "sample_std's sentence",
        "hint": None,
    }


@pytest.mark.parametrize(
    ("failing", "observed", "why"),
    [
        ((("a1", "adv"),), {"a1": seen(1.5)}, "a check it fails passes: not this mistake"),
        (
            (("a1", "adv"), ("a2", "adv"), ("a3", "adv")),
            {"a1": seen(1.5), "a2": seen(2.5), "a3": seen(0.0)},
            "one more failure in the same function: a compound or another mistake",
        ),
        ((("a1", "adv"), ("a2", "adv")), {"a1": seen(1.5), "a2": seen(2.6)}, "another value"),
        (
            (("a1", "adv"), ("a2", "other")),
            {"a1": seen(1.5), "a2": seen(2.5)},
            "the same value, seen failing on another function",
        ),
    ],
)
def test_a_partial_or_contradicted_match_names_nothing(
    failing: tuple[tuple[str, str], ...], observed: dict, why: str
) -> None:
    got = rows(*failing)
    diagnose(got, observed, [SAMPLE_STD])
    assert set(named(got).values()) == {None}, why


def test_a_function_that_is_right_gets_nothing_and_a_wrong_one_its_mistake() -> None:
    k3 = mistake("k3_upside_down", ("kl",), k1=("kl", 0.3), o1=("objective", -0.2))
    both = rows(("a1", "adv"), ("a2", "adv"), ("k1", "kl"), ("o1", "objective"))
    observed = {"a1": seen(1.5), "a2": seen(2.5), "k1": seen(0.3), "o1": seen(-0.2)}
    diagnose(both, observed, [SAMPLE_STD, k3])
    assert named(both) == {
        "a1": "sample_std",
        "a2": "sample_std",
        "k1": "k3_upside_down",
        "o1": "k3_upside_down",  # the objective's failures come from kl: they are explained
    }
    only_kl = rows(("k1", "kl"), passing=(("a1", "adv"), ("a2", "adv"), ("o1", "objective")))
    diagnose(only_kl, observed, [SAMPLE_STD, k3])
    assert named(only_kl) == {"k1": "k3_upside_down"}  # an objective that inlines its own KL


def test_a_function_with_a_mistake_of_its_own_is_not_named_for_another_functions() -> None:
    k3 = mistake("k3_upside_down", ("kl",), k1=("kl", 0.3), o1=("objective", -0.2))
    got = rows(("k1", "kl"), ("o1", "objective"))
    diagnose(got, {"k1": seen(0.3), "o1": seen(-0.9)}, [k3])
    assert named(got) == {"k1": "k3_upside_down", "o1": None}


def test_the_mistake_that_explains_most_wins_and_a_tie_names_nothing_but_twins() -> None:
    small = mistake("small", ("adv",), a1=("adv", 1.5))
    big = mistake("big", ("adv", "kl"), a1=("adv", 1.5), k1=("kl", 0.3))
    got = rows(("a1", "adv"), ("k1", "kl"))
    observed = {"a1": seen(1.5), "k1": seen(0.3)}
    diagnose(got, observed, [small, big])
    assert named(got) == {"a1": "big", "k1": "big"}

    helper = mistake("helper", (), a1=("adv", 1.5))  # rewrites none of the learner's functions
    other = mistake("other", ("adv",), a1=("adv", 1.5), o1=("objective", 9.0))
    alone = rows(("a1", "adv"))
    diagnose(alone, {"a1": seen(1.5)}, [helper, other])
    assert named(alone) == {"a1": "helper"}  # both explain it; "other" shows one failure fewer

    diagnose(alone, {"a1": seen(1.5)}, [mistake("one", ("adv",), a1=("adv", 1.5)), other])
    assert named(alone) == {"a1": "one"}
    twins = [
        mistake("twin_b", ("adv",), a1=("adv", 1.5)),
        mistake("twin_a", ("adv",), a1=("adv", 1.5)),
    ]
    diagnose(alone, {"a1": seen(1.5)}, twins)
    assert named(alone) == {"a1": "twin_b"}  # one mistake under two names: the first
    # Both explain it and show one failure it does not: two mistakes, no telling which.
    unlike = [
        mistake("u", ("adv",), a1=("adv", 1.5), o1=("objective", 9.0)),
        mistake("v", ("adv",), a1=("adv", 1.5), o1=("objective", 7.0)),
    ]
    diagnose(fresh := rows(("a1", "adv")), {"a1": seen(1.5)}, unlike)
    assert named(fresh) == {"a1": None}


def test_a_stub_and_a_stopped_run_are_never_named() -> None:
    got = rows(("a1", "adv"), ("a2", "adv"))
    got[1]["not_written"] = "adv"
    diagnose(got, {"a1": seen(1.5)}, [mistake("a1_only", ("adv",), a1=("adv", 1.5))])
    assert got[1]["diagnosis"] is None
    result = run(ROOT, SLUG, "while True:\n    pass\n", "checks", time_limit=0.2)
    assert result["status"] == "timeout"


def test_tolerance_is_the_checks_with_a_floor_for_exact_checks() -> None:
    exact = {"x": "array", "r": 0.0, "a": 0.0, "v": observe(np.array([1e-17, 0.0]))}
    known = mistake("m", ("f",), c=("f", 0.0))
    known["checks"]["c"]["seen"] = [exact]
    for value, match in ((3e-17, True), (1e-9, False)):
        got = rows(("c", "f"))
        learner = {**exact, "v": observe(np.array([value, 0.0]))}
        diagnose(got, {"c": [learner]}, [known])
        assert (got[0]["diagnosis"] is not None) is match, value


# --- what a check records ----------------------------------------------------------------------


def context(**functions: Any) -> CheckContext:
    return CheckContext(functions, Guard(guarded_modules()), CappedText())


def test_a_check_records_what_held_and_the_value_that_failed() -> None:
    t = context(f=lambda x: np.asarray(x) * 2.0)
    t.expect_float(1.0, 1.0)
    t.expect_array(t.call("f", [1.0]), (2.0,))
    with pytest.raises(CheckFailed):
        t.expect_array(t.call("f", [1.0, 2.0]), (2.0, 5.0), rtol=1e-3)
    assert t.finish(CheckFailed("x")) == [
        2,
        {
            "x": "array",
            "v": {"t": "ndarray", "d": "f8", "s": [2], "v": [2.0, 4.0]},
            "r": 1e-3,
            "a": 1e-9,
        },
    ]


def test_a_learner_exception_and_a_check_raising_itself_are_recorded() -> None:
    t = context(f=lambda: 1 / 0)
    with pytest.raises(ZeroDivisionError) as raised:
        t.call("f")
    assert t.finish(raised.value) == [{"x": "call", "e": "ZeroDivisionError"}]

    t = context(f=lambda: [0.25])
    t.call("f")
    failure = CheckFailed("f() returned a list of 1 items, 0.25; expected a tuple", "a list")
    assert t.finish(failure) == [
        {
            "x": "check",
            "m": "f() returned a list of # items, #; expected a tuple\na list",
            "n": [1.0, 0.25],
        }
    ]


def test_observing_a_value_never_runs_the_learners_code() -> None:
    class Sneaky(float):
        def __repr__(self) -> str:
            raise AssertionError("a learner's repr must never run")

        __float__ = __str__ = __format__ = __eq__ = __repr__  # type: ignore[assignment]

    assert observe(Sneaky(1.0)) == {"t": f"{__name__}.{Sneaky.__qualname__}"}
    assert observe([Sneaky(1.0)])["v"][0]["t"].endswith("Sneaky")
    assert observe(np.int32(3)) == observe(np.int64(3))  # int32 in the browser's numpy
    assert observe("my_answer.py:12: RuntimeWarning") == {"t": "str"}  # paths, line numbers


# --- answers written here, independently of the catalogue --------------------------------------

# Whole answers from the statements, in another style than the references (loops, other
# formulas); each fresh wrong answer below is one of them with a mistake typed in.
GRPO = """import numpy as np


def group_advantages(rewards, eps=1e-8):
    r = np.array(rewards, dtype=np.float64)
    mu = r.mean(axis=-1, keepdims=True)
    sigma = np.sqrt(((r - mu) ** 2).mean(axis=-1, keepdims=True))
    return (r - mu) / (sigma + eps)


def kl_k3(logp, ref_logp):
    d = np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)
    return np.exp(d) - d - 1.0


def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    logp = np.asarray(logp, dtype=float)
    old = np.asarray(old_logp, dtype=float)
    ref = np.asarray(ref_logp, dtype=float)
    adv = np.asarray(advantages, dtype=float)
    m = np.asarray(mask, dtype=bool)
    total = 0.0
    for i in range(logp.shape[0]):
        valid = m[i]
        lp, olp, rlp = logp[i][valid], old[i][valid], ref[i][valid]
        rho = np.exp(lp - olp)
        surr = np.minimum(rho * adv[i], np.clip(rho, 1 - clip_eps, 1 + clip_eps) * adv[i])
        per_token = surr - beta * kl_k3(lp, rlp)
        total += per_token.mean()
    return float(total / logp.shape[0])
"""

RLOO = """import numpy as np


def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    keep = np.asarray(mask, dtype=bool)
    diff = np.where(keep, np.asarray(logp, dtype=float) - np.asarray(ref_logp, dtype=float), 0.0)
    return np.asarray(scores, dtype=float) - beta * diff.sum(axis=1)


def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need at least two answers per prompt")
    others = (r.sum(axis=1, keepdims=True) - r) / (k - 1)
    return r - others


def reinforce_loss(seq_logps, advantages):
    a = np.asarray(advantages, dtype=float)
    s = np.asarray(seq_logps, dtype=float)
    return float(-(a * s).mean())
"""

PPO = """import numpy as np


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    advantages = np.zeros_like(rewards)
    running = np.zeros_like(rewards[0])
    for t in reversed(range(len(rewards))):
        delta = rewards[t] + gamma * alive[t] * values[t + 1] - values[t]
        running = delta + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]


def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv)
    return float(-surrogate.mean())


def value_loss(values, old_values, returns, clip_eps=0.2):
    v = np.asarray(values, dtype=float)
    old = np.asarray(old_values, dtype=float)
    ret = np.asarray(returns, dtype=float)
    clipped = old + np.clip(v - old, -clip_eps, clip_eps)
    return float(0.5 * np.maximum((v - ret) ** 2, (clipped - ret) ** 2).mean())
"""

BASES = {"grpo-advantages": GRPO, "rloo": RLOO, "ppo-gae": PPO}
SIGMA = "np.sqrt(((r - mu) ** 2).mean(axis=-1, keepdims=True))"
D_RIGHT = "np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)"
D_UPSIDE_DOWN = "np.asarray(logp, dtype=float) - np.asarray(ref_logp, dtype=float)"
CLIP = "np.minimum(rho * adv[i], np.clip(rho, 1 - clip_eps, 1 + clip_eps) * adv[i])"
MASKED = "np.where(keep, np.asarray(logp, dtype=float) - np.asarray(ref_logp, dtype=float), 0.0)"
LOO = "others = (r.sum(axis=1, keepdims=True) - r) / (k - 1)"
CARRY = "running = delta + gamma * lam * alive[t] * running"
TOKENS = (
    "        total += per_token.mean()\n    return float(total / logp.shape[0])",
    "        parts.append(per_token)\n    return float(np.concatenate(parts).mean())",
)
NORMALISED = (
    "    return advantages, advantages + values[:-1]",
    "    returns = advantages + values[:-1]\n"
    "    return (advantages - advantages.mean()) / (advantages.std() + 1e-8), returns",
)

# (exercise, what the learner typed in: (old, new) edits, the mistake named for each function
# that fails; None: no known mistake fits). Written before looking at what the page says; two
# that were meant as new mistakes turned out to be in the catalogue (k3_in_reward,
# gae_carry_without_gamma) and are named so, rightly.
FRESH: dict[str, tuple[str, list[tuple[str, str]], dict[str, str | None]]] = {
    "grpo sample std": (
        "grpo-advantages",
        [(SIGMA, "r.std(axis=-1, ddof=1, keepdims=True)")],
        {"group_advantages": "sample_std"},
    ),
    "grpo eps in the root": (
        "grpo-advantages",
        [(SIGMA, SIGMA[:-1] + " + eps)"), ("(sigma + eps)", "sigma")],
        {"group_advantages": "eps_inside_sqrt"},
    ),
    "grpo no eps": (
        "grpo-advantages",
        [("(sigma + eps)", "sigma")],
        {"group_advantages": "no_eps"},
    ),
    "grpo k3 upside down": (
        "grpo-advantages",
        [(D_RIGHT, D_UPSIDE_DOWN)],
        {"kl_k3": "k3_ratio_upside_down", "grpo_objective": "k3_ratio_upside_down"},
    ),
    "grpo k1": (
        "grpo-advantages",
        [("return np.exp(d) - d - 1.0", "return -d")],
        {"kl_k3": "k1_estimator", "grpo_objective": "k1_estimator"},
    ),
    "grpo no clip": ("grpo-advantages", [(CLIP, "rho * adv[i]")], {"grpo_objective": "no_clip"}),
    "grpo max for min": (
        "grpo-advantages",
        [("np.minimum(rho", "np.maximum(rho")],
        {"grpo_objective": "max_instead_of_min"},
    ),
    "grpo all tokens at once": (
        "grpo-advantages",
        [("    total = 0.0\n", "    parts = []\n"), TOKENS],
        {"grpo_objective": "token_level_mean"},
    ),
    "grpo numpy float": (
        "grpo-advantages",
        [("return float(total / logp.shape[0])", "return total / logp.shape[0]")],
        {"grpo_objective": "returns_numpy_float"},
    ),
    "grpo kl added": (
        "grpo-advantages",
        [("surr - beta", "surr + beta")],
        {"grpo_objective": "adds_kl"},
    ),
    "grpo two mistakes in two functions": (
        "grpo-advantages",
        [(SIGMA, "r.std(axis=-1, ddof=1, keepdims=True)"), (D_RIGHT, D_UPSIDE_DOWN)],
        {
            "group_advantages": "sample_std",
            "kl_k3": "k3_ratio_upside_down",
            "grpo_objective": "k3_ratio_upside_down",
        },
    ),
    "grpo baseline per column (new)": (
        "grpo-advantages",
        [("mean(axis=-1, keepdims=True)", "mean(axis=0, keepdims=True)")],
        {"group_advantages": None},
    ),
    "grpo k2 estimator (new)": (
        "grpo-advantages",
        [("return np.exp(d) - d - 1.0", "return 0.5 * d ** 2")],
        {"kl_k3": None, "grpo_objective": None},
    ),
    "grpo sample std and eps in the root (compound)": (
        "grpo-advantages",
        [
            (SIGMA, "np.sqrt(r.var(axis=-1, ddof=1, keepdims=True) + eps)"),
            ("(sigma + eps)", "sigma"),
        ],
        {"group_advantages": None},
    ),
    "grpo clip range doubled (new)": (
        "grpo-advantages",
        [("1 + clip_eps) * adv[i]", "1 + 2 * clip_eps) * adv[i]")],
        {"grpo_objective": None},
    ),
    "rloo absolute log ratio": (
        "rloo",
        [("diff.sum(axis=1)", "np.abs(diff.sum(axis=1))")],
        {"kl_shaped_rewards": "absolute_log_ratio"},
    ),
    "rloo mean over tokens": (
        "rloo",
        [("beta * diff.sum(axis=1)", "beta * diff.sum(axis=1) / keep.sum(axis=1)")],
        {"kl_shaped_rewards": "mean_log_ratio_per_token"},
    ),
    "rloo group mean baseline": (
        "rloo",
        [(LOO, "others = r.mean(axis=1, keepdims=True)")],
        {"rloo_advantages": "plain_group_mean"},
    ),
    "rloo divides by k": ("rloo", [("/ (k - 1)", "/ k")], {"rloo_advantages": "divides_by_k"}),
    "rloo loss without minus": (
        "rloo",
        [("float(-(a * s).mean())", "float((a * s).mean())")],
        {"reinforce_loss": "loss_without_minus"},
    ),
    "rloo loss sums": (
        "rloo",
        [("float(-(a * s).mean())", "float(-(a * s).sum())")],
        {"reinforce_loss": "loss_sums"},
    ),
    "rloo forgets the mask": (
        "rloo",
        [(MASKED, D_UPSIDE_DOWN)],
        {"kl_shaped_rewards": "forgets_mask"},
    ),
    "rloo baseline keeps the answer itself (new)": (
        "rloo",
        [(LOO, "others = r.sum(axis=1, keepdims=True) / (k - 1)")],
        {"rloo_advantages": None},
    ),
    "rloo k3 in the reward": (
        "rloo",
        [
            (
                "beta * diff.sum(axis=1)",
                "beta * np.where(keep, np.exp(-diff) + diff - 1, 0.0).sum(axis=1)",
            )
        ],
        {"kl_shaped_rewards": "k3_in_reward"},
    ),
    "ppo carries across a done": (
        "ppo-gae",
        [(CARRY, "running = delta + gamma * lam * running")],
        {"gae": "gae_carries_across_done"},
    ),
    "ppo normalised advantages": ("ppo-gae", [NORMALISED], {"gae": "gae_normalises_advantages"}),
    "ppo returns from the next value": (
        "ppo-gae",
        [("advantages + values[:-1]", "advantages + values[1:]")],
        {"gae": "gae_returns_use_next_value"},
    ),
    "ppo ratio upside down": (
        "ppo-gae",
        [
            (
                "np.asarray(logp, dtype=float) - np.asarray(old_logp",
                "np.asarray(old_logp, dtype=float) - np.asarray(logp",
            )
        ],
        {"ppo_clip_loss": "clip_ratio_upside_down"},
    ),
    "ppo value min for max": (
        "ppo-gae",
        [("np.maximum((v - ret)", "np.minimum((v - ret)")],
        {"value_loss": "value_min_instead_of_max"},
    ),
    "ppo value without the half": (
        "ppo-gae",
        [("float(0.5 * np.maximum", "float(np.maximum")],
        {"value_loss": "value_no_half"},
    ),
    "ppo ignores dones": (
        "ppo-gae",
        [("1.0 - np.asarray(dones, dtype=float)", "np.ones_like(rewards)")],
        {"gae": "gae_ignores_dones"},
    ),
    "ppo half the clip range (new)": (
        "ppo-gae",
        [("1 - clip_eps, 1 + clip_eps", "1 - clip_eps / 2, 1 + clip_eps / 2")],
        {"ppo_clip_loss": None},
    ),
    "ppo carry without gamma": (
        "ppo-gae",
        [(CARRY, "running = delta + lam * alive[t] * running")],
        {"gae": "gae_carry_without_gamma"},
    ),
}


@pytest.fixture(scope="module")
def known() -> dict[str, list[Any]]:
    """The catalogue's mistakes of the exercises above, as the build ships them."""
    return {slug: mistakes_data(ROOT, slug, allow_twins=True)["mistakes"] for slug in BASES}


def named_by_function(result: dict[str, Any]) -> dict[str, str | None]:
    failing = [c for c in result["checks"] if c["status"] != "pass" and not c["not_written"]]
    return {c["function"]: (c["diagnosis"] or {}).get("mistake") for c in failing}


@pytest.mark.parametrize("label", FRESH)
def test_a_fresh_wrong_answer_is_named_only_when_a_known_mistake_fits(label: str, known) -> None:
    slug, edits, expected = FRESH[label]
    source = BASES[slug]
    for old, new in edits:
        assert old in source, f"{label}: {old!r} is not in the base answer"
        source = source.replace(old, new)
    result = run(ROOT, slug, source, "checks", mistakes=known[slug])
    assert result["status"] == "failed"
    assert named_by_function(result) == expected


def test_fresh_answers_are_mostly_recognised() -> None:
    meant = [expected for _, _, expected in FRESH.values()]
    recognised = [e for e in meant if all(e.values())]
    assert len(FRESH) == 33 and len(recognised) == 27  # the six others: no known mistake fits


def correct_answers() -> list[tuple[str, str]]:
    """The fresh answers above unchanged, and the other tests' correct answers written another
    way (tests/test_<module>.py)."""
    answers = list(BASES.items())
    for slug, module in (("ppo-gae", "test_ppo_gae"), ("dpo-loss", "test_dpo_loss")):
        answers.append((slug, __import__(module).VARIANT))
    answers.append((SLUG, __import__("test_lock").VARIANT))
    return answers


@pytest.mark.parametrize(("slug", "source"), correct_answers(), ids=lambda v: v[:20])
def test_a_correct_answer_is_never_named(slug: str, source: str) -> None:
    result = run(
        ROOT,
        slug,
        source,
        "checks",
        mistakes=mistakes_data(ROOT, slug, allow_twins=True)["mistakes"],
    )
    assert result["status"] == "passed"
    assert all(c["diagnosis"] is None for c in result["checks"])


def test_right_on_two_functions_and_a_known_mistake_on_the_third(known) -> None:
    source = REFERENCE + "\n\n" + (WRONG / "sample_std.py").read_text("utf-8")
    result = run(ROOT, SLUG, source, "checks", mistakes=known[SLUG])
    assert named_by_function(result) == {"group_advantages": "sample_std"}
    by_function = {c["function"] for c in result["checks"] if c["status"] != "pass"}
    assert by_function == {"group_advantages"}
    diagnosis = next(c["diagnosis"] for c in result["checks"] if c["diagnosis"])
    assert diagnosis["message"] == (WRONG / "sample_std.py").read_text("utf-8").splitlines()[
        1
    ].removeprefix("# mistake: ")
    assert all(c["diagnosis"] is None for c in result["checks"] if c["status"] == "pass")


# --- the file the site ships -------------------------------------------------------------------


def test_the_harness_reads_the_sites_file_and_survives_a_broken_one(tmp_path: Path) -> None:
    root = copy_sources(tmp_path / "site")
    source = REFERENCE + "\n\n" + (WRONG / "k3_ratio_upside_down.py").read_text("utf-8")
    assert all(c["diagnosis"] is None for c in run(root, SLUG, source)["checks"])  # no file
    path = root / "exercises" / SLUG / MISTAKES_FILE
    path.write_text(json.dumps(mistakes_data(ROOT, SLUG)), encoding="utf-8")
    result = run(root, SLUG, source)
    assert named_by_function(result) == {
        "kl_k3": "k3_ratio_upside_down",
        "grpo_objective": "k3_ratio_upside_down",
    }
    path.write_text("{not json", encoding="utf-8")
    broken = run(root, SLUG, source)
    assert broken["status"] == "failed" and broken["passed"] == result["passed"]
    assert all(c["diagnosis"] is None for c in broken["checks"])


NUMBER = re.compile(r"-?\d+\.?\d*(?:[eE][-+]?\d+)?")


def digits(text: str) -> set[str]:
    """Every number in `text`, as the key material writes them (5 significant digits)."""
    return {f"{float(n):.4e}" for n in NUMBER.findall(text)}


def simple(number: str) -> bool:
    """A number of three digits or fewer (0.45), or a fraction with a small denominator (2/3):
    any few inputs and rewards make some; they tell nothing of the key."""
    value = float(number)
    short = len(number.split("e")[0].replace("-", "").replace(".", "").rstrip("0")) <= 3
    return short or any(abs(value * q - round(value * q)) < 1e-3 for q in range(1, 13))


@pytest.mark.parametrize("slug", EXERCISES)
def test_the_shipped_mistakes_hold_nothing_of_the_key(slug: str) -> None:
    """No number of the key material (the reference on the key inputs, docs/solution-lock.md)
    is in the fingerprints (wrong answers on the checks' inputs) unless the shipped check
    module has it already or it is a plain fraction."""
    if find_placeholders(exercise_paths(ROOT, slug)):
        pytest.skip(f"{slug} is not written yet (tests/test_golden.py says so)")
    key = digits(
        " ".join(line.split("|")[-1] for line in reference_material(ROOT, slug).split("\n"))
    )
    shipped = digits(json.dumps(mistakes_data(ROOT, slug, allow_twins=True)))
    exercise = load_exercise(ROOT, slug)
    public = digits(" ".join(path.read_text("utf-8") for path in exercise.check_files))
    assert {n for n in key & shipped - public if not simple(n)} == set()


def test_fingerprinting_never_runs_the_key_inputs(demo: Path, monkeypatch) -> None:
    def refuse(*_args: object) -> None:
        raise AssertionError("the key inputs were run")

    monkeypatch.setattr(runner, "load_key_inputs", refuse)
    monkeypatch.setattr(runner, "key_material", refuse)
    assert mistakes_data(demo, "demo-scale", cache=None)["mistakes"]


# --- the build ---------------------------------------------------------------------------------


@pytest.fixture()
def demo(tmp_path: Path) -> Path:
    """A written scaffold: one function, one check module, one known mistake."""
    (tmp_path / "exercises").mkdir()
    scaffold(tmp_path, "demo-scale")
    for path in tmp_path.rglob("*"):
        if path.is_file():
            path.write_text(path.read_text("utf-8").replace("TODO(author)", "written"), "utf-8")
    return tmp_path


def test_the_build_ships_the_mistakes_and_a_hints_cover_line_stays_off_the_page(
    demo: Path,
) -> None:
    verified = build.verify(demo, "demo-scale")
    [shipped] = verified.mistakes["mistakes"]
    assert shipped["name"] == "ignores_scale" and shipped["hint"] == 2
    assert shipped["message"].startswith("written: one sentence")
    assert shipped["functions"] == ["function_name"]
    # It fails the row its first line names, and the random row: it ignores the drawn scales.
    assert list(shipped["checks"]) == ["uses_the_scale_argument", "function_name_random_inputs"]
    files = build.render_exercise(demo, verified, "https://example.test/pyodide/")
    page = files["index.html"]
    assert "covers" not in page and "ignores_scale" not in page
    assert '"exercises/demo-scale/mistakes.json"' in page  # fetched by the worker


def test_the_build_refuses_a_wrong_answer_without_its_sentence(demo: Path) -> None:
    path = demo / "exercises/demo-scale/.meta/wrong_answers/ignores_scale.py"
    lines = path.read_text("utf-8").splitlines(keepends=True)
    path.write_text(lines[0] + "".join(lines[2:]), "utf-8")
    with pytest.raises(build.BuildError, match=r"wrong_answers/ignores_scale\.py: the second line"):
        build.verify(demo, "demo-scale")
    path.write_text(lines[0] + "# cheat: doubles everything\n" + "".join(lines[2:]), "utf-8")
    (demo / "hints/demo-scale/2.md").write_text("Hint.\n", "utf-8")
    assert build.verify(demo, "demo-scale").mistakes["mistakes"] == []  # a cheat is never named


def test_the_build_refuses_two_wrong_answers_that_are_one_mistake(demo: Path) -> None:
    folder = demo / "exercises/demo-scale/.meta/wrong_answers"
    shutil.copyfile(folder / "ignores_scale.py", folder / "always_doubles.py")
    with pytest.raises(
        build.BuildError, match=r"wrong_answers/always_doubles\.py and ignores_scale\.py: every"
    ):
        build.verify(demo, "demo-scale")


def test_the_build_refuses_a_hint_covering_an_unknown_mistake(demo: Path) -> None:
    (demo / "hints/demo-scale/3.md").write_text("<!-- covers: ignores_scale, typo -->\nHint\n")
    with pytest.raises(build.BuildError, match=r"hints/demo-scale/3\.md: covers 'typo'"):
        build.verify(demo, "demo-scale")
    assert strip_covers("<!-- covers: a -->\nText\n") == "Text\n"
    assert strip_covers("Text <!-- covers: a -->\n") == "Text <!-- covers: a -->\n"


def test_fingerprints_are_cached_per_answer(demo: Path, tmp_path: Path, monkeypatch) -> None:
    cache = tmp_path / "cache"
    answers = catalogue.wrong_answers(demo, "demo-scale")
    first = catalogue.fingerprints(demo, "demo-scale", answers, cache)

    def no_run(*_args: object) -> None:
        raise AssertionError("a cached fingerprint was computed again")

    monkeypatch.setattr(catalogue, "fingerprint", no_run)
    assert catalogue.fingerprints(demo, "demo-scale", answers, cache) == first
    changed = [answers[0]._replace(code=answers[0].code + "\n# edited\n")]
    with pytest.raises(AssertionError, match="computed again"):
        catalogue.fingerprints(demo, "demo-scale", changed, cache)
    check = demo / "checks" / "demo_scale.py"
    check.write_text(check.read_text("utf-8") + "\n# a changed check module\n", "utf-8")
    with pytest.raises(AssertionError, match="computed again"):
        catalogue.fingerprints(demo, "demo-scale", answers, cache)


def test_a_mistake_no_check_catches_is_refused(demo: Path) -> None:
    path = demo / "exercises/demo-scale/.meta/wrong_answers/ignores_scale.py"
    text = path.read_text("utf-8").replace("return 2.0 * np", "return scale * np")
    path.write_text(text, "utf-8")
    with pytest.raises(MistakeError, match=r"ignores_scale\.py: no check fails it"):
        mistakes_data(demo, "demo-scale", cache=None)

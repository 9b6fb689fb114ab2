"""The GRPO walkthrough script: every demo's claim, its output, and its web-page API.

The script lives outside the package (papers/grpo/grpo_from_scratch.py), so it is
loaded from its path. The demos are cheap (about a second), so one full run is
shared by every test through a module-scoped fixture.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import io
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from brief import brief

SCRIPT = Path(__file__).resolve().parents[1] / "papers" / "grpo" / "grpo_from_scratch.py"
# Margin: the script takes about a second, at most ~3 s on a loaded 2-core machine; 60 s is
# 20x that.
SUBPROCESS_TIMEOUT_S = 60
HEADINGS = [
    "Demo 1: why a baseline",
    "Demo 2: one group worked by hand",
    "Demo 3: a learned critic versus the group baseline",
    "Demo 4: group size G",
    "Demo 5: KL in the loss versus KL in the reward",
    "Demo 6: per-prompt versus batch baseline",
    "Demo 7: deliberate breaks",
]
DEMO_KEYS = [
    "baseline",
    "one_group",
    "critic",
    "group_size",
    "kl_placement",
    "batch_baseline",
    "breaks",
]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("grpo_from_scratch", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # dataclasses look the module up in sys.modules while the class body runs.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def grpo() -> ModuleType:
    return load_script()


@pytest.fixture(scope="module")
def printed_and_results(grpo: ModuleType) -> tuple[list[str], dict]:
    lines: list[str] = []
    results = grpo.run(print_fn=lines.append)
    return lines, results


@pytest.fixture(scope="module")
def results(printed_and_results: tuple[list[str], dict]) -> dict:
    return printed_and_results[1]


# --- the module as an API -------------------------------------------------


def test_import_runs_nothing() -> None:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        load_script()
    assert buf.getvalue() == ""


def test_only_numpy_and_stdlib_are_imported() -> None:
    """The same file must run in Pyodide, where there is no torch or matplotlib."""
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            roots.add(node.module.split(".")[0])
    third_party = roots - set(sys.stdlib_module_names) - {"__future__"}
    assert third_party == {"numpy"}


def test_run_prints_only_through_print_fn(grpo: ModuleType, capsys) -> None:
    lines: list[str] = []
    grpo.run(print_fn=lines.append)
    assert capsys.readouterr().out == ""
    assert lines


def test_run_returns_every_demo_and_figures(results: dict) -> None:
    assert set(results) == set(DEMO_KEYS) | {"figures"}
    json.dumps(results)  # the page receives this as JSON


def test_each_demo_function_returns_a_dict(grpo: ModuleType, results: dict) -> None:
    assert [key for key, *_ in grpo.DEMOS] == DEMO_KEYS
    assert [title for _, title, *_ in grpo.DEMOS] == HEADINGS
    # Calling a demo directly gives the same numbers as run() did.
    assert grpo.demo_one_group() == results["one_group"]


def test_figures_are_json_with_expected_keys(grpo: ModuleType, results: dict) -> None:
    figs = grpo.figures()
    assert json.loads(json.dumps(figs)) == figs
    assert figs == results["figures"]
    assert set(figs) == {"variance_vs_group_size", "kl_sweep"}

    var = figs["variance_vs_group_size"]
    assert set(var) == {"G", "variance"}
    assert var["G"] == [1, 2, 4, 8, 16]
    assert len(var["variance"]) == len(var["G"])
    assert all(isinstance(v, float) for v in var["variance"])

    sweep = figs["kl_sweep"]
    assert set(sweep) == {"betas", "steps", "true_reward", "kl"}
    assert len(sweep["true_reward"]) == len(sweep["kl"]) == len(sweep["betas"])
    for curve in sweep["true_reward"] + sweep["kl"]:
        assert len(curve) == len(sweep["steps"])
        assert all(isinstance(v, float) for v in curve)
    assert sweep["steps"][0] == 0
    assert all(kl0 == 0.0 for kl0 in (c[0] for c in sweep["kl"]))  # training starts at ref


# --- each demo's claim ----------------------------------------------------


def test_baseline_lowers_variance_keeps_direction(results: dict) -> None:
    res = results["baseline"]
    assert res["variance_group_baseline"] < res["variance_no_baseline"]
    assert res["variance_ratio"] > 2.0
    assert res["cosine_mean_gradients"] > 0.99
    assert res["norm_ratio"] == pytest.approx(res["expected_norm_ratio"], abs=0.05)


def test_one_group_by_hand(results: dict) -> None:
    res = results["one_group"]
    r = np.array(res["rewards"])
    adv = (r - r.mean()) / r.std(ddof=0)
    np.testing.assert_allclose(res["advantages"], adv, atol=1e-4)
    assert res["mean"] == pytest.approx(r.mean(), abs=1e-4)
    assert res["std"] == pytest.approx(r.std(ddof=0), abs=1e-4)
    assert res["advantage_sum"] == pytest.approx(0.0, abs=1e-6)
    assert res["advantage_std"] == pytest.approx(1.0, abs=1e-3)


def test_critic_demo_reports_parameter_counts(results: dict) -> None:
    res = results["critic"]
    assert res["policy_params"] == 6 * 8
    assert res["critic_params"] == 8 + 1
    assert res["policy_plus_critic_params"] == res["policy_params"] + res["critic_params"]
    assert res["policy_plus_critic_params"] > res["policy_params"]
    # An untrained critic (V = 0) is no baseline; fitting it lowers the variance.
    var = res["variance_critic"]
    assert var[0] == pytest.approx(results["baseline"]["variance_no_baseline"])
    assert var[-1] < var[0]
    assert res["variance_group"] < var[0]
    assert res["final_reward_critic"] > res["reference_reward"]
    assert res["final_reward_group"] > res["reference_reward"]


def test_group_of_one_never_leaves_the_reference(grpo: ModuleType, results: dict) -> None:
    res = results["group_size"]
    i = res["G"].index(1)
    assert res["variance"][i] == 0.0
    assert res["max_abs_advantage"][i] == 0.0
    assert res["max_param_change"][i] == 0.0
    assert res["final_reward"][i] == res["reference_reward"]

    world = grpo.make_world()
    run = grpo.train(world, seed=123, group=1, steps=20)
    assert np.array_equal(run.logits, world.ref_logits)
    rewards = np.random.default_rng(0).uniform(size=(6, 1))
    assert np.array_equal(grpo.advantages(rewards), np.zeros((6, 1)))


def test_variance_falls_with_group_size(results: dict) -> None:
    res = results["group_size"]
    var = res["variance"][res["G"].index(2) :]
    assert all(a > b for a, b in zip(var, var[1:]))
    for g, final in zip(res["G"], res["final_reward"]):
        if g > 1:
            assert final > res["reference_reward"]


def test_larger_beta_gives_lower_kl(results: dict) -> None:
    res = results["kl_placement"]
    assert res["betas"] == sorted(res["betas"])
    for placement in ("kl_in_loss", "kl_in_reward"):
        kl = res[placement]["kl"]
        assert all(a > b for a, b in zip(kl, kl[1:])), (placement, kl)
        assert len(kl) == len(res["betas"])


def test_batch_baseline_punishes_every_answer_of_the_hardest_prompt(results: dict) -> None:
    res = results["batch_baseline"]
    assert res["all_negative_batch"] is True
    assert all(a < 0 for a in res["expected_adv_batch"])
    assert len(res["expected_adv_batch"]) == len(res["rewards_hard"])
    # The per-prompt baseline rewards the hard prompt's better answers.
    assert res["positive_answers_group"] > 0
    best = int(np.argmax(res["rewards_hard"]))
    assert res["expected_adv_group"][best] > 0
    assert res["hard_noise_to_signal_group"] < res["hard_noise_to_signal_batch"]


def test_breaks_show_their_symptoms(results: dict) -> None:
    res = results["breaks"]
    assert res["g2_population_adv"] == [-1.0, 1.0]
    assert res["g2_sample_adv"] == pytest.approx([-(0.5**0.5), 0.5**0.5], abs=1e-4)
    assert res["g1_sample_std_logits_nan"] is True
    assert res["no_baseline_positive_fraction"] == 1.0
    assert res["wrong_sign_reward"] < res["reference_reward"] < res["correct_reward"]
    assert res["unclipped"]["kl_from_old"] > res["clipped"]["kl_from_old"]
    assert res["unclipped"]["ratio_max"] > res["clipped"]["ratio_max"]


# --- the hand-written pieces ----------------------------------------------


def test_loss_gradient_matches_finite_differences(grpo: ModuleType) -> None:
    """The hand-derived gradient of the clipped GRPO loss with the k3 term."""
    rng = np.random.default_rng(7)
    world = grpo.make_world()
    rows = np.arange(6)[:, None]
    old_all = grpo.log_softmax(world.ref_logits)
    ref_all = grpo.log_softmax(world.ref_logits + rng.normal(0, 0.3, world.ref_logits.shape))
    samples = grpo.sample_answers(np.exp(old_all), 5, rng)
    adv = rng.normal(size=samples.shape)
    old = old_all[rows, samples]
    # A point near pi_old, inside the clip range, so the loss is smooth there.
    theta = world.ref_logits + rng.normal(0, 0.02, world.ref_logits.shape)
    beta, clip = 0.3, 0.2

    def loss(th: np.ndarray) -> float:
        logp = grpo.log_softmax(th)[rows, samples]
        rho = np.exp(logp - old)
        surrogate = np.minimum(rho * adv, np.clip(rho, 1 - clip, 1 + clip) * adv)
        x = np.exp(ref_all[rows, samples] - logp)
        return float(-(surrogate - beta * (x - np.log(x) - 1)).mean())

    numeric = np.zeros_like(theta)
    h = 1e-6
    for idx in np.ndindex(theta.shape):
        up, down = theta.copy(), theta.copy()
        up[idx] += h
        down[idx] -= h
        numeric[idx] = (loss(up) - loss(down)) / (2 * h)
    analytic = grpo.grpo_loss_gradient(theta, old, ref_all, samples, adv, beta, clip)
    np.testing.assert_allclose(analytic, numeric, atol=1e-7)


def test_adam_first_step_moves_each_coordinate_by_lr(grpo: ModuleType) -> None:
    opt = grpo.Adam(lr=0.1)
    params = np.zeros(3)
    new = opt.step(params, np.array([2.0, -0.5, 0.0]))
    np.testing.assert_allclose(new, [-0.1, 0.1, 0.0], atol=1e-6)
    assert np.array_equal(params, np.zeros(3))  # not modified in place


# --- the script as a program ----------------------------------------------


def run_script() -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT)],
        capture_output=True,
        text=True,
        timeout=SUBPROCESS_TIMEOUT_S,
        check=False,
    )


def test_script_runs_prints_all_headings_deterministically() -> None:
    first = run_script()
    assert first.returncode == 0, brief(first.stderr)
    assert first.stderr == ""
    for heading in HEADINGS:
        assert heading in first.stdout
    second = run_script()
    assert second.returncode == 0, brief(second.stderr)
    assert first.stdout == second.stdout


def test_terminal_output_matches_run(printed_and_results: tuple[list[str], dict]) -> None:
    lines, _ = printed_and_results
    completed = run_script()
    assert completed.stdout == "".join(line + "\n" for line in lines)

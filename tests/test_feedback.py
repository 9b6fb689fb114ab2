"""Feedback that teaches, in the terminal: a time-out costs only its own function, a shape
mistake is said in words before any value, small arrays are shown whole beside the expected
ones, and numpy's broadcasting and matmul errors are explained with the learner's arrays.

(The page draws the same fields of the result object: tests/browser/test_feedback_page.py.)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT

from practice.explain import explain_exception, explain_numpy_error, shape_words, value_grid
from practice.runner import run


def reference(slug: str) -> str:
    return (ROOT / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")


NEVER_STOPS = """

def _sweep_until_stable(backup, num_states, theta):
    v = np.zeros(num_states)
    while True:  # the stopping test compares with the wrong sign: it never holds
        new = backup(v)
        if np.max(np.abs(new - v)) < -theta:
            return new
        v = new


def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]

    def backup(v):
        new = np.zeros_like(v)
        new[live] = np.sum(pi * _lookahead(P, R, v, gamma, live), axis=1)
        return new

    return _sweep_until_stable(backup, R.shape[0], theta)
"""


def test_a_time_out_costs_one_function_and_the_others_still_report() -> None:
    """An endless loop in policy_evaluation: its later checks say where it ran out of time;
    greedy_policy (which never loops) and value_iteration still run, and pass."""
    source = reference("value-iteration").replace(
        "def policy_evaluation(", "def _reference_policy_evaluation("
    )
    source += NEVER_STOPS.replace("def _sweep_until_stable", "def _never_stable").replace(
        "return _sweep_until_stable", "return _never_stable"
    )
    result = run(ROOT, "value-iteration", source, "checks", time_limit=0.3)
    rows = result["checks"]
    evaluation = [r for r in rows if r["function"] == "policy_evaluation"]
    others = [r for r in rows if r["function"] in ("greedy_policy", "value_iteration")]
    timed_out = [r for r in evaluation if "took longer than" in r["message"]]
    assert len(timed_out) == 1  # one wait, not one per check
    first = timed_out[0]["name"]
    not_run = [r for r in evaluation if r["message"].startswith("not run:")]
    assert not_run and all(
        r["message"] == f"not run: policy_evaluation() ran past the time limit in {first}"
        for r in not_run
    )
    assert others and all(r["status"] == "pass" for r in others)
    assert result["status"] == "timeout"


def test_shapes_are_said_in_words_before_any_value() -> None:
    assert shape_words((2, 2, 2), (2, 2)) == (
        "got shape (2, 2, 2), expected (2, 2): one axis too many, of size 2, at the end"
    )
    assert "missing at the end" in shape_words((3,), (3, 1))
    assert "another order" in shape_words((3, 2), (2, 3))
    assert shape_words((4,), (5,)).endswith("axis 0 has size 4 instead of 5")


def run_cli(slug: str, source: str, tmp_path: Path, *args: str) -> str:
    answer = tmp_path / "answer.py"
    answer.write_text(source, "utf-8")
    proc = subprocess.run(
        [sys.executable, str(ROOT / "scripts/practice/run.py"), slug, str(answer), *args],
        capture_output=True,
        text=True,
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"},
        check=False,
    )
    return proc.stdout + proc.stderr


def test_a_shape_mistake_leads_the_terminal_message(tmp_path: Path) -> None:
    wrong = reference("grpo-advantages") + (
        "\n\ndef kl_k3(logp, ref_logp):\n"
        "    d = np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)\n"
        "    return (np.exp(d) - d - 1)[..., None]\n"
    )
    out = run_cli("grpo-advantages", wrong, tmp_path, "--case", "statement-kl")
    assert "got shape (3, 1), expected (3,): one axis too many, of size 1, at the end" in out


def test_small_arrays_are_shown_whole_with_the_differences_marked(tmp_path: Path) -> None:
    wrong = reference("grpo-advantages") + (
        "\n\ndef kl_k3(logp, ref_logp):\n"
        "    d = np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)\n"
        "    out = np.exp(d) - d - 1\n"
        "    out[-1] = np.nan\n"
        "    return out\n"
    )
    out = run_cli("grpo-advantages", wrong, tmp_path, "--case", "statement-kl")
    lines = out.splitlines()
    got = next(line for line in lines if line.strip().startswith("got "))
    expected = next(line for line in lines if line.strip().startswith("expected ["))
    assert got.count("*") == 1 and "nan*" in got  # marked without colour (NO_COLOR)
    assert "0.10653066" in expected
    assert "nan at [2], expected 0.10653066" in out


def test_a_value_grid_is_for_small_arrays_only() -> None:
    assert value_grid(np.zeros(65), tuple([0.0] * 65), [(0,)]) is None
    grid = value_grid(np.array([[1.0, 2.0]]), ((1.0, 3.0),), [(0, 1)])
    assert grid is not None and grid["differ"] == [[0, 1]] and grid["got"] == [["1", "2"]]


def test_a_broadcasting_error_is_explained_with_the_learner_s_arrays(tmp_path: Path) -> None:
    wrong = reference("grpo-advantages") + (
        "\n\ndef kl_k3(logp, ref_logp):\n"
        "    logp = np.asarray(logp, dtype=float)\n"
        "    ref = np.asarray(ref_logp, dtype=float)[:, None]\n"
        "    d = ref[:2, 0] - logp\n"
        "    return np.exp(d) - d - 1\n"
    )
    out = run_cli("grpo-advantages", wrong, tmp_path, "--case", "six-tokens")
    assert "Shapes (2,) and (6,) (logp, ref_logp) do not broadcast" in out
    result = run(ROOT, "grpo-advantages", wrong, "checks", only="six-tokens")
    [row] = result["checks"]
    assert row["status"] == "error"
    assert "Arrays here:" in row["explained"] and "logp float64 (6,)" in row["explained"]
    assert "ref float64 (6, 1)" in row["explained"]


@pytest.mark.parametrize(
    ("left", "right", "axis", "sizes"),
    [((4,), (3,), "-1", "4 against 3"), ((2, 3), (3, 2), "-1", "3 against 2")],
)
def test_broadcast_messages_name_the_conflicting_axis(left, right, axis, sizes) -> None:
    try:
        np.zeros(left) + np.zeros(right)
    except ValueError as exc:
        text = explain_numpy_error(str(exc), {"rewards": left, "values": right})
    assert f"axis {axis} has size {sizes}" in text
    assert "(rewards)" in text and "(values)" in text


def test_a_matmul_mismatch_says_which_axes_must_agree() -> None:
    def learner(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return a @ b

    try:
        learner(np.zeros((2, 4)), np.zeros((3, 2)))
    except ValueError as exc:
        text = explain_exception(exc, __file__)
    assert "a's last axis has size 4 and b's has 3" in text
    assert "a float64 (2, 4)" in text and "b float64 (3, 2)" in text

"""The terminal runner: exit codes, one-line messages for bad input, JSON, colour rules."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from brief import brief
from conftest import ROOT, SLUG

RUN = [sys.executable, str(ROOT / "scripts" / "practice" / "run.py")]


def _run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, **(env or {})}
    return subprocess.run(
        # Margin: a run of the runner takes 1-3 s on a loaded 2-core machine; 120 s is 40x.
        [*RUN, *map(str, args)], capture_output=True, text=True, env=full_env, timeout=120
    )


@pytest.fixture()
def answer(tmp_path: Path):
    def write(text: str | bytes, name: str = "my_answer.py") -> Path:
        path = tmp_path / name
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        return path

    return write


def test_reference_exits_0(answer, reference_source: str) -> None:
    proc = _run(SLUG, answer(reference_source))
    assert proc.returncode == 0, brief(proc.stdout + proc.stderr)
    assert "16 of 16 checks passed" in proc.stdout or "checks passed" in proc.stdout


def test_starter_exits_1_with_a_reason_per_check(answer, starter_source: str) -> None:
    proc = _run(SLUG, answer(starter_source))
    assert proc.returncode == 1
    assert proc.stdout.count("not written yet") >= 13
    assert "0 of" in proc.stdout


def test_examples_show_got_beside_expected(answer, reference_source: str) -> None:
    proc = _run(SLUG, answer(reference_source), "--examples")
    assert proc.returncode == 0
    assert "expected:" in proc.stdout and "got:" in proc.stdout
    assert proc.stdout.count("-0.13122323326245566") == 2


def test_examples_of_the_starter_fail(answer, starter_source: str) -> None:
    proc = _run(SLUG, answer(starter_source), "--examples")
    assert proc.returncode == 1
    assert "NotImplementedError" in proc.stdout


def test_json_prints_the_result_object(answer, starter_source: str) -> None:
    proc = _run(SLUG, answer(starter_source), "--json")
    result = json.loads(proc.stdout)
    assert result["version"] == 1 and result["status"] == "failed"
    assert proc.returncode == 1


def test_a_known_mistake_is_named_under_its_functions_header(answer, reference_source: str) -> None:
    wrong = (ROOT / "exercises" / SLUG / ".meta/wrong_answers/k3_ratio_upside_down.py").read_text()
    sentence = wrong.splitlines()[1].removeprefix("# mistake: ")
    path = answer(reference_source + "\n\n" + wrong)
    proc = _run(SLUG, path)
    assert proc.returncode == 1, brief(proc.stdout + proc.stderr)
    lines = proc.stdout.splitlines()
    head = lines.index("kl_k3(): 0 of 4 pass")
    assert lines[head + 1] == f"  Known mistake: {sentence}", brief(proc.stdout)
    # Said again for grpo_objective, whose failures it explains; never for group_advantages.
    assert proc.stdout.count(sentence) == 2
    assert lines[lines.index("group_advantages(): 5 of 5 pass") + 1].startswith("  ✓")

    result = json.loads(_run(SLUG, path, "--json").stdout)
    diagnoses = {check["name"]: check["diagnosis"] for check in result["checks"]}
    assert diagnoses["kl_k3_values"] == {
        "mistake": "k3_ratio_upside_down",
        "message": sentence,
        "hint": None,
    }
    assert diagnoses["advantages_use_population_std"] is None  # passes


def test_console_script_is_declared() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert 'practice = "practice.cli:main"' in text


@pytest.mark.parametrize(
    ("make", "needle"),
    [
        (lambda d, w: d / "missing.py", "no such file"),
        (lambda d, w: d, "is a directory"),
        (lambda d, w: w(b"x = '\xff\xfe'\n"), "not UTF-8"),
        (lambda d, w: w("def group_advantages(:\n    pass\n"), "line 1: SyntaxError"),
        (lambda d, w: w("import numpy as np\n\nraise ValueError('boom')\n"), "line 3"),
        (
            lambda d, w: w("def group_advantages(rewards, eps=1e-8):\n    return rewards\n"),
            "does not define kl_k3",
        ),
        (
            lambda d, w: w(
                "def group_advantages(r):\n    pass\ndef kl_k3(a, b):\n    pass\n"
                "def grpo_objective(a, b, c, d, e, clip_eps=0.2, beta=0.0):\n    pass\n"
            ),
            "can't be called the way the checks call it",
        ),
    ],
    ids=[
        "missing",
        "directory",
        "non-utf8",
        "syntax",
        "import-error",
        "missing-function",
        "wrong-signature",
    ],
)
def test_bad_input_exits_2_with_one_clear_line(tmp_path: Path, answer, make, needle) -> None:
    proc = _run(SLUG, make(tmp_path, answer))
    assert proc.returncode == 2, brief(proc.stdout + proc.stderr)
    assert needle in proc.stderr
    assert "Traceback" not in proc.stderr


def test_unknown_exercise_lists_known_ones(answer, starter_source: str) -> None:
    proc = _run("no-such-exercise", answer(starter_source))
    assert proc.returncode == 2
    assert "unknown exercise 'no-such-exercise'" in proc.stderr and SLUG in proc.stderr


def test_usage_error_exits_2() -> None:
    proc = _run(SLUG)
    assert proc.returncode == 2 and "usage" in proc.stderr


def _run_on_tty(args: list[str], env: dict[str, str]) -> str:
    """Run the CLI with a pseudo-terminal as stdout and return what it wrote."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([*RUN, *args], stdout=follower, stderr=follower, env=env)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=60)  # margin: the run takes 1-3 s loaded; 60 s is 20x
    os.close(leader)
    return b"".join(chunks).decode()


def test_colour_only_on_a_tty_and_never_with_no_color(answer, starter_source: str) -> None:
    path = str(answer(starter_source))
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    assert "\033[" in _run_on_tty([SLUG, path], env)
    assert "\033[" not in _run_on_tty([SLUG, path], {**env, "NO_COLOR": "1"})
    assert "\033[" not in _run(SLUG, path).stdout  # a pipe is not a terminal


def test_endless_loop_is_stopped_by_the_time_limit(answer, reference_source: str) -> None:
    looping = reference_source + "\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        pass\n"
    # Margin: the limit applies to each check; the reference's checks take milliseconds each
    # (under 30 ms on a loaded machine), so 0.5 s is over 15x for those that must pass.
    proc = _run(SLUG, answer(looping), "--time-limit", "0.5")
    assert proc.returncode == 1
    assert "took longer than 0.5 s (an endless loop?)" in proc.stdout
    # Only kl_k3's own later checks wait on it; group_advantages's run and pass.
    assert "not run: kl_k3() ran past the time limit in kl_k3_values" in proc.stdout
    assert "group_advantages(): 5 of 5 pass" in proc.stdout


def test_code_that_ignores_every_interrupt_still_ends(answer, reference_source: str) -> None:
    stubborn = reference_source + (
        "\n\ndef kl_k3(logp, ref_logp):\n"
        "    while True:\n"
        "        try:\n"
        "            try:\n"
        "                while True:\n"
        "                    pass\n"
        "            except BaseException:\n"
        "                pass\n"
        "        except BaseException:\n"
        "            pass\n"
    )
    proc = _run(SLUG, answer(stubborn), "--time-limit", "0.5")
    assert proc.returncode == 1
    assert "ignored every attempt to stop it" in proc.stderr

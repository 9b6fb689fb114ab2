"""Harness behaviour that every exercise relies on: loading, isolation, capture, limits."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT, SLUG

from practice.capture import COUNT_LIMIT, CappedText
from practice.examples import compare_output
from practice.runner import run, run_json


# Tests that pass `time_limit=0.3` need the reference's other checks to finish within it: each
# takes milliseconds in CPython (under 30 ms on a loaded 2-core machine), a margin of 10x.
def _checks(source: str, **kwargs) -> dict:
    return run(ROOT, SLUG, source, "checks", **kwargs)


def test_import_time_error_names_the_learners_line() -> None:
    result = _checks("import numpy as np\n\n\nx = 1 / 0\n")
    assert result["status"] == "error"
    assert "ZeroDivisionError" in result["message"] and "line 4" in result["message"]
    assert "x = 1 / 0" in result["message"]


def test_syntax_error_names_line_and_shows_it() -> None:
    result = _checks("import numpy as np\ndef kl_k3(a, b)\n    return a\n")
    assert result["status"] == "error"
    assert "my_answer.py, line 2: SyntaxError" in result["message"]
    assert "def kl_k3(a, b)" in result["message"]


def test_one_crashing_check_does_not_stop_the_others(reference_source: str) -> None:
    broken = reference_source + "\n\ndef kl_k3(logp, ref_logp):\n    raise RuntimeError('oops')\n"
    result = _checks(broken)
    by_name = {c["name"]: c for c in result["checks"]}
    assert by_name["kl_k3_values"]["status"] == "error"
    assert "RuntimeError: oops" in by_name["kl_k3_values"]["message"]
    assert "line" in by_name["kl_k3_values"]["message"]
    assert by_name["advantages_use_population_std"]["status"] == "pass"
    # grpo_objective of the reference calls kl_k3, so those fail too, but each on its own.
    assert len(result["checks"]) == result["total"] >= 13


def test_each_check_names_its_function_and_a_stub_it_waits_on(
    starter_source: str, reference_source: str
) -> None:
    starter = {c["name"]: c for c in _checks(starter_source)["checks"]}
    assert starter["kl_k3_values"]["function"] == "kl_k3"
    assert starter["kl_k3_values"]["not_written"] == "kl_k3"
    assert starter["objective_matches_example"]["not_written"] == "grpo_objective"
    # A written grpo_objective that calls a stub waits on the stub, not on itself.
    stub = "raise NotImplementedError('kl_k3 is not written yet')"
    half = reference_source + f"\n\ndef kl_k3(logp, ref_logp):\n    {stub}\n"
    rows = {c["name"]: c for c in _checks(half)["checks"]}
    assert rows["objective_matches_example"]["function"] == "grpo_objective"
    assert rows["objective_matches_example"]["not_written"] == "kl_k3"
    assert rows["advantages_use_population_std"]["status"] == "pass"
    assert rows["advantages_use_population_std"]["function"] == "group_advantages"
    assert rows["advantages_use_population_std"]["not_written"] == ""
    # Any other exception is a bug in written code, not a stub.
    broken = reference_source + "\n\ndef kl_k3(logp, ref_logp):\n    raise ValueError('no')\n"
    row = next(c for c in _checks(broken)["checks"] if c["name"] == "kl_k3_values")
    assert row["status"] == "error" and row["not_written"] == "" and row["function"] == "kl_k3"


def test_output_is_captured_per_check_and_capped(reference_source: str) -> None:
    noisy = reference_source.replace(
        "def kl_k3(logp: np.ndarray, ref_logp: np.ndarray) -> np.ndarray:\n",
        "def kl_k3(logp: np.ndarray, ref_logp: np.ndarray) -> np.ndarray:\n"
        "    print('x' * 100_000)\n",
    )
    result = _checks("print('hello from the module')\n" + noisy)
    assert result["status"] == "passed"
    assert result["output"].startswith("hello from the module")
    kl = next(c for c in result["checks"] if c["name"] == "kl_k3_values")
    assert len(kl["output"]) < 20_000 and "output cut" in kl["output"]
    first = next(c for c in result["checks"] if c["name"] == "advantages_use_population_std")
    assert first["output"] == ""


def test_capped_text_counts_what_it_drops() -> None:
    out = CappedText(limit=5)
    out.write("abc")
    out.write("defgh")
    assert out.getvalue().startswith("abcde") and "3 more characters" in out.getvalue()


def test_past_the_cap_print_reaches_no_python_code_and_the_cut_is_counted() -> None:
    out = CappedText(limit=10)
    assert inspect.ismethod(out.write)  # below the cap: our Python method keeps the text
    print("0123456789", file=out)  # fills the cap
    for i in range(1_000):
        print(i, "é\ud800", sep="", file=out)
    counted = 1 + sum(len(str(i)) + 3 for i in range(1_000))  # the first newline, then each
    assert out.dropped == counted and out.counted_all
    assert out.getvalue() == f"0123456789\n… output cut: {counted:,} more characters not shown\n"
    while out.counted_all:
        print("x" * 999, file=out)
    # Past COUNT_LIMIT, print() calls the builtin len: no Python frame per call
    # (bench/print_flood.py), and the note says the count is a lower bound.
    assert out.write is len
    assert out.dropped > COUNT_LIMIT
    print("more", file=out)
    assert out.getvalue().endswith(f"output cut: over {out.dropped:,} more characters not shown\n")
    with pytest.raises(TypeError, match="must be str, not int"):
        CappedText().write(5)  # type: ignore[arg-type]


def test_a_time_limit_hit_while_printing_blames_the_printing(reference_source: str) -> None:
    printing = reference_source + (
        "\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        print('step')\n"
    )
    result = _checks(printing, time_limit=0.3)
    kl = next(c for c in result["checks"] if c["name"] == "kl_k3_values")
    assert "while printing" in kl["message"] and "take print() out of loops" in kl["message"]
    assert "endless loop" not in kl["message"]
    assert result["output_cut"] > 0
    loading = _checks("while True:\n    print('loading')\n", time_limit=0.3)
    assert loading["status"] == "timeout"
    assert "to load while printing" in loading["message"]


def test_failure_message_gives_call_shape_dtype_worst_element_and_tolerance(
    reference_source: str,
) -> None:
    wrong = reference_source + (
        "\n\ndef group_advantages(rewards, eps=1e-8):\n"
        "    r = np.asarray(rewards, dtype=float)\n"
        "    s = r.std(axis=1, ddof=1, keepdims=True)\n"
        "    return (r - r.mean(axis=1, keepdims=True)) / (s + eps)\n"
    )
    result = _checks(wrong)
    check = next(c for c in result["checks"] if c["name"] == "advantages_use_population_std")
    message = check["message"]
    assert message.startswith("group_advantages(np.array([[")  # the call as the learner types it
    for piece in ("shape (2, 4)", "dtype float64", "worst at index", "tolerance"):
        assert piece in message, message
    assert check["got"].startswith("array(") and check["expected"]


def test_missing_function_is_the_learners_error() -> None:
    result = _checks("def group_advantages(rewards, eps=1e-8):\n    return rewards\n")
    assert result["status"] == "error"
    assert "does not define kl_k3" in result["message"]


def test_endless_loop_in_a_function_times_out_per_check(reference_source: str) -> None:
    looping = reference_source + "\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        pass\n"
    result = _checks(looping, time_limit=0.3)
    by_name = {c["name"]: c for c in result["checks"]}
    assert by_name["kl_k3_values"]["status"] == "error"
    assert "took longer than 0.3 s" in by_name["kl_k3_values"]["message"]
    assert by_name["advantages_use_population_std"]["status"] == "pass"


def test_examples_compare_numbers_within_tolerance() -> None:
    assert compare_output("[1. 2.]", "[1. 2.]") == "match"
    assert compare_output("-0.13122323326245568", "-0.13122323326245566") == "close"
    assert compare_output("-0.1312", "-0.13122323326245566") == "differs"
    assert compare_output("[0.  0.5]", "[0.5 0. ]") == "differs"
    assert compare_output("None", "-0.13") == "differs"


def test_run_json_is_the_same_result(starter_source: str) -> None:
    result = json.loads(run_json(str(ROOT), SLUG, starter_source, "examples"))
    assert result["mode"] == "examples" and result["total"] == 2
    assert all(e["status"] == "error" for e in result["examples"])


def test_unknown_mode_is_a_fault_not_the_learners_error(starter_source: str) -> None:
    result = run(ROOT, SLUG, starter_source, "bogus")
    assert result["status"] == "fault" and "not your code" in result["message"]


STOPPERS = {
    "sys.exit": ("import sys\nsys.exit(3)", "exit()"),
    "SystemExit": ("raise SystemExit('bye')", "exit()"),
    "KeyboardInterrupt": ("raise KeyboardInterrupt", "KeyboardInterrupt"),
    "BaseException": ("raise BaseException('odd')", "BaseException: odd"),
    "input": ("input('your name? ')", "input() is not available"),
}


@pytest.mark.parametrize("name", STOPPERS)
def test_stopping_code_at_module_level_is_the_learners_error(name: str) -> None:
    code, needle = STOPPERS[name]
    result = _checks(code + "\n")
    assert result["status"] == "error", result
    assert needle in result["message"]


@pytest.mark.parametrize("name", STOPPERS)
def test_stopping_code_inside_a_function_fails_that_check_only(
    name: str, reference_source: str
) -> None:
    code, needle = STOPPERS[name]
    body = "\n".join("    " + line for line in code.splitlines())
    source = reference_source + f"\n\ndef kl_k3(logp, ref_logp):\n{body}\n"
    result = _checks(source)
    by_name = {c["name"]: c for c in result["checks"]}
    assert result["status"] == "failed"
    assert by_name["kl_k3_values"]["status"] == "error"
    assert needle in by_name["kl_k3_values"]["message"]
    assert by_name["advantages_use_population_std"]["status"] == "pass"


def test_memory_bomb_is_a_clear_memory_error(reference_source: str) -> None:
    source = reference_source + "\n\ndef kl_k3(logp, ref_logp):\n    return np.zeros(10**11)\n"
    kl = next(c for c in _checks(source)["checks"] if c["name"] == "kl_k3_values")
    assert kl["status"] == "error" and "MemoryError" in kl["message"]


def test_endless_loop_at_module_level_times_out() -> None:
    result = _checks("while True:\n    pass\n", time_limit=0.3)
    assert result["status"] == "timeout"
    assert "took longer than 0.3 s to load" in result["message"]


def test_an_endless_loop_that_catches_everything_is_still_stopped(reference_source: str) -> None:
    stubborn = (
        "\n\ndef kl_k3(logp, ref_logp):\n    while True:\n        try:\n"
        "            while True:\n                pass\n        except BaseException:\n"
        "            pass\n"
    )
    result = _checks(reference_source + stubborn, time_limit=0.3)
    assert result["status"] == "timeout"


def test_patches_are_undone_before_the_next_check(reference_source: str) -> None:
    import builtins

    import numpy as np

    sneaky = reference_source + "\n\nimport builtins\nbuiltins.len = None\nnp.sum = None\n"
    result = _checks(sneaky)
    assert result["status"] == "passed"
    assert builtins.len is not None and np.sum is not None


# What the harness may import beyond numpy. Every module here runs on the browser's first run
# (as bytecode since sitebuild/bytecode.py; compiled from source before, when `dataclasses`
# alone cost ~30 ms: docs/benchmarks.md). Grow this list only with a reason.
HARNESS_STDLIB = {"json", "tomllib", "string", "traceback", "signal", "gc", "__future__"}


def test_the_harness_imports_little_beyond_numpy() -> None:
    code = (
        "import sys, numpy\n"
        "before = set(sys.modules)\n"
        "import practice.runner\n"
        "new = {m.split('.')[0].lstrip('_') for m in set(sys.modules) - before}\n"
        "print(' '.join(sorted(new - {'practice'})))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    allowed = {name.lstrip("_") for name in HARNESS_STDLIB}
    assert set(out) <= allowed, f"new imports on the first run's path: {set(out) - allowed}"

"""The check API authors write with (practice.checking, practice.compare): how a call is shown,
and the expectations every exercise needs (raises, float64, a new array)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from practice.capture import CappedText
from practice.checking import CheckContext, CheckFailed
from practice.compare import format_argument, format_call, format_value
from practice.guard import Guard, LearnerStopped, guarded_modules


def context(**functions: Callable[..., Any]) -> CheckContext:
    return CheckContext(functions, Guard(guarded_modules()), CappedText())


@pytest.mark.parametrize(
    "value",
    [
        np.array([[1.0, 2.5], [-3.0, 1e300]]),
        np.array([1, 2, 3]),
        np.array([True, False]),
        np.array([0.5, 0.25], dtype=np.float32),
        np.array([np.nan, np.inf, -np.inf, 0.1]),
        np.array(2.0),
        [[1, 2.5], [True, None]],
        (1.0,),
        "seq-mean-token-sum",
        3,
        -0.0,
    ],
    ids=repr,
)
def test_an_argument_is_shown_as_code_that_rebuilds_it(value: Any) -> None:
    text = format_argument(value)
    rebuilt = eval(text, {"np": np})  # noqa: S307 (the text is ours, made from our own values)
    if isinstance(value, np.ndarray):
        assert rebuilt.dtype == value.dtype, text
        np.testing.assert_array_equal(rebuilt, value)
    else:
        assert type(rebuilt) is type(value) and rebuilt == value, text


def test_large_or_foreign_arguments_are_described_not_written_out() -> None:
    assert format_argument(np.zeros((3, 100))) == "array of shape (3, 100), dtype float64"
    assert format_argument(list(range(1000))) == "a list of 1000 items"
    assert format_argument("x" * 1000) == "a str of 1000 characters"

    class Sneaky(list):
        def __repr__(self) -> str:
            raise AssertionError("a learner's repr must never run")

    assert format_argument(Sneaky([1])) == f"a {__name__}.{Sneaky.__qualname__} object"
    assert format_value(Sneaky([1])) == f"a {__name__}.{Sneaky.__qualname__} object"


def test_a_call_keeps_its_keywords_and_reads_as_typed() -> None:
    text = format_call("aggregate", (np.array([[0.5, 1.0]]), [[True, False]]), {"mode": "mean"})
    assert text == "aggregate(np.array([[0.5, 1.0]]), [[True, False]], mode='mean')"


def test_the_call_is_shown_as_it_was_before_the_learner_changed_a_list() -> None:
    def clears(values: list[float]) -> float:
        values.clear()
        return 1.0

    t = context(clears=clears)
    t.call("clears", [1.0, 2.0])
    assert t.last_call == "clears([1.0, 2.0])"


def test_expect_raises_returns_the_message_of_the_right_exception() -> None:
    def picky(mode: str) -> None:
        raise ValueError(f"unknown mode {mode!r}")

    assert context(picky=picky).expect_raises(ValueError, "why", "picky", "x") == "unknown mode 'x'"


def test_expect_raises_fails_when_the_call_returns_or_raises_something_else() -> None:
    t = context(returns=lambda mode: 0.5, keyerror=lambda mode: {}[mode])
    with pytest.raises(CheckFailed) as returned:
        t.expect_raises(ValueError, "'mean' is not a mode", "returns", "mean")
    assert returned.value.message == (
        "returns('mean') returned instead of raising ValueError; it must raise because "
        "'mean' is not a mode"
    )
    assert returned.value.got == "0.5"
    with pytest.raises(CheckFailed) as other:
        t.expect_raises(ValueError, "'mean' is not a mode", "keyerror", "mean")
    assert other.value.message.startswith("keyerror('mean') raised KeyError: 'mean'; expected")


def test_expect_raises_lets_a_stub_and_a_stop_through() -> None:
    def stub(mode: str) -> None:
        raise NotImplementedError("stub is not written yet")

    def quits(mode: str) -> None:
        raise SystemExit(0)

    t = context(stub=stub, quits=quits)
    with pytest.raises(NotImplementedError):
        t.expect_raises(ValueError, "why", "stub", "x")
    with pytest.raises(LearnerStopped):
        t.expect_raises(ValueError, "why", "quits", "x")


def test_expect_float64_and_a_new_array_name_the_problem() -> None:
    rewards = np.array([1.0, 2.0])
    t = context(same=lambda r: r, view=lambda r: r[::-1], single=lambda r: r.astype(np.float32))
    t.expect_float64(t.call("same", rewards))
    with pytest.raises(CheckFailed, match="shares memory with its argument 'rewards'"):
        t.expect_new_array(t.call("view", rewards), rewards=rewards)
    with pytest.raises(CheckFailed, match="dtype float32; expected float64") as failed:
        t.expect_float64(t.call("single", rewards), what="the advantages")
    assert failed.value.message.startswith("the advantages returned")
    t.expect_new_array(rewards.copy(), rewards=rewards)  # a copy shares nothing: no failure


def test_expect_new_float64_array_judges_values_then_dtype_then_memory() -> None:
    rewards = np.array([1.0, 2.0])
    t = context(
        double=lambda r: r * 2,
        wrong=lambda r: (r * 3).astype(np.float32),  # wrong values and the wrong dtype
        single=lambda r: (r * 2).astype(np.float32),
        same=lambda r: r,
    )
    t.expect_new_float64_array(t.call("double", rewards), (2.0, 4.0), rewards=rewards)
    with pytest.raises(CheckFailed, match="2 of 2 elements differ") as failed:
        t.expect_new_float64_array(t.call("wrong", rewards), (2.0, 4.0), rewards=rewards)
    assert "expected float64" not in failed.value.message  # the values are judged first
    with pytest.raises(CheckFailed, match="dtype float32; expected float64"):
        t.expect_new_float64_array(t.call("single", rewards), (2.0, 4.0), rewards=rewards)
    with pytest.raises(CheckFailed, match="shares memory with its argument 'rewards'") as failed:
        t.expect_new_float64_array(t.call("same", rewards), (1.0, 2.0), what="A", rewards=rewards)
    assert failed.value.message.startswith("A returned")
    # Tolerances reach the comparison: 1e-3 off passes with atol=1e-2 and fails by default.
    t.expect_new_float64_array(np.array([1.001]), (1.0,), atol=1e-2)
    with pytest.raises(CheckFailed):
        t.expect_new_float64_array(np.array([1.001]), (1.0,))
    # What the expectations saw is what the three separate ones would have seen.
    separate = context()
    got = np.array([2.0, 4.0], dtype=np.float32)
    separate.expect_array(got, (2.0, 4.0))
    with pytest.raises(CheckFailed):
        separate.expect_float64(got)
    combined = context()
    with pytest.raises(CheckFailed):
        combined.expect_new_float64_array(got, (2.0, 4.0))
    assert combined.observations == separate.observations

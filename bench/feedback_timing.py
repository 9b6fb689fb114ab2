"""What building a failing Submit's report costs: the same code under CPython and in Pyodide.

bench/feedback.py imports this module in CPython and runs it in the site's Pyodide under Node
(bench/feedback_pyodide.mjs), so both figures come from one method. No imports beyond the
harness and the standard library.

The explanations are what practice.explain builds for a failing row: the shapes said in words
(compare.shape_words), a failing array beside the expected one (checking.value_grid, with the
`differing` marks computed for it) and a numpy error explained with the raising frame's arrays
(runner.explain_exception). Each answer is judged three ways in every round, in an order that
turns from round to round, each Submit from a full collection: as it is ("on"), with each
explanation swapped for a no-op where the harness calls it ("off"), and as it is with a clock
around each explanation ("timed"). Two measures of the cost per Submit come out, medians over
the rounds:

* on less off: everything the explanations cost, inside their calls or not (the garbage they
  leave, the larger result to serialize), but carrying a Submit's own spread, which grows with
  its length;
* inside: the time in the calls themselves, less the clock's own cost, which a long Submit's
  spread does not reach.

In CPython every time is this thread's processor time, not wall time: the machine is shared,
and another job's burst slows a wall clock, not the thread (a busy moment once swamped a
difference of wall times; it came out negative). Pyodide under Node has no such clock (see
_cpu_clock), so there the load average beside the figures says how far to trust them.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from practice import checking, compare, runner

__all__ = ["cpu_ms", "explanations_off", "explanations_timed", "submit_ms", "time_submits"]

# Where the harness calls each explanation: (module, name). checking.differing is there only to
# mark the differing elements of the value grid, and is computed even when the grid is not drawn.
PARTS = (
    (checking, "value_grid"),
    (checking, "differing"),
    (runner, "explain_exception"),
    (compare, "shape_words"),
)
NO_OPS: dict[str, Callable[..., Any]] = {
    "value_grid": lambda *_a: None,
    "differing": lambda *_a: [],
    "explain_exception": lambda *_a: "",
    # A shape's words stay a non-empty message: an empty one would let the mismatch pass.
    "shape_words": lambda *_a: "shapes differ",
}
VARIANTS = ("on", "off", "timed")


def _cpu_clock() -> Callable[[], float]:
    """Milliseconds on a clock that another job on the machine does not move, where there is
    one: CPython's thread_time (this thread's processor time; not numpy's BLAS threads, which
    spin while they wait). Pyodide's process_time ticks in 10 ms steps (times()) and Node has
    no thread clock, while its process clock counts V8's compiler and collector threads, so
    there the wall clock, performance.now(), is read."""
    if sys.platform == "emscripten":
        return lambda: time.perf_counter() * 1000
    return lambda: time.thread_time() * 1000


cpu_ms = _cpu_clock()


def clock_cost_ms(pairs: int = 2001) -> float:
    """What one timed interval costs the clock itself: the median of two reads in a row."""
    gaps = []
    for _ in range(pairs):
        first = cpu_ms()
        gaps.append(cpu_ms() - first)
    return statistics.median(gaps)


@contextmanager
def _swapped(functions: dict[str, Callable[..., Any]]) -> Iterator[None]:
    saved = [(module, name, getattr(module, name)) for module, name in PARTS]
    for module, name in PARTS:
        setattr(module, name, functions[name])
    try:
        yield
    finally:
        for module, name, function in saved:
            setattr(module, name, function)


def explanations_off() -> Any:
    """The harness with every explanation a no-op."""
    return _swapped(NO_OPS)


def explanations_timed(spent: dict[str, float], clock_cost: float = 0.0) -> Any:
    """The harness as it is, the time inside each explanation added to `spent` (ms, by name),
    less `clock_cost` a call."""

    def timed(function: Callable[..., Any], name: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            started = cpu_ms()
            try:
                return function(*args, **kwargs)
            finally:
                used = cpu_ms() - started - clock_cost
                spent[name] = spent.get(name, 0.0) + max(used, 0.0)

        return call

    return _swapped({name: timed(getattr(module, name), name) for module, name in PARTS})


def submit_ms(root: str, slug: str, source: str) -> float:
    """Milliseconds (cpu_ms) for one Submit as the page's worker makes it: the checks judged,
    the result as JSON text (runner.run_json), no known mistakes to name (not the report).
    Each starts from a full collection, so that one Submit does not pay for the last one's
    garbage, and a collection the explanations' own garbage sets off is theirs."""
    gc.collect()
    started = cpu_ms()
    result = runner.run(root, slug, source, "checks", mistakes=())
    json.dumps(result)
    return cpu_ms() - started


def time_submits(root: str, sample: Sequence[Sequence[str]], rounds: int) -> dict[str, Any]:
    """Judge each (slug, source) of `sample` on, off and timed in each of `rounds` rounds (plus
    one round first, not counted, that imports and caches what the runs share). Returns, per
    answer, medians over the rounds in ms: the cost as on less off with its spread (the
    interquartile range of the rounds' differences), the time inside the explanations, and the
    Submit; and, per explanation, the sum over the answers of its median time inside."""
    clock_cost = clock_cost_ms()
    costs: list[list[float]] = [[] for _ in sample]
    inside: list[list[float]] = [[] for _ in sample]
    parts: list[dict[str, list[float]]] = [{name: [] for _, name in PARTS} for _ in sample]
    totals: list[list[float]] = [[] for _ in sample]
    for number in range(rounds + 1):
        for index, (slug, source) in enumerate(sample):
            turn = (number + index) % len(VARIANTS)
            spent: dict[str, float] = {}
            took = {}
            for variant in VARIANTS[turn:] + VARIANTS[:turn]:
                if variant == "on":
                    took[variant] = submit_ms(root, slug, source)
                    continue
                timed = explanations_timed(spent, clock_cost)
                with explanations_off() if variant == "off" else timed:
                    took[variant] = submit_ms(root, slug, source)
            if number:
                costs[index].append(took["on"] - took["off"])
                inside[index].append(sum(spent.values()))
                for name in parts[index]:
                    parts[index][name].append(spent.get(name, 0.0))
                totals[index].append(took["on"])
    return {
        "cost_ms": [statistics.median(c) for c in costs],
        "spread_ms": [_iqr(c) for c in costs],
        "inside_ms": [statistics.median(i) for i in inside],
        "parts_ms": {name: sum(statistics.median(p[name]) for p in parts) for _, name in PARTS},
        "submit_ms": [statistics.median(t) for t in totals],
        "rounds": rounds,
        "clock_cost_ms": clock_cost,
    }


def _iqr(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    low, _, high = statistics.quantiles(values, n=4)
    return high - low

"""The reinforce exercise, beyond its cases: the invariances the statement implies hold for the
reference and for the answer written another way (k restarts, so two identical episodes give the
gradient of one; a single-number baseline is that number at every step); the seeded random rows
reach the boundaries the statement allows; and the key inputs tell the wrong answers from the
reference.

(The cases themselves, expected values included, are data in checks/reinforce.toml; that the
reference passes them and prints the statement's examples, and that a correct answer written
another way (.meta/variants/) does too, is tests/test_exercises.py's job; that every wrong answer
fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import key_material, load_key_inputs
from practice.runner import run

SLUG = "reinforce"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("softmax_policy", "grad_log_prob", "reinforce_gradient")
ANSWERS = {
    "reference": EXERCISE / ".meta" / "solution.py",
    "variant": EXERCISE / ".meta" / "variants" / "python_loops.py",
}
T, F = True, False


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=1e-12), (got, expected)


# No single case can say that one call's result must equal another's.
@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_the_invariances_of_the_estimate(answer: str) -> None:
    gradient = _functions(_source(ANSWERS[answer]))["reinforce_gradient"]
    # k restarts at each episode: two identical episodes give the same gradient as one of them.
    features = [[[1.0], [0.0]], [[0.0], [2.0]]]
    one = gradient([0.3], features, [0, 1], [1.0, 2.0], [F, T], gamma=0.5)
    two = gradient([0.3], features * 2, [0, 1, 0, 1], [1.0, 2.0] * 2, [F, T, F, T], gamma=0.5)
    _close(two, one)
    # A single-number baseline is that number at every step, as a float or a 0-d array.
    args = ([0.3], features, [0, 1], [1.0, 2.0], [F, T])
    by_list = gradient(*args, gamma=0.5, baseline=[0.7, 0.7])
    _close(gradient(*args, gamma=0.5, baseline=0.7), by_list)
    _close(gradient(*args, gamma=0.5, baseline=np.array(0.7)), by_list)


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, function: str) -> list[dict[str, Any]]:
    """The stored random cases of the one random row about `function`, arguments by name."""
    (row,) = [spec for spec in data.random if spec["function"] == function]
    params = data.signatures[function]
    cases = data.expected["random"][row["name"]]
    return [dict(zip(params, (_plain(a) for a in case["args"]))) for case in cases]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "reinforce"))
    for function in FUNCTIONS:
        shapes = [np.shape(c["features"]) for c in _drawn(data, function)]
        assert any(s[-2] == 1 for s in shapes), function  # A = 1: probability 1, score 0
        assert any(s[-1] == 1 for s in shapes), function  # d = 1

    policies = _drawn(data, "softmax_policy")
    assert any(len(c["features"]) == 1 for c in policies)  # one state
    assert any(np.asarray(c["features"]).dtype.kind == "i" for c in policies)  # integers

    scores = _drawn(data, "grad_log_prob")
    logits = [np.abs(np.asarray(c["features"]) @ np.asarray(c["theta"])).max() for c in scores]
    assert max(logits) > 1000  # np.exp of raw logits overflows
    for case in scores:
        width = len(case["features"][0])
        assert len(case["actions"]) == len(case["features"])
        assert all(0 <= a < width for a in case["actions"])

    batches = _drawn(data, "reinforce_gradient")
    assert all(c["dones"][-1] for c in batches)  # complete episodes only
    assert {1, 4} <= {sum(c["dones"]) for c in batches}  # one episode, and four of one step
    assert {0.0, 1.0} <= {c["gamma"] for c in batches}
    assert any(isinstance(c["baseline"], list) for c in batches)  # one value per step
    assert any(isinstance(c["baseline"], float) and c["baseline"] != 0 for c in batches)
    assert any(all(isinstance(r, int) for r in c["rewards"]) for c in batches)  # integer rewards


def test_key_inputs_tell_the_wrong_answers_from_the_reference() -> None:
    """Every known wrong answer that gets as far as the key inputs derives another key."""
    reference_source = _source(ANSWERS["reference"])
    right = run(ROOT, SLUG, reference_source, "checks")["unlock"]
    keys = load_key_inputs(ROOT, SLUG)
    for path in sorted((EXERCISE / ".meta" / "wrong_answers").glob("*.py")):
        functions = _functions(reference_source + "\n\n" + _source(path))
        try:
            material = key_material(keys, functions)
        except Exception:
            continue  # refused or crashed on the key inputs: no key either
        assert (material == right) == (path.stem in _SAME_ON_THE_KEY_INPUTS), path.name


# Mistakes that the key inputs do not reach (the checks catch each of them): unfinished
# episodes, lists and integer rewards are not among the key inputs, and a change in place or a
# float32 result gives the right numbers there.
_SAME_ON_THE_KEY_INPUTS = {
    "accepts_an_unfinished_episode",
    "unfinished_episode_divided_by_dones",
    "checks_for_any_done",
    "negates_a_list_of_dones",
    "returns_keep_integer_dtype",
    "returns_written_into_rewards",
    "score_modifies_features",
    "softmax_in_float32",
    "softmax_needs_an_array",
}

"""The reinforce exercise: the reference gives the worked examples below, a correct answer
written another way passes every check and derives the same key, and the edge cases the spec
lists hold for both.

(What every exercise must satisfy is tests/test_exercises.py's job; that every wrong answer fails
the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.keys import key_material, load_key_inputs
from practice.runner import run

SLUG = "reinforce"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("softmax_policy", "grad_log_prob", "reinforce_gradient")
T, F = True, False

# A correct answer written from the statement another way: plain Python loops over states and
# steps, math.exp after subtracting each state's maximum, and each return summed forwards from
# its own step to the end of its episode.
VARIANT = """
import math
import numpy as np

def _probs(theta, phi):
    logits = [sum(w * x for w, x in zip(theta, row)) for row in phi]
    top = max(logits)
    weights = [math.exp(h - top) for h in logits]
    total = math.fsum(weights)
    return [w / total for w in weights]

def softmax_policy(theta, features):
    theta = np.array(theta, dtype=float).tolist()
    phi = np.array(features, dtype=float)
    flat = phi.reshape(-1, phi.shape[-2], phi.shape[-1])
    rows = [_probs(theta, state.tolist()) for state in flat]
    return np.array(rows, dtype=float).reshape(phi.shape[:-1])

def grad_log_prob(theta, features, actions):
    theta = np.array(theta, dtype=float).tolist()
    phi = np.array(features, dtype=float)
    out = np.zeros((phi.shape[0], phi.shape[2]))
    for i, a in enumerate(np.array(actions).tolist()):
        probs = _probs(theta, phi[i].tolist())
        for j in range(phi.shape[2]):
            mean = math.fsum(p * phi[i, b, j] for b, p in enumerate(probs))
            out[i, j] = phi[i, a, j] - mean
    return out

def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    if not d or not d[-1]:
        raise ValueError("the batch must end with a complete episode")
    steps = len(r)
    if baseline is None:
        b = [0.0] * steps
    elif np.ndim(baseline) == 0:
        b = [float(baseline)] * steps
    else:
        b = np.array(baseline, dtype=float).tolist()
    scores = grad_log_prob(theta, features, actions)
    total = np.zeros(scores.shape[1])
    start = 0
    for t in range(steps):
        ret, power = 0.0, 1.0
        for u in range(t, steps):
            ret += power * r[u]
            power *= gamma
            if d[u]:
                break
        total = total + gamma ** (t - start) * (ret - b[t]) * scores[t]
        if d[t]:
            start = t + 1
    return total / sum(d)
"""


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    return _functions(_source(EXERCISE / ".meta" / "solution.py"))


ANSWERS = ["reference", "variant"]


def _pick(answer: str, reference: dict[str, Any]) -> dict[str, Any]:
    return reference if answer == "reference" else _functions(VARIANT)


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=1e-12), (got, expected)


SPEC_THETA = [0.5, -1.0]
SPEC_FEATURES = [[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]]


# Worked examples: the statement's calls and the values they must give, as they print.
@pytest.mark.parametrize("answer", ANSWERS)
def test_the_worked_examples(answer: str, reference: dict[str, Any]) -> None:
    softmax, score, gradient = (_pick(answer, reference)[name] for name in FUNCTIONS)
    _close(
        softmax(theta=SPEC_THETA, features=SPEC_FEATURES),
        [
            [0.6285317192117624, 0.14024438316608848, 0.23122389762214907],
            [0.3314989604240915, 0.5465493872661796, 0.12195165230972885],
        ],
    )
    _close(
        softmax(theta=[1.0], features=[[[1000.0], [999.0]], [[0.0], [-1.0]]]),
        [[0.7310585786300049, 0.2689414213699951], [0.7310585786300049, 0.2689414213699951]],
    )
    _close(
        score(theta=SPEC_THETA, features=SPEC_FEATURES, actions=[2, 0]),
        [
            [0.14024438316608845, 0.6285317192117624],
            [-0.5465493872661796, -0.12195165230972885],
        ],
    )
    eye = [[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]
    _close(
        score(theta=[0.0, 0.0, 0.0], features=eye, actions=[1]),
        [[-0.3333333333333333, 0.6666666666666667, -0.3333333333333333]],
    )
    got = gradient(
        theta=SPEC_THETA,
        features=SPEC_FEATURES,
        actions=[2, 0],
        rewards=[1.0, 2.0],
        dones=[F, T],
        gamma=0.9,
    )
    _close(got, [-0.5911046242140757, 1.5403758396354228])
    got = gradient(
        theta=[0.2, 0.1],
        features=[
            [[1.0, 0.0], [0.0, 1.0]],
            [[0.5, 0.5], [1.0, -1.0]],
            [[0.0, 2.0], [1.0, 0.0]],
            [[-1.0, 1.0], [0.0, 0.0]],
        ],
        actions=[0, 1, 1, 0],
        rewards=[1.0, 0.0, 2.0, -1.0],
        dones=[F, T, F, T],
        gamma=0.5,
        baseline=[0.5, 0.0, 1.0, 0.0],
    )
    _close(got, [0.375, -0.5])
    with pytest.raises(ValueError):
        gradient(
            theta=SPEC_THETA,
            features=SPEC_FEATURES,
            actions=[2, 0],
            rewards=[1.0, 2.0],
            dones=[T, F],
        )


def test_a_correct_answer_written_another_way_passes_and_unlocks() -> None:
    reference = run(ROOT, SLUG, _source(EXERCISE / ".meta" / "solution.py"), "checks")
    variant = run(ROOT, SLUG, VARIANT, "checks")
    assert [c["name"] for c in variant["checks"] if c["status"] != "pass"] == []
    assert variant["unlock"] == reference["unlock"]


@pytest.mark.parametrize("answer", ANSWERS)
def test_edge_cases(answer: str, reference: dict[str, Any]) -> None:
    softmax, score, gradient = (_pick(answer, reference)[name] for name in FUNCTIONS)
    # Rows of very different scales: each row is softmax([0, -1]), none is nan.
    got = softmax([1.0], [[[1e4], [1e4 - 1]], [[-1e4], [-1e4 - 1]], [[0.0], [-1.0]]])
    e = np.e
    _close(got, [[e / (e + 1), 1 / (e + 1)]] * 3)
    # One action: probability 1, score 0, gradient 0.
    _close(softmax([2.0, -1.0], [[[5.0, 3.0]]]), [[1.0]])
    _close(score([2.0, -1.0], [[[5.0, 3.0]]], [0]), [[0.0, 0.0]])
    _close(gradient([2.0], [[[1.0]], [[3.0]]], [0, 0], [1.0, 2.0], [F, T]), [0.0])
    # Action 0 and action A - 1 with numpy integer dtypes; d = 1.
    for dtype in (np.int8, np.int32, np.uint8):
        got = score([1.0], [[[0.0], [1.0], [2.0]], [[0.0], [1.0], [2.0]]], np.array([0, 2], dtype))
        pi = np.exp([0.0, 1.0, 2.0]) / np.exp([0.0, 1.0, 2.0]).sum()
        mean = pi @ [0.0, 1.0, 2.0]
        _close(got, [[-mean], [2.0 - mean]])
    # Single-step episodes: k = 0 and G = r everywhere, E = T. With equal scores the gradient
    # is the mean reward times the score.
    feats = [[[1.0], [0.0]]] * 3
    single = gradient([0.0], feats, [0, 0, 0], [3.0, -1.0, 1.0], [T, T, T], gamma=0.5)
    _close(single, [1.0 * 0.5])
    # k restarts: two identical episodes give the same gradient as one of them.
    one = gradient([0.3], [[[1.0], [0.0]], [[0.0], [2.0]]], [0, 1], [1.0, 2.0], [F, T], gamma=0.5)
    two = gradient(
        [0.3],
        [[[1.0], [0.0]], [[0.0], [2.0]]] * 2,
        [0, 1, 0, 1],
        [1.0, 2.0, 1.0, 2.0],
        [F, T, F, T],
        gamma=0.5,
    )
    _close(two, one)
    # A scalar baseline equals the same value repeated; a 0-d array too.
    args = ([0.3], [[[1.0], [0.0]], [[0.0], [2.0]]], [0, 1], [1.0, 2.0], [F, T])
    by_list = gradient(*args, gamma=0.5, baseline=[0.7, 0.7])
    _close(gradient(*args, gamma=0.5, baseline=0.7), by_list)
    _close(gradient(*args, gamma=0.5, baseline=np.array(0.7)), by_list)
    # dones[-1] False raises even after a complete episode, and with no done at all.
    for dones in ([T, F], [F, F]):
        with pytest.raises(ValueError):
            gradient(*args[:4], dones)


def test_key_inputs_tell_the_wrong_answers_from_the_reference() -> None:
    """Every known wrong answer that gets as far as the key inputs derives another key."""
    reference_source = _source(EXERCISE / ".meta" / "solution.py")
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

"""The flash-attention exercise, beyond its cases: the reference and the answer written another
way (.meta/variants/loops_and_math.py) give the worked examples below; tiled_attention is the
attention exercise's own attention for every block size, with lse the log-sum-exp of the allowed
scores, and recompute_weights its weights; padded keys change nothing bit for bit; the code the
hints show is a whole correct answer; the seeded random rows reach the boundaries the statement
promises; and a key input holds a padded 1e300.

(The cases themselves, expected values included, are data in checks/flash_attention.toml; that
the reference and the variant pass them and print the statement's examples is
tests/test_exercises.py's job, and that every wrong answer fails the check it names is
tests/test_golden.py's.)"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "flash-attention"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("online_softmax_update", "tiled_attention", "merge_attention", "recompute_weights")
INF = np.inf
T, F = True, False


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _namespace(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return namespace


ANSWERS = {
    "reference": EXERCISE / ".meta" / "solution.py",
    "variant": EXERCISE / ".meta" / "variants" / "loops_and_math.py",
}


@pytest.fixture(scope="module", params=sorted(ANSWERS))
def answer(request: pytest.FixtureRequest) -> dict[str, Any]:
    namespace = _namespace(_source(ANSWERS[request.param]))
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def attention_exercise() -> dict[str, Any]:
    """The attention exercise's reference: what tiled_attention must reproduce."""
    return _namespace(_source(ROOT / "exercises" / "attention" / ".meta" / "solution.py"))


def _close(got: Any, expected: Any) -> None:
    """A float64 array equal to `expected` within the checks' tolerance, -inf exactly."""
    assert type(got) is np.ndarray and got.dtype == np.float64
    want = np.asarray(expected, dtype=float)
    assert got.shape == want.shape, (got.shape, want.shape)
    assert np.array_equal(np.isneginf(got), np.isneginf(want)), (got, want)
    finite = np.isfinite(want)
    assert np.all(np.isfinite(got[finite]))
    assert np.allclose(got[finite], want[finite], rtol=1e-9, atol=1e-12), (got, want)


def _close_all(got: tuple[Any, ...], *expected: Any) -> None:
    assert type(got) is tuple and len(got) == len(expected)
    for part, want in zip(got, expected):
        _close(part, want)


Q = [[1.0, 0.0], [0.0, 1.0]]
K = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [-1.0, 0.0], [2.0, -1.0]]
V = [[1.0], [2.0], [3.0], [4.0], [5.0]]


# Worked examples: the statement's calls and the values they must give.
def test_the_update_examples(answer: dict[str, Any]) -> None:
    update = answer["online_softmax_update"]
    # From the empty state, scores 1 and 2: m = 2, l = e^-1 + 1, acc = 10 e^-1 + 20.
    _close_all(
        update([-INF], [0.0], [[0.0]], [[1.0, 2.0]], [[10.0], [20.0]]),
        [2.0],
        [1.3678794411714423],
        [[23.678794411714424]],
    )
    # The maximum grows to 3: the old l and acc are multiplied by e^-1 first.
    state = update([2.0], [1.3678794411714423], [[23.678794411714424]], [[3.0]], [[30.0]])
    _close_all(state, [3.0], [1.5032147244080551], [[38.710941655794976]])
    # Divided once at the end: the softmax-weighted mean of 10, 20, 30 and log(e + e^2 + e^3).
    assert state[2][0, 0] / state[1][0] == pytest.approx(25.752103826044415, rel=1e-12)
    assert state[0][0] + np.log(state[1][0]) == pytest.approx(3.4076059644443806, rel=1e-12)
    # An empty query against a fully masked block stays empty; the other adds one key.
    _close_all(
        update(
            [-INF, 0.5],
            [0.0, 1.0],
            [[0.0, 0.0], [4.0, -2.0]],
            [[-INF, -INF], [-INF, 0.5]],
            [[1.0, 1.0], [2.0, 3.0]],
        ),
        [-INF, 0.5],
        [0.0, 2.0],
        [[0.0, 0.0], [6.0, 1.0]],
    )
    # Scores near 1e4: the old state is rescaled by e^-1000 = 0.
    _close_all(
        update([9000.0], [1.0], [[1.0]], [[10000.0, -10000.0]], [[5.0], [7.0]]),
        [10000.0],
        [1.0],
        [[5.0]],
    )


def test_the_tiled_examples(answer: dict[str, Any]) -> None:
    tiled = answer["tiled_attention"]
    for size in (1, 2, 3, 5, 8):  # every block size, the last block shorter or not
        _close_all(
            tiled(Q, K, V, size, causal=True),
            [[2.1777048676154798], [2.688214310185006]],
            [1.7136715512488774, 1.879357968294338],
        )
    _close_all(
        tiled(Q, K, V, 2),
        [[3.379127647681328], [2.688214310185006]],
        [2.2682574885162516, 1.879357968294338],
    )
    # More queries than keys: the first sits before both keys.
    _close_all(
        tiled([[1.0], [2.0], [3.0]], [[1.0], [1.0]], [[2.0], [4.0]], 1, causal=True),
        [[0.0], [2.0], [3.0]],
        [-INF, 2.0, 3.6931471805599454],
    )
    left_padded = tiled(
        [[1.0, 1.0]],
        [[5.0, 5.0], [1.0, 0.0], [0.0, 1.0], [2.0, 2.0]],
        [[100.0], [1.0], [2.0], [3.0]],
        2,
        mask=[[F, F, T, T]],
    )
    _close_all(left_padded, [[2.8929581985348296]], [2.941642634098824])
    _close_all(
        tiled([[100.0]], [[100.0], [-100.0], [99.99]], [[1.0], [2.0], [3.0]], 2),
        [[1.5378828427399902]],
        [10000.31326168752],
    )
    with pytest.raises(ValueError):
        tiled(Q, K, V, 0)


def test_the_merge_examples(answer: dict[str, Any]) -> None:
    merge = answer["merge_attention"]
    _close_all(
        merge(
            [[1.3302384506733431], [1.6697615493266569]],
            [1.1079403076572498, 1.1079403076572498],
            [[4.314289867206031], [3.564053899828016]],
            [1.892273366757391, 1.258797203834439],
        ),
        [[3.379127647681327], [2.688214310185006]],
        [2.2682574885162516, 1.879357968294338],
    )
    _close_all(
        merge(
            [[1.0, 2.0], [0.0, 0.0], [0.0, 0.0]],
            [0.5, -INF, -INF],
            [[3.0, 4.0], [5.0, 6.0], [0.0, 0.0]],
            [0.5, 1.0, -INF],
        ),
        [[2.0, 3.0], [5.0, 6.0], [0.0, 0.0]],
        [1.1931471805599454, 1.0, -INF],
    )
    _close_all(merge([[1.0]], [10000.0], [[2.0]], [-10000.0]), [[1.0]], [10000.0])


def test_the_recompute_examples(answer: dict[str, Any]) -> None:
    recompute = answer["recompute_weights"]
    weights = [
        [0.3654723070154712, 0.1802029521613177, 0.3654723070154712, 0.08885243380773993, 0.0],
        [
            0.15268810489866189,
            0.30966903306433696,
            0.30966903306433696,
            0.15268810489866189,
            0.0752857240740023,
        ],
    ]
    _close(recompute(Q, K, [1.7136715512488774, 1.879357968294338], causal=True), weights)
    # log 2 more in the lse: every weight halved.
    halved = recompute(Q, K, [2.4068187318088228, 2.572505148854283], causal=True)
    _close(halved, np.asarray(weights) / 2)
    _close(
        recompute([[1.0], [2.0], [3.0]], [[1.0], [1.0]], [-INF, 2.0, 3.6931471805599454], True),
        [[0.0, 0.0], [1.0, 0.0], [0.49999999999999994, 0.49999999999999994]],
    )


# No case can say that tiled_attention must equal another exercise's function: here it is the
# attention exercise's own reference, on random batches, masks and block sizes.
def test_tiled_attention_is_attention_for_every_block_size(
    answer: dict[str, Any], attention_exercise: dict[str, Any]
) -> None:
    attention, causal_mask = attention_exercise["attention"], attention_exercise["causal_mask"]
    tiled, recompute = answer["tiled_attention"], answer["recompute_weights"]
    rng = np.random.default_rng(6)
    for q_len, k_len in ((1, 7), (3, 7), (7, 7), (9, 4)):
        q = rng.normal(size=(2, q_len, 3)) * 2
        k = rng.normal(size=(2, k_len, 3)) * 2
        v = rng.normal(size=(2, k_len, 2))
        mask = rng.random((2, 1, k_len)) < 0.7
        for causal in (False, True):
            allowed = mask & causal_mask(q_len, k_len) if causal else mask
            out, weights = attention(q, k, v, allowed)
            scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(3)
            kept = np.where(allowed, scores, -np.inf)
            top = np.max(kept, axis=-1, initial=-np.inf)
            base = np.where(np.isfinite(top), top, 0.0)
            total = np.sum(np.exp(kept - base[..., None]), axis=-1)
            lse = np.where(total > 0, base + np.log(np.where(total > 0, total, 1.0)), -np.inf)
            for size in (1, 2, 3, k_len, k_len + 2):
                _close_all(tiled(q, k, v, size, causal=causal, mask=mask), out, lse)
            _close(recompute(q, k, lse, causal=causal, mask=mask), weights)


# The statement promises that padded keys change nothing; the checks compare with a tolerance,
# so exact equality is said here.
def test_padded_keys_change_nothing_bit_for_bit(answer: dict[str, Any]) -> None:
    tiled, recompute = answer["tiled_attention"], answer["recompute_weights"]
    q = np.array([[0.5, 1.0], [2.0, -1.0], [-0.5, 0.25]])
    k = np.array([[1.0, 0.5], [0.0, 0.0], [-1.0, 2.0], [0.0, 0.0], [0.5, 0.5]])
    v = np.array([[1.0, 2.0], [0.0, 0.0], [-1.0, 0.5], [0.0, 0.0], [3.0, 1.0]])
    keys = np.array([T, F, T, F, T])
    out, lse = tiled(q, k, v, 2, causal=True, mask=keys)
    weights = recompute(q, k, lse, causal=True, mask=keys)
    for fill in (1e300, -1e300, 7.0):
        k2, v2 = k.copy(), v.copy()
        k2[~keys], v2[~keys] = fill, -fill
        got_out, got_lse = tiled(q, k2, v2, 2, causal=True, mask=keys)
        assert np.array_equal(got_out, out) and np.array_equal(got_lse, lse), fill
        assert np.array_equal(recompute(q, k2, lse, causal=True, mask=keys), weights), fill


def test_the_code_the_hints_show_is_a_correct_answer() -> None:
    blocks = []
    for path in sorted((ROOT / "hints" / SLUG).glob("*.md"), key=lambda p: int(p.stem)):
        blocks += re.findall(r"```python\n(.*?)```", _source(path), re.S)
    source = "import numpy as np\n\n" + "\n".join(blocks)
    result = run(ROOT, SLUG, source, "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, row: str) -> list[dict[str, Any]]:
    """The stored cases of one random row, arguments by name."""
    (spec,) = [s for s in data.random if s["name"] == row]
    params = data.signatures[spec["function"]]
    cases = data.expected["random"][row]
    return [dict(zip(params, (_plain(a) for a in case["args"]))) for case in cases]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "flash_attention"))

    states = _drawn(data, "update_random_states")
    below = [np.max(c["s_block"], axis=-1) < c["m"] for c in states]
    assert any(b.any() for b in below) and any((~b).any() for b in below)  # both sides of m
    assert any(all(isinstance(x, int) for x in np.ravel(c["v_block"]).tolist()) for c in states)

    huge = _drawn(data, "update_random_scores_near_1e4")
    assert any(np.abs(c["s_block"]).max() > 5e3 and np.abs(c["m"]).max() > 5e3 for c in huge)

    masked = _drawn(data, "tiled_random_masked")
    assert any(not np.all(np.any(c["mask"], axis=-1)) for c in masked)  # a row with no key
    assert any(np.shape(c["k"])[0] % c["block_size"] for c in masked)  # a shorter last block
    assert any(c["block_size"] > np.shape(c["k"])[0] for c in masked)  # one block only
    assert {c["causal"] for c in masked} == {True, False}
    assert any(np.shape(c["q"])[0] > np.shape(c["k"])[0] and c["causal"] for c in masked)
    assert any(np.shape(c["q"])[-1] != np.shape(c["v"])[-1] for c in masked)  # d != dv

    padded = _drawn(data, "tiled_random_padded_keys")
    assert any(not any(c["mask"]) for c in padded)  # every key padded
    assert any(not c["mask"][0] and any(c["mask"]) for c in padded)  # left padding
    fills = {v for c in padded for v in np.asarray(c["k"])[~np.asarray(c["mask"])].ravel()}
    assert fills == {1e300, -1e300}

    scores = _drawn(data, "tiled_random_huge_scores")
    assert any(np.abs(np.outer(c["q"], c["k"])).max() > 8e3 for c in scores)
    # a query whose scores are all far below 0: a running maximum started at 0 loses it
    assert any((np.outer(c["q"], c["k"]).max(axis=1) < -1e3).any() for c in scores)

    parts = _drawn(data, "merge_random_huge_lse")
    assert any(np.abs(np.subtract(c["lse1"], c["lse2"])).max() > 1e3 for c in parts)
    assert _drawn(data, "merge_random_parts")

    weights = _drawn(data, "recompute_random_masked")
    assert {c["causal"] for c in weights} == {True, False}


def test_a_key_input_holds_a_padded_huge_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup for k in keys)

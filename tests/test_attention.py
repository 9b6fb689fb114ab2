"""The attention exercise, beyond its cases: the reference and the answer written another way
(.meta/variants/loops.py) give the worked examples below; masked entries change their results
bit for bit not at all, without a numpy warning; multi-head attention is the heads' own attention
side by side, and with zero query and key weights the causal mean a reader can check by hand; the
code the hints show is a whole correct answer; the seeded random rows reach the boundaries the
statement promises; and a key input holds a padded 1e300.

(The cases themselves, expected values included, are data in checks/attention.toml; that the
reference and the variant pass them and print the statement's examples is
tests/test_exercises.py's job, and that every wrong answer fails the check it names is
tests/test_golden.py's.)"""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "attention"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("softmax", "causal_mask", "attention", "multi_head_attention")
T, F = True, False


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _functions(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


ANSWERS = {
    "reference": EXERCISE / ".meta" / "solution.py",
    "variant": EXERCISE / ".meta" / "variants" / "loops.py",
}


@pytest.fixture(scope="module", params=sorted(ANSWERS))
def answer(request: pytest.FixtureRequest) -> dict[str, Any]:
    return _functions(_source(ANSWERS[request.param]))


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    assert np.allclose(got, expected, rtol=1e-9, atol=1e-12), (got, expected)


def _mask(got: Any, expected: list[list[bool]]) -> None:
    assert type(got) is np.ndarray and got.dtype == np.bool_
    assert got.tolist() == expected


X = [[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, -1.0, 0.0], [0.0, -2.0, 1.0, 1.0]]
W_Q = [[1.0, 0.0, 0.5, 0.0], [0.0, 1.0, 0.0, -0.5], [0.5, 0.0, 1.0, 0.0], [0.0, 0.5, 0.0, 1.0]]
W_K = [[0.5, 0.0, 0.0, 1.0], [0.0, 0.5, 1.0, 0.0], [1.0, 0.0, 0.5, 0.0], [0.0, -1.0, 0.0, 0.5]]
W_V = [[1.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0], [0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 0.0, 1.0]]
W_O = [[1.0, 0.0, 0.0, 0.5], [0.0, 1.0, 0.5, 0.0], [0.0, 0.0, 1.0, 0.0], [0.5, 0.0, 0.0, 1.0]]


# Worked examples: the statement's calls and the values they must give, as they print.
def test_the_softmax_examples(answer: dict[str, Any]) -> None:
    softmax = answer["softmax"]
    _close(softmax([1.0, 2.0, 3.0]), [0.09003057317038046, 0.24472847105479764, 0.6652409557748218])
    _close(
        softmax([[1e4, 0.0, -1e4], [0.0, 0.0, 0.0]]),
        [[1.0, 0.0, 0.0], [1 / 3, 1 / 3, 1 / 3]],
    )
    got = softmax([[0.0, 1e4, 5.0], [1.0, 2.0, 3.0]], mask=[[T, F, T], [F, F, F]])
    _close(got, [[0.006692850924284856, 0.0, 0.9933071490757153], [0.0, 0.0, 0.0]])
    got = softmax([[0.0, 1.0, np.inf], [2.0, 1.0, np.nan]], mask=[T, T, F])
    _close(
        got,
        [
            [0.2689414213699951, 0.7310585786300049, 0.0],
            [0.7310585786300049, 0.2689414213699951, 0.0],
        ],
    )
    _close(
        softmax([[1.0, 2.0], [3.0, 2.0]], axis=0),
        [[0.11920292202211755, 0.5], [0.8807970779778823, 0.5]],
    )


def test_the_causal_mask_examples(answer: dict[str, Any]) -> None:
    causal_mask = answer["causal_mask"]
    _mask(causal_mask(3, 3), [[T, F, F], [T, T, F], [T, T, T]])
    _mask(causal_mask(2, 5), [[T, T, T, T, F], [T, T, T, T, T]])
    _mask(causal_mask(4, 2), [[F, F], [F, F], [T, F], [T, T]])
    _mask(causal_mask(1, 4), [[T, T, T, T]])


def test_the_attention_examples(answer: dict[str, Any]) -> None:
    attention, causal_mask = answer["attention"], answer["causal_mask"]
    q = [[1.0, 0.0], [0.0, 2.0]]
    k = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
    v = [[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]]
    out, weights = attention(q, k, v, mask=causal_mask(2, 3))
    _close(
        out, [[0.6697615493266569, 0.3302384506733431], [0.9999999999999999, 1.3374248223228093]]
    )
    _close(
        weights,
        [
            [0.6697615493266569, 0.3302384506733431, 0.0],
            [0.10838345178479356, 0.44580827410760315, 0.44580827410760315],
        ],
    )
    # dv = 3 beside d = 2: the scale is 1 / sqrt(2).
    out, weights = attention([[1.0, 1.0]], [[1.0, 0.0], [0.0, 1.0], [2.0, 0.0]], np.eye(3))
    expected = [[0.2482550782577231, 0.2482550782577231, 0.5034898434845538]]
    _close(out, expected)
    _close(weights, expected)
    q = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
    out, weights = attention(
        q, [[2.0, 0.0], [0.0, 2.0]], [[1.0, 2.0], [3.0, 4.0]], causal_mask(3, 2)
    )
    _close(out, [[0.0, 0.0], [1.0, 2.0], [2.0, 3.0]])
    _close(weights, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.5]])
    k = [[100.0, 0.0], [80.0, 0.0], [1e300, 1e300]]
    v = [[1.0, 0.0], [0.0, 1.0], [1e300, -1e300]]
    out, weights = attention([[100.0, 0.0]], k, v, mask=[T, T, F])
    _close(out, [[1.0, 0.0]])
    _close(weights, [[1.0, 0.0, 0.0]])


def test_the_multi_head_examples(answer: dict[str, Any]) -> None:
    mha = answer["multi_head_attention"]
    two_heads = [
        [1.5, 0.0, 2.0, 1.5],
        [0.7278339532179894, 0.8250419983207805, 0.7148043575549436, 0.26505865580627136],
        [0.25142031952882055, -3.5398459147429393, -0.9858322483569745, 0.38169216857628147],
    ]
    _close(mha(X, W_Q, W_K, W_V, W_O, num_heads=2), two_heads)
    _close(
        mha(X, W_Q, W_K, W_V, W_O, num_heads=2, causal=False),
        [
            [0.9549849438918523, -1.0018831030125102, 0.6208992571414155, 0.7989737681063518],
            [1.3369232331535474, 0.5076029950752413, 0.9889623444573834, 1.5615672724740632],
            two_heads[2],
        ],
    )
    _close(
        mha(X, W_Q, W_K, W_V, W_O, num_heads=1),
        [
            [1.5, 0.0, 2.0, 1.5],
            [0.7734298735845233, 0.9687601685539687, 1.0312398314460312, 0.4101448103767851],
            [0.9991600377205201, -1.9184728342397945, 0.03908365832114291, 1.4414881237091108],
        ],
    )
    batch = mha([X, X[::-1]], W_Q, W_K, W_V, W_O, num_heads=2)
    _close(batch[0], two_heads)
    _close(
        batch[1],
        [
            [1.0, -4.0, -1.0, 2.0],
            [1.0413149021629797, 1.125078500038284, 1.0481726195655279, 1.441994991821174],
            [0.9549849438918523, -1.0018831030125102, 0.6208992571414155, 0.7989737681063518],
        ],
    )
    with pytest.raises(ValueError):
        mha(X, W_Q, W_K, W_V, W_O, num_heads=3)


# The statement promises that masked entries change nothing "bit for bit"; the checks compare
# with a tolerance, so exact equality, and the absence of a warning, are said here.
def test_masked_entries_change_nothing_bit_for_bit(answer: dict[str, Any]) -> None:
    softmax, attention = answer["softmax"], answer["attention"]
    x = np.array([[0.5, -2.0, 3.0, 1.0], [1e4, 9998.5, -1e4, 2.0], [1.0, 2.0, 3.0, 4.0]])
    mask = np.array([[T, F, T, F], [F, T, T, F], [F, F, F, F]])
    base = softmax(x, mask=mask)
    for fill in (np.inf, -np.inf, np.nan, 1e300, -1e300, 0.0):
        padded = np.where(mask, x, fill)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            got = softmax(padded, mask=mask)
        assert np.array_equal(got, base), fill
    q = np.array([[0.5, 1.0], [2.0, -1.0]])
    k = np.array([[1.0, 0.5], [0.0, 0.0], [-1.0, 2.0]])
    v = np.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0], [-1.0, 0.5, 2.0]])
    keys = np.array([T, F, T])
    out, weights = attention(q, k, v, mask=keys)
    for fill in (1e300, -1e300, 7.0):
        k2, v2 = k.copy(), v.copy()
        k2[1], v2[1] = fill, -fill
        got_out, got_weights = attention(q, k2, v2, mask=keys)
        assert np.array_equal(got_weights, weights) and np.array_equal(got_out, out), fill


# No single case can say that one function's result must equal another's.
def test_multi_head_attention_is_each_heads_attention_side_by_side(answer: dict[str, Any]) -> None:
    attention, causal_mask, mha = (
        answer[n] for n in ("attention", "causal_mask", "multi_head_attention")
    )
    rng = np.random.default_rng(5)
    x = rng.normal(size=(2, 5, 6))
    w_q, w_k, w_v, w_o = (rng.normal(size=(6, 6)) for _ in range(4))
    for heads, causal in ((1, True), (2, False), (3, True), (6, True)):
        size = 6 // heads
        mask = causal_mask(5, 5) if causal else None
        parts = [
            attention(
                (x @ w_q)[..., h * size : (h + 1) * size],
                (x @ w_k)[..., h * size : (h + 1) * size],
                (x @ w_v)[..., h * size : (h + 1) * size],
                mask,
            )[0]
            for h in range(heads)
        ]
        expected = np.concatenate(parts, axis=-1) @ w_o
        _close(mha(x, w_q, w_k, w_v, w_o, heads, causal=causal), expected)


def test_zero_query_and_key_weights_give_the_causal_mean(answer: dict[str, Any]) -> None:
    zeros = np.zeros((4, 4))
    values = np.asarray(X) @ np.asarray(W_V)
    # Every score is 0, so token t averages the values of tokens 0..t equally.
    means = np.cumsum(values, axis=0) / np.arange(1, 4)[:, None]
    got = answer["multi_head_attention"](X, zeros, zeros, W_V, W_O, num_heads=2)
    _close(got, means @ np.asarray(W_O))
    got = answer["multi_head_attention"](X, zeros, zeros, W_V, W_O, num_heads=2, causal=False)
    _close(got, np.tile(values.mean(axis=0), (3, 1)) @ np.asarray(W_O))


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


def _empty_slice(mask: Any, axis: int) -> bool:
    return bool((~np.asarray(mask, dtype=bool).any(axis=axis)).any())


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the boundaries they are there to reach, so that a redraw that loses
# one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries() -> None:
    data = load_case_data(cases_path(ROOT, "attention"))

    logits = _drawn(data, "softmax_random_logits")
    assert {c["axis"] for c in logits} >= {0, 1, 2, -1}  # the first, a middle and the last axis
    assert any(np.shape(c["x"])[c["axis"]] == 1 for c in logits)  # a slice of one entry
    assert any(all(isinstance(v, int) for v in np.ravel(c["x"]).tolist()) for c in logits)

    huge = _drawn(data, "softmax_random_masked_huge_logits")
    assert any(np.abs(np.asarray(c["x"])[np.asarray(c["mask"])]).max(initial=0) > 5e3 for c in huge)
    assert any(_empty_slice(c["mask"], c["axis"]) for c in huge)  # a slice with nothing allowed
    assert any(not _empty_slice(c["mask"], c["axis"]) for c in huge)
    for c in huge:  # every masked entry holds +-1e300
        assert all(abs(v) == 1e300 for v in np.asarray(c["x"])[~np.asarray(c["mask"])])

    sizes = _drawn(data, "causal_mask_random_sizes")
    assert any(c["q_len"] < c["k_len"] for c in sizes) and any(
        c["q_len"] > c["k_len"] for c in sizes
    )
    assert any(c["q_len"] == c["k_len"] for c in sizes) and any(c["q_len"] == 1 for c in sizes)

    batches = _drawn(data, "attention_random_masked_batches")
    assert any(len(c["q"]) == 2 for c in batches)  # a batch axis of two
    assert any(_empty_slice(c["mask"], -1) for c in batches)  # a query that sees no key
    assert any(np.shape(c["q"])[-1] != np.shape(c["v"])[-1] for c in batches)  # d != dv
    assert any(all(isinstance(v, int) for v in np.ravel(c["v"]).tolist()) for c in batches)

    padded = _drawn(data, "attention_random_padded_keys")
    assert any(not any(c["mask"]) for c in padded)  # every key padded
    fills = {v for c in padded for v in np.asarray(c["k"])[~np.asarray(c["mask"])].ravel()}
    assert fills == {1e300, -1e300}

    sequences = _drawn(data, "mha_random_sequences")
    assert {c["num_heads"] for c in sequences} == {1, 2, 4}
    assert {c["causal"] for c in sequences} == {True, False}
    assert any(np.shape(c["x"])[-2] == 1 for c in sequences)  # L = 1
    assert any(np.shape(c["x"])[0] == 2 for c in sequences)  # two sequences


def test_a_key_input_holds_a_padded_huge_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.setup for k in keys)

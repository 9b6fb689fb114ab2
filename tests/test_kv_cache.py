"""The kv-cache exercise, beyond its cases: the reference and the answer written another way
(.meta/variants/loops_and_indexing.py) give the worked examples below, the empty-cache step
included; grouped-query attention is the attention exercise's attention over repeated kv
heads; cached decoding in chunks reproduces full causal attention on random sequences with
batch axes; the code the hints show, with the attention exercise's functions pasted in, is a
whole correct answer; the seeded random rows reach the boundaries the statement promises; and a
key input starts from an empty cache.

(The cases themselves, expected values included, are data in checks/kv_cache.toml; that the
reference and the variant pass them and print the statement's examples is
tests/test_exercises.py's job, and that every wrong answer fails the check it names is
tests/test_golden.py's.)"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data
from practice.keys import load_key_inputs
from practice.runner import run

SLUG = "kv-cache"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("repeat_kv", "grouped_query_attention", "decode_step", "kv_cache_bytes")
ANSWERS = {
    "reference": EXERCISE / ".meta" / "solution.py",
    "variant": EXERCISE / ".meta" / "variants" / "loops_and_indexing.py",
}


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _namespace(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return namespace


@pytest.fixture(scope="module", params=sorted(ANSWERS))
def answer(request: pytest.FixtureRequest) -> dict[str, Any]:
    namespace = _namespace(_source(ANSWERS[request.param]))
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def attention_exercise() -> dict[str, Any]:
    """The attention exercise's reference: its attention and causal_mask, to compare with."""
    return _namespace(_source(ROOT / "exercises" / "attention" / ".meta" / "solution.py"))


def _close(got: Any, expected: Any) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected), (got.shape, np.shape(expected))
    assert np.allclose(got, expected, rtol=1e-9, atol=1e-12), (got, expected)


# The statement's three tokens (H = 2 query heads over G = 1 kv head, d = dv = 1).
Q3 = [[[1.0], [0.5], [-1.0]], [[2.0], [0.0], [1.0]]]
K3 = [[[0.5], [-1.0], [2.0]]]
V3 = [[[1.0], [2.0], [3.0]]]
FULL3 = [[[1.0], [1.320821300824607], [1.8638221811306508]], [[1.0], [1.5], [2.610306642449239]]]


# Worked examples: the statement's calls and the values they must give.
def test_the_repeat_kv_examples(answer: dict[str, Any]) -> None:
    repeat_kv = answer["repeat_kv"]
    x = [[[1.0], [2.0]], [[3.0], [4.0]]]
    _close(repeat_kv(x, 2), [[[1.0], [2.0]], [[1.0], [2.0]], [[3.0], [4.0]], [[3.0], [4.0]]])
    batched = repeat_kv([[[[0.5, -1.0]]], [[[2.0, 0.0]]]], 3)
    _close(batched, [[[[0.5, -1.0]]] * 3, [[[2.0, 0.0]]] * 3])
    same = np.array(x)
    once = repeat_kv(same, 1)
    _close(once, x)
    assert not np.shares_memory(once, same)
    with pytest.raises(ValueError):
        repeat_kv(x, 0)


def test_the_grouped_query_examples(answer: dict[str, Any]) -> None:
    gqa = answer["grouped_query_attention"]
    q = [[[1.0], [1.0]], [[0.0], [-1.0]], [[1.0], [0.5]], [[2.0], [0.0]]]
    k = [[[1.0], [-1.0]], [[0.0], [2.0]]]
    v = [[[1.0], [3.0]], [[10.0], [20.0]]]
    _close(
        gqa(q, k, v),
        [
            [[1.0], [1.238405844044235]],
            [[1.0], [2.7615941559557644]],
            [[10.0], [17.31058578630005]],
            [[10.0], [15.0]],
        ],
    )
    _close(
        gqa(q, k, v, causal=False),
        [
            [[1.238405844044235], [1.238405844044235]],
            [[2.0], [2.7615941559557644]],
            [[18.807970779778824], [17.31058578630005]],
            [[19.820137900379084], [15.0]],
        ],
    )
    mqa = gqa(
        [[[1.0, 0.0]], [[0.0, 2.0]]],
        [[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]],
        [[[1.0], [2.0], [4.0]]],
    )
    _close(mqa, [[[2.401112092679786]], [[2.7832330964304126]]])
    _close(
        gqa([[[1.0], [1.0], [1.0]]], [[[1.0], [2.0]]], [[[5.0], [7.0]]]),
        [[[0.0], [5.0], [6.46211715726001]]],
    )
    _close(gqa([[[100.0]]], [[[100.0], [99.0]]], [[[1.0], [2.0]]]), [[[1.0]]])
    _close(gqa(Q3, K3, V3), FULL3)
    with pytest.raises(ValueError):
        gqa([[[1.0]], [[1.0]], [[1.0]]], [[[1.0]], [[1.0]]], [[[1.0]], [[1.0]]])


def test_the_decode_step_examples(answer: dict[str, Any]) -> None:
    decode_step = answer["decode_step"]
    empty = np.zeros((1, 0, 1))
    out, cache_k, cache_v = decode_step([[[1.0]], [[2.0]]], [[[0.5]]], [[[1.0]]], empty, empty)
    _close(out, [[[1.0]], [[1.0]]])
    _close(cache_k, [[[0.5]]])
    _close(cache_v, [[[1.0]]])
    out, cache_k, cache_v = decode_step(
        [[[-1.0]], [[1.0]]], [[[2.0]]], [[[3.0]]], [[[0.5], [-1.0]]], [[[1.0], [2.0]]]
    )
    _close(out, [[[1.8638221811306508]], [[2.610306642449239]]])
    _close(cache_k, K3)
    _close(cache_v, V3)
    out, cache_k, cache_v = decode_step(
        [[[0.5], [-1.0]], [[0.0], [1.0]]], [[[-1.0], [2.0]]], [[[2.0], [3.0]]], [[[0.5]]], [[[1.0]]]
    )
    _close(out, [[[1.320821300824607], [1.8638221811306508]], [[1.5], [2.610306642449239]]])
    _close(cache_k, K3)
    _close(cache_v, V3)


def test_the_kv_cache_bytes_examples(answer: dict[str, Any]) -> None:
    size = answer["kv_cache_bytes"]
    cases = [
        ((80, 8, 128, 4096), {}, 1342177280),
        ((80, 64, 128, 4096), {}, 10737418240),
        ((80, 8, 128, 1), {}, 327680),
        ((80, 8, 128, 4096), {"batch_size": 16, "bytes_per_value": 1}, 10737418240),
    ]
    for args, kwargs, expected in cases:
        got = size(*args, **kwargs)
        assert type(got) is int and got == expected, (args, kwargs, got)


# No single case can say that one function's result equals another's.
def test_grouped_query_attention_is_attention_over_repeated_kv_heads(
    answer: dict[str, Any], attention_exercise: dict[str, Any]
) -> None:
    attention, causal_mask = attention_exercise["attention"], attention_exercise["causal_mask"]
    rng = np.random.default_rng(7)
    for heads, groups, q_len, k_len, causal in [
        (4, 2, 3, 5, True),
        (6, 3, 4, 2, True),
        (3, 1, 2, 2, False),
        (2, 2, 1, 4, True),
    ]:
        q = rng.normal(size=(2, heads, q_len, 3))
        k = rng.normal(size=(2, groups, k_len, 3))
        v = rng.normal(size=(2, groups, k_len, 2))
        n_rep = heads // groups
        mask = causal_mask(q_len, k_len) if causal else None
        expected, _ = attention(
            q, answer["repeat_kv"](k, n_rep), answer["repeat_kv"](v, n_rep), mask
        )
        _close(answer["grouped_query_attention"](q, k, v, causal=causal), expected)


def test_cached_decoding_in_chunks_is_full_causal_attention(answer: dict[str, Any]) -> None:
    gqa, decode_step = answer["grouped_query_attention"], answer["decode_step"]
    rng = np.random.default_rng(11)
    q = rng.normal(size=(2, 6, 5, 4))  # a batch of two, H = 6 over G = 3, five positions
    k = rng.normal(size=(2, 3, 5, 4))
    v = rng.normal(size=(2, 3, 5, 2))
    full = gqa(q, k, v)
    for cuts in itertools.chain.from_iterable(
        itertools.combinations(range(1, 5), r) for r in range(5)
    ):
        bounds = (0, *cuts, 5)
        cache_k, cache_v = np.zeros((2, 3, 0, 4)), np.zeros((2, 3, 0, 2))
        outs = []
        for start, end in itertools.pairwise(bounds):
            out, cache_k, cache_v = decode_step(
                q[..., start:end, :], k[..., start:end, :], v[..., start:end, :], cache_k, cache_v
            )
            outs.append(out)
        _close(np.concatenate(outs, axis=-2), full)
        _close(cache_k, k)
        _close(cache_v, v)


def test_the_code_the_hints_show_is_a_correct_answer() -> None:
    blocks = []
    for path in sorted((ROOT / "hints" / SLUG).glob("*.md"), key=lambda p: int(p.stem)):
        blocks += re.findall(r"```python\n(.*?)```", _source(path), re.S)
    # The hints build on the learner's own softmax, causal_mask and attention, pasted in from
    # the attention exercise: its reference stands for them here.
    pasted = _source(ROOT / "exercises" / "attention" / ".meta" / "solution.py")
    source = pasted + "\n\n" + "\n".join(blocks)
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
    data = load_case_data(cases_path(ROOT, "kv_cache"))

    repeats = _drawn(data, "repeat_kv_random_heads")
    assert {c["n_rep"] for c in repeats} == {1, 2, 3}
    assert any(np.shape(c["x"])[1] > 1 and c["n_rep"] > 1 for c in repeats)  # tile differs
    assert any(np.shape(c["x"])[0] == 2 for c in repeats)  # a batch of two
    assert any(all(isinstance(x, int) for x in np.ravel(c["x"]).tolist()) for c in repeats)

    groups = _drawn(data, "gqa_random_groups")
    shapes = [(np.shape(c["q"])[-2], np.shape(c["k"])[-2], c["causal"]) for c in groups]
    assert any(lq > lk and causal for lq, lk, causal in shapes)  # leading zero rows
    assert any(lq < lk and causal for lq, lk, causal in shapes)  # a cache-like offset
    assert any(not causal for _, _, causal in shapes)
    assert any(np.shape(c["q"])[-1] != np.shape(c["v"])[-1] for c in groups)  # d != dv

    huge = _drawn(data, "gqa_random_multi_query_huge_scores")
    scores = [np.abs(np.asarray(c["q"]) @ np.swapaxes(c["k"], -1, -2)).max() for c in huge]
    assert max(scores) > 5e3  # scores of the order of 1e4
    assert any(np.shape(c["q"])[0] == 2 for c in huge)

    steps = _drawn(data, "decode_step_random_chunks")
    assert any(np.shape(c["q_new"])[-2] > 1 for c in steps)  # a chunk
    assert any(np.shape(c["q_new"])[-2] == 1 for c in steps)  # one token
    assert any(np.shape(c["cache_k"])[-2] > 1 for c in steps)

    sizes = data.expected["random"]["kv_cache_bytes_random_models"]
    assert any(c["expected"] > 2**31 for c in sizes)
    assert any(c["expected"] < 2**31 for c in sizes)


def test_a_key_input_starts_from_an_empty_cache() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("np.zeros((1, 0, 2))" in k.call for k in keys)

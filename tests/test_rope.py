"""The rope exercise, beyond its cases: the worked examples' exact numbers, the two identities the
statement promises (the permutation turns interleaved rotations into half ones, and scores see
only relative positions), the permutation's direction, and the boundaries the seeded random rows
reach.

(The cases themselves, expected values included, are data in checks/rope.toml; that the
reference passes them and prints the statement's examples is tests/test_exercises.py's job, that
a correct answer written another way (.meta/variants/) passes and unlocks is its job too, and
that every wrong answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data

SLUG = "rope"
FUNCTIONS = ("rope_angles", "apply_rope", "rope_scores", "interleaved_to_half")


@pytest.fixture(scope="module")
def ref() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    source = (ROOT / "exercises" / SLUG / ".meta" / "solution.py").read_text("utf-8")
    exec(source, namespace)
    return {name: namespace[name] for name in FUNCTIONS}


def _same(got: Any, expected: Any) -> None:
    """A new float64 array with these values (the reference gives them to the last bit or so)."""
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    np.testing.assert_allclose(got, expected, rtol=1e-13, atol=1e-15)


# The worked examples, with the outputs a correct implementation prints (repr of each float).
def test_the_angles_of_the_worked_examples(ref: dict[str, Any]) -> None:
    cos, sin = ref["rope_angles"]([0, 1, 2], 4)
    _same(
        cos,
        [
            [1.0, 1.0],
            [0.5403023058681398, 0.9999500004166653],
            [-0.4161468365471424, 0.9998000066665778],
        ],
    )
    _same(
        sin,
        [
            [0.0, 0.0],
            [0.8414709848078965, 0.009999833334166664],
            [0.9092974268256817, 0.01999866669333308],
        ],
    )
    cos, sin = ref["rope_angles"]([3], 6, base=100.0)
    _same(cos, [[-0.9899924966004454, 0.7982992213658409, 0.990320699135675]])
    _same(sin, [[0.1411200080598672, 0.6022610340763316, 0.13879810108005053]])
    cos, sin = ref["rope_angles"]([[0, 1], [10, 11]], 2)
    _same(cos, [[[1.0], [0.5403023058681398]], [[-0.8390715290764524], [0.004425697988050785]]])
    _same(sin, [[[0.0], [0.8414709848078965]], [[-0.5440211108893698], [-0.9999902065507035]]])
    with pytest.raises(ValueError):
        ref["rope_angles"]([0, 1], 5)


def test_the_rotations_of_the_worked_examples(ref: dict[str, Any]) -> None:
    apply = ref["apply_rope"]
    half = [-1.9841106485555495, 1.959900667496664, 2.4623779024123156, 4.019799668334994]
    _same(apply([[1.0, 2.0, 3.0, 4.0]], [1]), [half])
    interleaved = [-1.1426396637476532, 1.922075596544176, 2.9598506679133294, 4.029799501669161]
    _same(apply([[1.0, 2.0, 3.0, 4.0]], [1], layout="interleaved"), [interleaved])
    at_100 = [2.3814157956169604, -2.2852793274953065, 2.0805909757532928, 3.844151193088352]
    _same(apply([[1.0, 2.0, 3.0, 4.0]] * 3, [0, 1, 100]), [[1.0, 2.0, 3.0, 4.0], half, at_100])
    two = [[[1.2425864601263648, -0.6752620891999122]], [[0.09691565562451554, 1.4108888530620938]]]
    _same(apply(np.ones((2, 1, 2)), [[5], [7]]), two)
    with pytest.raises(ValueError):
        apply([[1.0, 2.0, 3.0]], [0])


def test_the_scores_and_permutations_of_the_worked_examples(ref: dict[str, Any]) -> None:
    scores, to_half = ref["rope_scores"], ref["interleaved_to_half"]
    q = [[1.0, 0.5, -1.0, 2.0]]
    k = [[0.3, 1.0, 2.0, -0.5], [1.0, 1.0, 1.0, 1.0]]
    _same(scores(q, k, [5], [2, 3]), [[1.4402983704283427, 4.288096870277808]])
    _same(scores(q, k, [105], [102, 103]), [[1.440298370428343, 4.288096870277808]])
    _same(scores(q, k, [0], [0, 0]), [[-2.2, 2.5]])
    _same(
        scores(q, k, [5], [2, 3], layout="interleaved"), [[-3.7756763423851667, 0.7702324651787056]]
    )
    _same(
        to_half([0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]), [0.0, 2.0, 4.0, 6.0, 1.0, 3.0, 5.0, 7.0]
    )
    two_heads = [0.0, 2.0, 4.0, 1.0, 3.0, 5.0, 6.0, 8.0, 10.0, 7.0, 9.0, 11.0]
    _same(to_half(np.arange(12.0), num_heads=2), two_heads)
    w = [[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0]]
    permuted = [[1.0, 3.0, 2.0, 4.0, 5.0, 7.0, 6.0, 8.0], [8.0, 6.0, 7.0, 5.0, 4.0, 2.0, 3.0, 1.0]]
    _same(to_half(w, num_heads=2), permuted)
    _same(scores(to_half(q), to_half(k), [5], [2, 3]), [[-3.7756763423851663, 0.7702324651787057]])
    with pytest.raises(ValueError):
        to_half(np.zeros((2, 6)), num_heads=2)


# No single case can say that one call's result must equal another's: these are the statement's
# identities, on random vectors of head dims 6 and 8 and several heads.
@pytest.mark.parametrize(("num_heads", "head_dim"), [(1, 6), (1, 8), (3, 6), (2, 8)])
def test_permuting_turns_interleaved_rotations_and_scores_into_half_ones(
    ref: dict[str, Any], num_heads: int, head_dim: int
) -> None:
    apply, scores, to_half = ref["apply_rope"], ref["rope_scores"], ref["interleaved_to_half"]
    rng = np.random.default_rng(head_dim + num_heads)
    x = rng.normal(size=(4, head_dim))
    positions = np.array([0, 3, 1000, 99999])
    np.testing.assert_allclose(
        apply(to_half(x), positions, layout="half"),
        to_half(apply(x, positions, layout="interleaved")),
        rtol=1e-12,
        atol=1e-12,
    )
    # A projection W_q of shape (d_model, num_heads * head_dim): permuting its columns per
    # head gives, head by head, the queries of the other layout.
    w = rng.normal(size=(5, num_heads * head_dim))
    tokens = rng.normal(size=(3, 5))
    heads = (tokens @ w).reshape(3, num_heads, head_dim).transpose(1, 0, 2)
    converted = (tokens @ to_half(w, num_heads)).reshape(3, num_heads, head_dim).transpose(1, 0, 2)
    np.testing.assert_allclose(converted, to_half(heads), rtol=1e-12, atol=1e-12)
    q_pos, k_pos = [2, 7, 8], [0, 1, 5]
    np.testing.assert_allclose(
        scores(converted, converted, q_pos, k_pos, layout="half"),
        scores(heads, heads, q_pos, k_pos, layout="interleaved"),
        rtol=1e-9,
        atol=1e-9,
    )


def test_the_scores_see_only_relative_positions(ref: dict[str, Any]) -> None:
    rng = np.random.default_rng(5)
    q, k = rng.normal(size=(2, 3, 8)), rng.normal(size=(2, 4, 8))
    q_pos, k_pos = np.array([[4, 5, 9], [0, 2, 3]]), np.array([[0, 1, 2, 3], [7, 1, 0, 5]])
    for layout in ("half", "interleaved"):
        before = ref["rope_scores"](q, k, q_pos, k_pos, layout=layout)
        for shift in (1, 100, -37.5, 100000):
            after = ref["rope_scores"](q, k, q_pos + shift, k_pos + shift, layout=layout)
            np.testing.assert_allclose(after, before, rtol=1e-9, atol=1e-9)


def test_the_permutation_has_a_direction_from_head_dim_6_on(ref: dict[str, Any]) -> None:
    to_half = ref["interleaved_to_half"]
    four = np.arange(4.0)
    np.testing.assert_array_equal(to_half(to_half(four)), four)  # [0, 2, 1, 3] twice
    six = np.arange(6.0)
    assert not np.array_equal(to_half(to_half(six)), six)
    np.testing.assert_array_equal(to_half(six), [0.0, 2.0, 4.0, 1.0, 3.0, 5.0])


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _items(value: Any) -> list[Any]:
    """The numbers of a nested list, as stored (ints stay ints)."""
    if isinstance(value, list):
        return [item for part in value for item in _items(part)]
    return [value]


def _drawn(data: Any, name: str) -> list[dict[str, Any]]:
    """The stored cases of one random row, arguments by name."""
    spec = next(s for s in data.random if s["name"] == name)
    params = data.signatures[spec["function"]]
    cases = data.expected["random"][name]
    return [
        dict(zip(params, (_plain(a) for a in case["args"]))) | case.get("kwargs", {})
        for case in cases
    ]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the edges they are there to reach, so that a redraw that loses one
# fails here instead of quietly checking less.
def test_the_random_rows_reach_the_edges() -> None:
    data = load_case_data(cases_path(ROOT, "rope"))
    flat = lambda p: np.ravel(np.asarray(p, dtype=float))  # noqa: E731

    angles = _drawn(data, "angles_random_positions")
    assert {c["dim"] for c in angles} == {2, 4, 6, 8}
    assert {c["base"] for c in angles} == {100.0, 10000.0, 500000.0}
    positions = np.concatenate([flat(c["positions"]) for c in angles])
    assert positions.max() > 9e4 and positions.min() < -5e4
    assert any(p != round(p) for p in positions)  # fractional
    assert any(all(isinstance(p, int) for p in _items(c["positions"])) for c in angles)

    vectors = _drawn(data, "rope_random_vectors")
    assert {c["layout"] for c in vectors} == {"half", "interleaved"}
    assert {c["base"] for c in vectors} == {10000.0, 500000.0}
    assert any(min(flat(c["positions"])) < 0 for c in vectors)
    assert any(all(isinstance(v, int) for v in _items(c["x"])) for c in vectors)  # int x

    batches = _drawn(data, "rope_random_batches")
    assert all(np.shape(c["positions"])[1] == 1 for c in batches)  # (B, 1, L)
    assert any(np.shape(c["x"])[0] == 2 for c in batches)
    assert {c["layout"] for c in batches} == {"half", "interleaved"}

    scores = _drawn(data, "scores_random_queries_and_keys")
    assert {c["layout"] for c in scores} == {"half", "interleaved"}
    assert any(np.shape(c["q"])[0] > 1 and np.shape(c["k"])[0] > 1 for c in scores)
    assert max(max(flat(c["q_pos"])) for c in scores) > 9e4

    weights = _drawn(data, "perm_random_weights")
    assert {c["num_heads"] for c in weights} == {1, 2, 3, 6}  # head dims 12, 6, 4 and 2

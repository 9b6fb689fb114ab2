"""The sampling exercise, beyond its cases: the worked examples give the numbers written out below
(the reference and the variant); no case sits within rounding of a top-p or min-p threshold;
the identities the statement relies on (top-k and min-p commute, the temperature is a rescaling
of the logits, greedy speculative sampling is the target's argmax, speculative steps yield
expected_tokens_per_step tokens on average); the closed form passes the tolerance it is promised;
the code the hints show is a correct answer; and the seeded random rows reach their edges.

(The cases themselves, expected values included, are data in checks/sampling.toml; that the
reference passes them and prints the statement's examples is tests/test_exercises.py's job, that
the correct answer in .meta/variants/ passes and unlocks is its job too, and that every wrong
answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import build_argument, cases_path, load_case_data
from practice.runner import run

SLUG = "sampling"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("next_token_probs", "sample_token", "speculative_step", "expected_tokens_per_step")
ANSWERS = {
    "reference": EXERCISE / ".meta" / "solution.py",
    "variant": EXERCISE / ".meta" / "variants" / "loops_and_closed_form.py",
}
INF = np.inf


def _functions(path: Path) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(path.read_text("utf-8"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def ref() -> dict[str, Any]:
    return _functions(ANSWERS["reference"])


@pytest.fixture(scope="module", params=sorted(ANSWERS))
def answer(request: pytest.FixtureRequest) -> dict[str, Any]:
    return _functions(ANSWERS[request.param])


def _close(got: Any, expected: Any, rtol: float = 1e-12) -> None:
    assert type(got) is np.ndarray and got.dtype == np.float64
    assert got.shape == np.shape(expected)
    np.testing.assert_allclose(got, expected, rtol=rtol, atol=1e-15)


# --- the worked examples -------------------------------------------------------------------------

# Each call of the statement's examples and the probabilities a correct answer gives (the
# reference's to the last bit or so).
PROBS_EXAMPLES = [
    (
        ([2.0, 1.0, 0.0, -1.0],),
        {},
        [0.6439142598879724, 0.23688281808991013, 0.08714431874203257, 0.03205860328008499],
    ),
    (
        ([2.0, 1.0, 0.0, -1.0],),
        {"temperature": 0.5},
        [0.8649548767993754, 0.11705891323853293, 0.01584220117850692, 0.002144008783584634],
    ),
    (
        ([[1.0, 3.0, 3.0, -2.0], [0.5, -INF, 0.25, 0.0]],),
        {"temperature": 0.0},
        [[0.0, 1.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]],
    ),
    (
        ([1.0, 3.0, 2.0, 2.0, 0.0],),
        {"top_k": 2},
        [0.0, 0.5761168847658291, 0.21194155761708544, 0.21194155761708544, 0.0],
    ),
    (([2.0, 1.0, 0.0, -1.0],), {"top_p": 0.8}, [0.7310585786300049, 0.2689414213699951, 0.0, 0.0]),
    (([0.0, 0.0, -INF, 0.0, 0.0],), {"top_p": 0.5}, [0.25, 0.25, 0.0, 0.25, 0.25]),
    (([3.0, 2.0, 0.0, -1.0],), {"min_p": 0.1}, [0.7310585786300049, 0.2689414213699951, 0.0, 0.0]),
    (
        ([3.0, 2.0, 0.0, -1.0],),
        {"temperature": 2.0, "min_p": 0.1},
        [0.508906861659202, 0.3086676145344417, 0.11355246954265256, 0.06887305426370378],
    ),
    (
        ([1.3862943611198906, 1.0986122886681098, 0.6931471805599453, 0.0],),
        {"top_p": 0.75, "min_p": 0.3},
        [0.4444444444444444, 0.33333333333333337, 0.2222222222222222, 0.0],
    ),
    (
        ([10000.0, 9999.0, -10000.0],),
        {"temperature": 0.5, "top_k": 2},
        [0.8807970779778823, 0.11920292202211755, 0.0],
    ),
]


@pytest.mark.parametrize(("args", "kwargs", "expected"), PROBS_EXAMPLES)
def test_the_next_token_examples(answer: dict[str, Any], args, kwargs, expected) -> None:
    _close(answer["next_token_probs"](*args, **kwargs), expected)


def test_the_sampling_and_speculative_examples(answer: dict[str, Any]) -> None:
    sample, step, tokens = (answer[n] for n in FUNCTIONS[1:])
    for probs, u, token in [
        ([0.25, 0.0, 0.5, 0.25], 0.25, 2),
        ([0.0, 0.0, 0.5, 0.5], 0.0, 2),
        ([0.1, 0.2, 0.7], 0.9999999999999999, 2),
        ([1.0, 3.0], 0.5, 1),
    ]:
        got = sample(probs, u)
        assert type(got) is int and got == token
    p = [[0.5, 0.5, 0.0], [0.25, 0.25, 0.5], [0.0, 0.5, 0.5]]
    q = [[0.25, 0.75, 0.0], [0.5, 0.5, 0.0]]
    assert step(p, q, [0, 1], [0.9, 0.4], 0.3) == [0, 1, 1]  # both accepted, then the bonus
    assert step(p, q, [0, 1], [0.9, 0.6], 0.3) == [0, 2]  # the second replaced from the residual
    assert step([[0.0, 1.0], [0.5, 0.5]], [[0.5, 0.5]], [0], [0.0], 0.9) == [1]
    assert step([[0.2, 0.3, 0.5]], [], [], [], 0.6) == [2]
    for bad in (lambda: step([[0.5, 0.5]] * 2, [[0.5, 0.5]] * 2, [0, 1], [0.5, 0.5], 0.5),):
        with pytest.raises(ValueError):
            bad()
    # The sum is exact to the last bit; the variant's closed form agrees within 1e-7.
    for alpha, k, value in [
        (0.8, 4, 3.3616000000000006),
        (1.0, 4, 5.0),
        (0.0, 7, 1.0),
        (0.999999999999, 4, 4.99999999999),
        (0.5, 0, 1.0),
    ]:
        got = tokens(alpha, k)
        assert type(got) is float and got == pytest.approx(value, rel=1e-7)
    with pytest.raises(ValueError):
        tokens(1.5, 4)
    with pytest.raises(ValueError):
        answer["next_token_probs"]([1.0, 2.0], top_k=0)


def test_the_reference_prints_the_examples_to_the_last_bit(ref: dict[str, Any]) -> None:
    for args, kwargs, expected in PROBS_EXAMPLES:
        assert ref["next_token_probs"](*args, **kwargs).tolist() == expected
    assert ref["expected_tokens_per_step"](0.8, 4) == 3.3616000000000006
    assert ref["expected_tokens_per_step"](0.999999999999, 4) == 4.99999999999


# --- no case sits on a threshold -----------------------------------------------------------------


def _probs_cases() -> list[tuple[str, tuple[Any, ...], dict[str, Any]]]:
    """Every case of next_token_probs, written or drawn, as (id, args, kwargs) by name."""
    data = load_case_data(cases_path(ROOT, SLUG))
    params = data.signatures["next_token_probs"]
    found = []
    for row in data.rows:
        for case in row.cases:
            if case.function != "next_token_probs" or case.raises:
                continue
            args = tuple(
                build_argument(a, "float64" if i == 0 else None, data.inputs)
                for i, a in enumerate(case.args)
            )
            kwargs = {k: build_argument(v, None, data.inputs) for k, v in case.kwargs.items()}
            named = dict(zip(params, args)) | kwargs
            found.append((case.id, named))
    return found


@pytest.mark.parametrize(
    ("case_id", "named"), _probs_cases(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_moving_top_p_or_min_p_by_1e_9_changes_no_case(ref: dict[str, Any], case_id, named) -> None:
    """The checks promise inputs clear of rounding at the thresholds: nudging top_p or min_p
    either way keeps the same tokens, so any correct order of summation gives the same set."""
    base = ref["next_token_probs"](**named)
    for key, low, high in (("top_p", 1e-9, 1.0), ("min_p", 0.0, 1.0)):
        value = named.get(key)
        if value is None or (key == "top_p" and value == 1.0):
            continue
        for nudged in (value - 1e-9, value + 1e-9):
            if low <= nudged <= high:
                moved = ref["next_token_probs"](**(named | {key: nudged}))
                assert ((moved > 0) == (base > 0)).all(), (case_id, key, nudged)


# --- identities ----------------------------------------------------------------------------------


def _log(p: np.ndarray) -> np.ndarray:
    """Log-probabilities as logits: a token with probability 0 becomes banned (-inf)."""
    return np.where(p > 0, np.log(np.where(p > 0, p, 1.0)), -np.inf)


def test_top_k_and_min_p_commute_and_temperature_rescales_the_logits(
    answer: dict[str, Any],
) -> None:
    probs = answer["next_token_probs"]
    rng = np.random.default_rng(17)
    for _ in range(60):
        logits = np.round(rng.normal(size=(2, 6)) * 2, 1)  # rounded: ties occur
        k, m, t = (
            int(rng.integers(1, 7)),
            float(rng.choice([0.05, 0.2, 0.5])),
            float(rng.choice([0.5, 2.0])),
        )
        both = probs(logits, top_k=k, min_p=m)
        _close(probs(_log(probs(logits, min_p=m)), top_k=k), both, rtol=1e-9)
        _close(probs(_log(probs(logits, top_k=k)), min_p=m), both, rtol=1e-9)
        _close(probs(logits, temperature=t, top_p=0.7), probs(logits / t, top_p=0.7), rtol=1e-9)


def test_greedy_speculative_sampling_emits_the_targets_argmax(answer: dict[str, Any]) -> None:
    probs, step = answer["next_token_probs"], answer["speculative_step"]
    rng = np.random.default_rng(3)
    for _ in range(40):
        k = int(rng.integers(0, 4))
        target = probs(rng.normal(size=(k + 1, 5)), temperature=0.0)
        draft = probs(rng.normal(size=(k, 5)), temperature=0.0) if k else np.zeros((0, 5))
        drafts = [
            int(np.argmax(row)) if rng.random() < 0.6 else int(rng.integers(5))
            for row in (target[:k] if k else [])
        ]
        out = step(target, draft, drafts, rng.random(k), float(rng.random()))
        best = [int(i) for i in np.argmax(target, axis=-1)]
        n = next((i for i in range(k) if drafts[i] != best[i]), k)
        assert out == drafts[:n] + [best[n]]


def test_speculative_steps_yield_the_expected_number_of_tokens(ref: dict[str, Any]) -> None:
    """With the same target and draft at every position, a draft is accepted with probability
    alpha = sum min(p, q), and the mean length of a step is expected_tokens_per_step."""
    sample, step, expected = (
        ref["sample_token"],
        ref["speculative_step"],
        ref["expected_tokens_per_step"],
    )
    p, q = np.array([0.5, 0.3, 0.2, 0.0]), np.array([0.2, 0.3, 0.3, 0.2])
    alpha = float(np.minimum(p, q).sum())  # 0.7
    rng = np.random.default_rng(11)
    for k in (1, 3):
        lengths = []
        for _ in range(6000):
            drafts = [sample(q, float(u)) for u in rng.random(k)]
            lengths.append(
                len(
                    step(
                        np.tile(p, (k + 1, 1)),
                        np.tile(q, (k, 1)),
                        drafts,
                        rng.random(k),
                        float(rng.random()),
                    )
                )
            )
        mean, spread = np.mean(lengths), np.std(lengths) / np.sqrt(len(lengths))
        assert abs(mean - expected(alpha, k)) < 4 * spread


def test_the_closed_form_with_a_branch_at_1_is_within_the_promised_tolerance(
    ref: dict[str, Any],
) -> None:
    closed = lambda a, k: float(k + 1) if a == 1 else (1 - a ** (k + 1)) / (1 - a)  # noqa: E731
    rng = np.random.default_rng(5)
    for e in range(1, 16):
        for a in 1 - rng.uniform(0.5, 1.5, 10) * 10.0**-e:
            for k in (0, 1, 4, 12):
                assert closed(a, k) == pytest.approx(
                    ref["expected_tokens_per_step"](a, k), rel=1e-7
                )


def test_the_code_the_hints_show_is_a_correct_answer() -> None:
    blocks = []
    for path in sorted((ROOT / "hints" / SLUG).glob("*.md"), key=lambda p: int(p.stem)):
        blocks += re.findall(r"```python\n(.*?)```", path.read_text("utf-8"), re.S)
    result = run(ROOT, SLUG, "import numpy as np\n\n" + "\n\n".join(blocks), "checks")
    assert [c["name"] for c in result["checks"] if c["status"] != "pass"] == []


# --- the random rows -----------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    return value["array"] if isinstance(value, dict) else value


def _drawn(data: Any, name: str) -> list[dict[str, Any]]:
    """The stored cases of one random row, arguments by name."""
    (spec,) = [s for s in data.random if s["name"] == name]
    params = data.signatures[spec["function"]]
    return [
        dict(zip(params, (_plain(a) for a in c["args"]))) | {"expected": c["expected"]}
        for c in data.expected["random"][name]
    ]


def _ints(value: Any) -> bool:
    return all(isinstance(v, int) for v in np.ravel(np.array(value, dtype=object)))


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are the edges they are there to reach, so that a redraw that loses one
# fails here instead of quietly checking less.
def test_the_random_rows_reach_the_edges() -> None:
    data = load_case_data(cases_path(ROOT, SLUG))

    filters = _drawn(data, "probs_random_filters")
    assert any(c["temperature"] == 0.0 for c in filters) and any(
        c["temperature"] > 0 for c in filters
    )
    assert any(_ints(c["logits"]) for c in filters)  # integer logits
    assert any(len(c["logits"]) == 2 for c in filters)  # two rows
    assert any(len(set(row)) == 1 for c in filters for row in c["logits"])  # a row of ties
    assert any(c["top_k"] >= len(c["logits"][0]) for c in filters) and any(
        c["top_k"] == 1 for c in filters
    )
    assert {1.0, 0.3} <= {c["top_p"] for c in filters} and {0.0, 1.0} <= {
        c["min_p"] for c in filters
    }
    # Some case keeps more than one token but not every one: a filter at work.
    assert any(
        0 < np.count_nonzero(np.asarray(c["expected"]) == 0) < np.size(c["expected"]) - 1
        for c in filters
    )

    for name, sign in (
        ("probs_random_logits_near_plus_1e4", 1),
        ("probs_random_logits_near_minus_1e4", -1),
    ):
        huge = _drawn(data, name)
        assert all(9990 <= sign * v <= 10000 for c in huge for v in c["logits"])
        assert any(c["temperature"] < 1 for c in huge)
        assert any(0.01 < max(c["expected"]) < 0.99 for c in huge) or sign < 0  # not just one-hot

    banned = _drawn(data, "probs_random_filters_with_banned_tokens")
    assert all(-INF in c["logits"] for c in banned)
    assert any(c["logits"][0] == -INF for c in banned) and any(
        c["logits"][-1] == -INF for c in banned
    )
    assert any(c["temperature"] == 0.0 for c in banned)

    weights = _drawn(data, "sample_random_integer_weights")
    assert all(sum(c["probs"]) > 0 and min(c["probs"]) >= 0 for c in weights)
    assert any(_ints(c["probs"]) and 0 in c["probs"] for c in weights)  # integer weights with zeros
    assert {0.0, 0.9999999999999999} <= {c["u"] for c in weights}
    # An exact boundary: u * total equal to a running sum.
    assert any(
        c["u"] * sum(c["probs"]) in np.cumsum(c["probs"]).tolist() for c in weights if c["u"] > 0
    )

    filtered = _drawn(data, "sample_random_filtered_distributions")
    assert any(0.0 in c["probs"] for c in filtered)

    steps = _drawn(data, "spec_random_steps")
    assert {len(c["draft_tokens"]) for c in steps} == {1, 2, 3}
    assert any(len(c["expected"]) == len(c["draft_tokens"]) + 1 for c in steps)  # all accepted
    assert any(len(c["expected"]) == 1 for c in steps)  # the first draft rejected
    drafted = [
        (c["p_target"][i][x], c["q_draft"][i][x])
        for c in steps
        for i, x in enumerate(c["draft_tokens"])
    ]
    assert any(qx == 0 for _, qx in drafted) and any(px == 0 for px, _ in drafted)

    rates = _drawn(data, "tokens_random_rates")
    assert min(c["k"] for c in rates) <= 3 and max(c["k"] for c in rates) >= 10

"""The gpt-block exercise, beyond its cases: the reference reproduces the worked examples (their
outputs and the block's intermediate values, which no single case can show) in CPython; the
statement's recipe for the checks' parameters rebuilds exactly the named inputs of the cases
file; causality and the loss relate several calls; and the seeded random rows reach the
boundaries the statement promises.

(The cases themselves, expected values included, are data in checks/gpt_block.toml; that the
reference passes them and prints the statement's examples is tests/test_exercises.py's job, that
a correct answer written another way passes them and unlocks is its job too, through
.meta/variants/, and that every wrong answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np
import pytest
from conftest import ROOT

from practice.cases import build_argument, cases_path, load_case_data

SLUG = "gpt-block"
EXERCISE = ROOT / "exercises" / SLUG
FUNCTIONS = ("layer_norm", "gelu", "gpt2_block", "token_logprobs", "gpt2_logits")


@pytest.fixture(scope="module")
def ref() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec((EXERCISE / ".meta" / "solution.py").read_text("utf-8"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


@pytest.fixture(scope="module")
def data() -> Any:
    return load_case_data(cases_path(ROOT, "gpt_block"))


def _named(data: Any, name: str) -> Any:
    return build_argument({"input": name}, "float64", data.inputs)


def _close(got: Any, expected: Any, rtol: float = 1e-12) -> None:
    got = np.asarray(got)
    assert got.dtype == np.float64 and got.shape == np.shape(expected), (got.shape, expected)
    assert np.allclose(got, expected, rtol=rtol, atol=1e-15), (got, expected)


def P(shape: tuple[int, ...], a: int, s: float = 0.125) -> np.ndarray:
    k = np.arange(1, int(np.prod(shape)) + 1)
    return s * ((a * k * k) % 11 - 5).reshape(shape)


def _block(a: tuple[int, ...], width: int) -> dict[str, Any]:
    """A block built with P from twelve multipliers, in the statement's order."""
    return {
        "ln_1": {"g": 1 + P((4,), a[0], 0.0625), "b": P((4,), a[1], 0.0625)},
        "attn": {
            "c_attn": {"w": P((4, 12), a[2]), "b": P((12,), a[3], 0.0625)},
            "c_proj": {"w": P((4, 4), a[4]), "b": P((4,), a[5], 0.0625)},
        },
        "ln_2": {"g": 1 + P((4,), a[6], 0.0625), "b": P((4,), a[7], 0.0625)},
        "mlp": {
            "c_fc": {"w": P((4, width), a[8]), "b": P((width,), a[9], 0.0625)},
            "c_proj": {"w": P((width, 4), a[10]), "b": P((4,), a[11], 0.0625)},
        },
    }


BLOCK_A = (2, 5, 7, 4, 6, 9, 8, 3, 5, 2, 3, 7)
BLOCK_B = (3, 7, 2, 6, 8, 5, 10, 1, 9, 3, 4, 6)
BLOCK_C = (4, 3, 9, 2, 5, 8, 6, 4, 3, 10, 7, 2)


def _equal_trees(got: Any, want: Any) -> None:
    if isinstance(want, dict):
        assert isinstance(got, dict) and got.keys() == want.keys()
        for key in want:
            _equal_trees(got[key], want[key])
    elif isinstance(want, list):
        assert isinstance(got, list) and len(got) == len(want)
        for g, w in zip(got, want):
            _equal_trees(g, w)
    else:
        assert np.asarray(got).shape == np.shape(want) and np.array_equal(got, want)


# The statement gives a recipe for the checks' parameters, so that a learner can rebuild the
# inputs of a failing check; the recipe and the cases file must describe the same numbers.
def test_the_statement_s_recipe_rebuilds_the_checks_parameters(data: Any) -> None:
    text = (EXERCISE / "statement.md").read_text("utf-8")
    recipe = next(b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "def P" in b)
    scope: dict[str, Any] = {"np": np}
    exec(recipe, scope)
    _equal_trees(_named(data, "x3"), scope["x"])
    _equal_trees(_named(data, "block_a"), scope["block_a"])
    _equal_trees(_named(data, "model_1"), scope["model_1"])
    _equal_trees(_named(data, "block_a"), _block(BLOCK_A, 16))
    _equal_trees(_named(data, "block_b"), _block(BLOCK_B, 8))
    _equal_trees(_named(data, "block_c"), _block(BLOCK_C, 6))
    model = scope["model_1"]
    blocks = {"model_0": [], "model_2": ["block_a", "block_b"]}
    blocks["model_3"] = ["block_a", "block_b", "block_c"]
    for name, names in blocks.items():
        want = {**model, "blocks": [_named(data, b) for b in names]}
        _equal_trees(_named(data, name), want)
    for name, key, value in [
        ("model_v4", "wte", P((4, 4), 5, 0.25)),
        ("model_v1", "wte", P((1, 4), 7, 0.25)),
        ("model_ctx1", "wpe", P((1, 4), 6, 0.125)),
    ]:
        _equal_trees(_named(data, name)[key], value)
    zero_mlp = _block(BLOCK_A, 16)
    zero_mlp["mlp"]["c_proj"] = {"w": np.zeros((16, 4)), "b": np.zeros(4)}
    _equal_trees(_named(data, "block_a_attention_only"), zero_mlp)


def test_layer_norm_and_gelu_reproduce_the_worked_examples(ref: dict[str, Any]) -> None:
    ln, gelu = ref["layer_norm"], ref["gelu"]
    row = [-1.0690434404458735, -0.5345217202229368, 0.0, 1.6035651606688102]
    ones, zeros = [1.0] * 4, [0.0] * 4
    _close(ln([1.0, 2.0, 3.0, 6.0], ones, zeros), row)
    # the same row at 1e8: the two-pass variance keeps every digit
    _close(ln([1e8 + 1.0, 1e8 + 2.0, 1e8 + 3.0, 1e8 + 6.0], ones, zeros), row)
    got = ln([[1.0, 2.0, 3.0, 6.0], [2.0, 2.0, 2.0, 2.0]], [1.0, 2.0, 0.5, 1.0], [0, 0.5, 0, -1])
    _close(got, [[row[0], row[1] * 2 + 0.5, 0.0, row[3] - 1.0], [0.0, 0.5, 0.0, -1.0]])
    _close(ln([0.0, 0.002], [1.0, 1.0], [0.0, 0.0]), [-0.3015113445777636, 0.3015113445777636])
    xs = [-3.0, -1.0, 0.0, 1.0, 3.0]
    exact = [-0.00404969409489031, -0.15865525393145707, 0.0, 0.8413447460685429, 2.99595030590511]
    _close(gelu(xs), exact)
    tanh = [-0.0036373920817729943, -0.1588080093917233, 0.0, 0.8411919906082768, 2.996362607918227]
    _close(gelu(xs, approximate="tanh"), tanh)
    big = gelu([1e4, -1e4, 1e-3], approximate="tanh")
    _close(big, [10000.0, 0.0, 0.000500398942213582])
    assert math.copysign(1.0, big[1]) == -1.0  # x (1 + tanh) at -1e4 is -0.0
    with pytest.raises(ValueError):
        gelu([1.0], approximate="erf")


def test_the_block_and_its_intermediate_values_match_the_worked_example(
    ref: dict[str, Any], data: Any
) -> None:
    ln, block = ref["layer_norm"], ref["gpt2_block"]
    x, params = _named(data, "x3"), _named(data, "block_a")
    out = [
        [-0.7352841870764371, -0.4335407437831545, -2.0260637245047715, -1.336292142503068],
        [1.3353135492315564, 1.7636899871261769, 0.49519582569315557, 1.295196085948596],
        [-1.8161101076953148, -0.7864572171304445, -1.933515879878314, 0.3183059029485126],
    ]
    _close(block(x, params, 2), out)
    # ln_1(x), the q | k | v split of row 0, x after the attention residual (the block with a
    # zero MLP projection returns it), and the MLP's pre-GELU activations of row 0
    a = ln(x, params["ln_1"]["g"], params["ln_1"]["b"])
    _close(a[0], [-0.1373325440378948, -1.55645115619077, 1.0810692729826725, 0.5405346364913363])
    qkv = a @ params["attn"]["c_attn"]["w"] + params["attn"]["c_attn"]["b"]
    _close(
        qkv[0, :4],
        [-0.08868904184906885, -0.6684025811376926, 1.4206719229785838, -0.19831446167510136],
    )
    _close(
        qkv[0, 4:8],
        [-1.5113153013271663, 0.7208041504777737, -0.011902161311660109, -0.43862292809947384],
    )
    _close(
        qkv[0, 8:],
        [-0.9468139935437656, 1.2137829844168428, -0.2779458012169231, -0.08868904184906885],
    )
    x1 = block(x, _named(data, "block_a_attention_only"), 2)
    _close(x1, [
        [0.07258206306098702, -0.5566728826246606, -0.05863239174136128, -0.1533563679327679],
        [1.544272011669476, 0.886363822567136, 0.17068235923973796, -0.24121174261525857],
        [-0.34011348043566625, -0.17557075183723236, -1.272559673389189, -0.4621349031194534],
    ])  # fmt: skip
    m = ln(x1, params["ln_2"]["g"], params["ln_2"]["b"])
    pre = (m @ params["mlp"]["c_fc"]["w"] + params["mlp"]["c_fc"]["b"])[0]
    head = [-0.21970081280652917, 1.339996886332056, 1.0095789043110568, -1.43997268874889]
    _close(pre[:4], head)
    _close(pre[11:15], head)  # P repeats every 11 entries
    # one head instead of two: row 0 (which sees only itself) is the same
    one = block(x, params, 1)
    _close(one[0], out[0])
    _close(one[1], [1.380527350545838, 1.7188277348163372, 0.4727765546532141, 1.1798132608258713])
    batch = block(np.stack([x, x[::-1]]), params, 2)
    _close(
        batch[1, 0],
        [-0.9784353590360215, -2.262679857010027, -3.202167201478446, -2.1907903496330046],
    )
    with pytest.raises(ValueError):
        block(x, params, 3)


# Causality is a relation between calls: a prefix of the tokens gives the first rows, and
# right padding (more tokens after the real ones) leaves the real positions as they were.
def test_causality_prefixes_and_right_padding(ref: dict[str, Any], data: Any) -> None:
    block, logits = ref["gpt2_block"], ref["gpt2_logits"]
    rng = np.random.default_rng(5)
    x = rng.normal(size=(2, 4, 4))
    for name in ("block_a", "block_b", "block_c"):
        params = _named(data, name)
        full = block(x, params, 2)
        for t in range(1, 4):
            assert np.allclose(block(x[:, :t], params, 2), full[:, :t], rtol=1e-12, atol=1e-14)
    model = _named(data, "model_3")
    tokens = np.array([[4, 1, 0, 5, 2], [3, 3, 2, 0, 1]])
    full = logits(tokens, model, 2)
    padded = logits(np.concatenate([tokens[:, :3], np.zeros((2, 2), dtype=int)], axis=1), model, 2)
    assert np.allclose(padded[:, :3], full[:, :3], rtol=1e-12, atol=1e-14)


def test_logits_log_probabilities_and_the_loss_match_the_worked_examples(
    ref: dict[str, Any], data: Any
) -> None:
    tlp, logits, ln = ref["token_logprobs"], ref["gpt2_logits"], ref["layer_norm"]
    _close(
        tlp([[2.0, 1.0, 0.0], [0.0, 0.0, 0.0], [1.0, 2.0, 3.0]], [0, 0, 1]),
        [-0.4076059644443806, -1.0986122886681098],
    )
    _close(tlp([[1e4, 0.0, -1e4], [-1e4, 1e4, 0.0], [0.0, 0.0, 0.0]], [2, 0, 2]), [0.0, -10000.0])
    assert tlp(np.zeros((2, 1, 5)), [[3], [1]]).shape == (2, 0)
    completion = [
        [0.0, 1.0] + [0.0] * 6,
        [3.0, 0.0, 1.0] + [0.0] * 5,
        [0.5, 0.0, 2.0] + [0.0] * 5,
        [0.0] * 8,
    ]
    assert math.isclose(
        float(tlp(completion, [7, 1, 0, 2])[1:].sum()), -1.0710735002215928, rel_tol=1e-12
    )
    # loss 0.7531 and perplexity 2.124 for the first example
    loss = -tlp([[2.0, 1.0, 0.0], [0.0, 0.0, 0.0], [1.0, 2.0, 3.0]], [0, 0, 1]).mean()
    assert round(float(loss), 4) == 0.7531 and round(math.exp(loss), 3) == 2.124

    model, model2 = _named(data, "model_1"), _named(data, "model_2")
    first = logits([3, 0, 5, 1], model, 2)
    assert first.shape == (4, 6)
    _close(
        first[0],
        [
            -0.97530521697149,
            2.0236347221811672,
            -1.7250871951753743,
            1.5693387582473393,
            1.1343548368211054,
            -0.9548039324384107,
        ],
        rtol=1e-11,
    )
    _close(
        first[3],
        [
            -0.05911637459158836,
            2.9104736734894816,
            -1.9165497232897029,
            1.0675857872762817,
            1.6227157320739454,
            -0.34637832198036334,
        ],
        rtol=1e-11,
    )
    batch = [[3, 0, 5], [2, 2, 4]]
    two = logits(batch, model2, 2)
    assert two.shape == (2, 3, 6)
    _close(
        two[1, 2],
        [
            -0.6661308779516588,
            2.102067739078024,
            -1.7031860825694554,
            1.2509165719084006,
            1.6705085065506697,
            -0.9998628702382422,
        ],
        rtol=1e-11,
    )
    loss = -tlp(two, batch).mean()
    assert math.isclose(float(loss), 2.579729112517449, rel_tol=1e-11)
    assert math.isclose(math.exp(loss), 13.193563704284877, rel_tol=1e-11)
    # no block: ln_f(wte[tokens] + wpe[:T]) @ wte.T
    empty = {**model, "blocks": []}
    want = (
        ln(model["wte"][3] + model["wpe"][0], model["ln_f"]["g"], model["ln_f"]["b"])
        @ model["wte"].T
    )
    _close(logits([3], empty, 2)[0], want)
    _close(
        want,
        [
            -1.00416094093596,
            2.4986534783685386,
            -1.8178355912594963,
            2.172475719114969,
            -1.3614060257034306,
            0.43778200409326173,
        ],
    )
    with pytest.raises(ValueError):
        logits([0, 1, 2, 3, 4, 5], model, 2)


def _drawn(data: Any, name: str) -> list[dict[str, Any]]:
    (row,) = [spec for spec in data.random if spec["name"] == name]
    params = data.signatures[row["function"]]
    cases = data.expected["random"][name]
    return [dict(zip(params, case["args"])) for case in cases]


def _values(arg: Any) -> Any:
    return arg["array"] if isinstance(arg, dict) and "array" in arg else arg


# The random rows are drawn once, with fixed seeds; these are the boundaries they are there to
# reach, so that a redraw that loses one fails here instead of quietly checking less.
def test_the_random_rows_reach_the_boundaries(data: Any) -> None:
    rows = _drawn(data, "ln_random_rows")
    widths = [np.shape(_values(c["x"]))[-1] for c in rows]
    assert 1 in widths and max(widths) >= 2  # d = 1 gives b
    assert any(isinstance(c["x"], dict) for c in rows)  # integer rows
    assert any(
        len(set(r)) == 1
        for c in rows
        for r in np.atleast_2d(_values(c["x"])).tolist()
        if len(r) > 1
    )

    gelus = _drawn(data, "gelu_random_values")
    assert {c["approximate"] for c in gelus} == {"none", "tanh"}
    assert any(isinstance(c["x"], dict) for c in gelus)

    blocks = _drawn(data, "block_random_inputs")
    assert {c["params"]["input"] for c in blocks} == {"block_a", "block_b", "block_c"}
    assert {1, 4} <= {c["num_heads"] for c in blocks}
    assert any(np.shape(c["x"])[1] == 1 for c in blocks)  # T = 1
    assert any(np.shape(c["x"])[0] == 2 for c in blocks)  # a batch of two

    seqs = _drawn(data, "logprobs_random_sequences")
    assert any(np.shape(c["logits"])[0] == 2 for c in seqs)
    large = _drawn(data, "logprobs_random_large_logits")
    assert all(np.abs(c["logits"]).max() > 5000 for c in large)

    models = _drawn(data, "logits_random_tokens")
    assert "model_0" in {c["params"]["input"] for c in models}  # no block at all
    assert any(len(c["params"]["input"]) and c["params"]["input"] != "model_0" for c in models)
    assert all(c["tokens"]["dtype"] == "int32" for c in models)

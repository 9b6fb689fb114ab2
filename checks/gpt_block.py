"""Checks for "A GPT-2 block, forward pass, and next-token log-probabilities", written as data.

Every case is in gpt_block.toml and every expected value in gpt_block.expected.json (computed
from the reference by `practice regen gpt-block`). This file is served to browsers, so it must
never contain or import the reference solution. The two checks below say what the data cannot:
that no array inside the nested params table changes during a call.
"""

from typing import Any

import numpy as np

from practice.cases import build_argument, suite_from_data

suite = suite_from_data(__file__)
_copy = np.array
_ndarray = np.ndarray


def _same(a: Any, b: Any) -> bool:
    return a is b


def _named(name: str) -> Any:
    """A named input of the cases file, built as a case builds it (params: float64 arrays)."""
    return build_argument({"input": name}, "float64", suite.data.inputs)


def _arrays(tree: Any, path: str) -> list[tuple[str, Any]]:
    """Every array in a params table, with the subscript that reaches it."""
    if type(tree) is dict:
        return [item for key, value in tree.items() for item in _arrays(value, f'{path}["{key}"]')]
    if type(tree) is list:
        return [item for i, value in enumerate(tree) for item in _arrays(value, f"{path}[{i}]")]
    return [(path, tree)] if type(tree) is _ndarray else []


def _call_leaving_params(t: Any, function: str, first: Any, params: Any, heads: int) -> None:
    """Call the learner's function and expect every array of params as it was."""
    saved = [(name, array, _copy(array)) for name, array in _arrays(params, "params")]
    blocks = list(params["blocks"]) if "blocks" in params else None
    t.call(function, first, params, heads)
    if blocks is not None:
        now = params["blocks"]
        t.expect(
            type(now) is list and len(now) == len(blocks) and all(map(_same, now, blocks)),
            'changed the list params["blocks"] in place (its blocks or their order); leave it '
            "as it was",
        )
    for name, array, before in saved:
        t.expect_unchanged(name, array, before)


@suite.check
def block_leaves_params_unchanged(t: Any) -> None:
    """gpt2_block changes none of the arrays in params in place."""
    x = _named("x4")
    for block, heads in (("block_a", 2), ("block_b", 4)):
        params = _named(block)
        _call_leaving_params(t, "gpt2_block", x, params, heads)


@suite.check
def logits_leave_params_unchanged(t: Any) -> None:
    """gpt2_logits changes neither tokens nor any array of params in place."""
    tokens = np.array([3, 0, 5])
    before = _copy(tokens)
    params = _named("model_2")
    _call_leaving_params(t, "gpt2_logits", tokens, params, 2)
    t.expect_unchanged("tokens", tokens, before)

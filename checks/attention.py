"""Checks for "Attention: masked softmax, causal masks, scaled dot-product and multi-head
attention", written as data.

Every case is in attention.toml and every expected value in attention.expected.json (computed
from the reference by `practice regen attention`). This file is served to browsers, so it must
never contain or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

"""Checks for "RoPE: rotary position embeddings, their two layouts, and converting weights",
written as data.

Every case is in rope.toml and every expected value in rope.expected.json (computed from the
reference by `practice regen rope`). This file is served to browsers, so it must never contain
or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

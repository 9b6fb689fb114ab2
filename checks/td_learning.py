"""Checks for "TD learning: Monte Carlo returns, TD(0) and n-step returns", written as data.

Every case is in td_learning.toml and every expected value in td_learning.expected.json
(computed from the reference by `practice regen td-learning`). This file is served to browsers,
so it must never contain or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

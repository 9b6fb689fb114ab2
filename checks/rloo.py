"""Checks for "RLOO: REINFORCE with leave-one-out baselines", written as data.

Every case is in rloo.toml and every expected value in rloo.expected.json (computed from the
reference by `practice regen rloo`). This file is served to browsers, so it must never contain
or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

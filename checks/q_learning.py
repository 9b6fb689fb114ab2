"""Checks for "Q-learning, SARSA and Expected SARSA", written as data.

Every case is in q_learning.toml and every expected value in q_learning.expected.json (computed
from the reference by `practice regen q-learning`). This file is served to browsers, so it must
never contain or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

"""Checks for "PPO: generalized advantage estimation and the clipped losses", written as data.

Every case is in ppo_gae.toml and every expected value in ppo_gae.expected.json (computed from
the reference by `practice regen ppo-gae`). This file is served to browsers, so it must never
contain or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

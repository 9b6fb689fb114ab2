"""Checks for "GRPO group advantages and clipped objective", written as data.

Every case is in grpo_advantages.toml and every expected value in grpo_advantages.expected.json
(computed from the reference by `practice regen grpo-advantages`). This file is served to
browsers, so it must never contain or import the reference solution.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

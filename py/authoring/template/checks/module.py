"""Checks for "TODO(author): the exercise's title", written as data.

Every case is in {{module}}.toml and every expected value in {{module}}.expected.json, which
`practice regen {{slug}}` computes from the reference. This file is served to browsers, so it must
never contain or import the reference solution. A check that data cannot say (a statistical
property, a sequence of calls) is written below as `@suite.check def <row name>(t): ...`, in the
place a row `code = true` of the cases file keeps for it.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)

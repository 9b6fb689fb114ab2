"""Checks for "Byte-pair encoding: train a tokenizer, encode, decode", written as data.

Every case is in bpe.toml and every expected value in bpe.expected.json, which `practice regen
bpe` computes from the reference. This file is served to browsers, so it must never contain or
import the reference solution. The one check written here asks whether merge's result is a new
list, which a comparison of values cannot see.
"""

from practice.cases import suite_from_data

suite = suite_from_data(__file__)


@suite.check
def merge_returns_a_new_list(t):
    """merge returns a new list, also when the pair does not occur or ids is a tuple."""
    ids = [3, 1, 4]
    got = t.call("merge", ids, (1, 5), 256)
    t.expect_value(got, [3, 1, 4])
    t.expect(
        got is not ids,
        "returned the very list it was given; merge returns a new list even when the pair "
        "does not occur",
    )
    t.expect(type(got) is list, f"returned a {type(got).__name__}; expected a list", got=got)
    got = t.call("merge", (3, 1, 4), (4, 1), 256)
    t.expect_value(got, [3, 1, 4])
    t.expect(
        type(got) is list,
        f"returned a {type(got).__name__} for ids given as a tuple; expected a new list",
        got=got,
    )

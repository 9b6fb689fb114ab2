"""The bpe exercise, beyond its cases: the worked examples give exactly the outputs written out
below (CPython, the reference); encode and decode invert each other and ignore the order of the
merges dict; the seeded random rows reach what they are there for; and the solution and the
starter import nothing but the standard library.

(The cases themselves, expected values included, are data in checks/bpe.toml; that the reference
passes them and prints the statement's examples is tests/test_exercises.py's job, that every
wrong answer fails the check it names tests/test_golden.py's, and that the variant in
.meta/variants/ passes and unlocks tests/test_exercises.py's too.)"""

from __future__ import annotations

import ast
import random
from typing import Any

import pytest
from conftest import ROOT

from practice.cases import cases_path, load_case_data

EXERCISE = ROOT / "exercises" / "bpe"
FUNCTIONS = ("merge", "train_bpe", "encode", "decode")
ABAC = {(97, 97): 256, (256, 97): 257, (257, 98): 258}


@pytest.fixture(scope="module")
def ref() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec((EXERCISE / ".meta" / "solution.py").read_text("utf-8"), namespace)
    return {name: namespace[name] for name in FUNCTIONS}


# Each worked example with the output it must give, exactly: lists of ints, the merges dict in
# the order training makes them (dict equality ignores order, so the items are compared too),
# strings.
MERGE_EXAMPLES = [
    (([1, 2, 3, 1, 2], (1, 2), 4), [4, 3, 4]),
    (([97, 97, 97], (97, 97), 256), [256, 97]),
    (([97, 97, 97, 97, 98, 97], (97, 97), 256), [256, 256, 98, 97]),
    (([5, 6, 5], (6, 7), 300), [5, 6, 5]),
]
TRAIN_EXAMPLES = [
    (("aaabdaaabac", 300), [((97, 97), 256), ((256, 97), 257), ((257, 98), 258)]),
    (("mnmnababzyzy", 300), [((109, 110), 256), ((97, 98), 257), ((122, 121), 258)]),
    (("aaabdaaabac", 257), [((97, 97), 256)]),
    (("aaabdaaabac", 256), []),
    (("h\u00e9h\u00e9 h\u00e9", 260), [((104, 195), 256), ((256, 169), 257)]),
    (("abcd", 1000), []),
]
ENCODE_EXAMPLES = [
    (("aaabdaaabac", ABAC), [258, 100, 258, 97, 99]),
    (("aaab", ABAC), [258]),
    (("abc", {(98, 99): 256, (97, 98): 257}), [97, 256]),
    (("a\u20ac", {}), [97, 226, 130, 172]),
    (("", {(97, 98): 256}), []),
]
DECODE_EXAMPLES = [
    (([258, 100, 258, 97, 99], ABAC), "aaabdaaabac"),
    (([256, 172], {(226, 130): 256}), "\u20ac"),
    (([97, 195], {}), "a\ufffd"),
    (([], {}), ""),
    (([257, 98], {(256, 97): 257, (97, 97): 256}), "aaab"),
]


def test_the_worked_examples_give_exactly_their_outputs(ref: dict[str, Any]) -> None:
    for args, want in MERGE_EXAMPLES:
        got = ref["merge"](*args)
        assert got == want and type(got) is list, (args, got)
    for args, items in TRAIN_EXAMPLES:
        got = ref["train_bpe"](*args)
        assert list(got.items()) == items, (args, got)
        assert all(type(x) is int for pair, new_id in items for x in (*pair, new_id))
    for args, want in ENCODE_EXAMPLES:
        got = ref["encode"](*args)
        assert got == want and all(type(x) is int for x in got), (args, got)
    for args, want in DECODE_EXAMPLES:
        assert ref["decode"](*args) == want, args
    with pytest.raises(ValueError):
        ref["train_bpe"]("abab", 255)


# Properties that relate the functions to each other, which no single case can state: encoding
# the training text gives the ids training ended with (those left after replaying every merge
# with merge), decoding an encoding gives the text back, and encode and decode give the same
# results whatever order the merges dict lists its merges in.
def test_encode_and_decode_invert_each_other_in_any_merge_order(ref: dict[str, Any]) -> None:
    rng = random.Random(11)
    for _ in range(60):
        text = "".join(rng.choice("ab \u00e9\u20ac\U0001f600") for _ in range(rng.randint(0, 30)))
        merges = ref["train_bpe"](text, rng.randint(256, 300))
        replayed = list(text.encode("utf-8"))
        for pair, new_id in merges.items():
            replayed = ref["merge"](replayed, pair, new_id)
        ids = ref["encode"](text, merges)
        assert ids == replayed
        assert ref["decode"](ids, merges) == text
        items = list(merges.items())
        rng.shuffle(items)
        shuffled = dict(items)
        other = "".join(rng.choice("ab \u00e9x") for _ in range(rng.randint(0, 20)))
        assert ref["encode"](other, shuffled) == ref["encode"](other, merges)
        assert ref["decode"](ids, shuffled) == text


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        if "dict" in value:
            return {tuple(k): v for k, v in value["dict"]}
        return next(value[k] for k in ("list", "tuple") if k in value)
    return value


def _drawn(function: str) -> list[list[Any]]:
    data = load_case_data(cases_path(ROOT, "bpe"))
    (row,) = [spec for spec in data.random if spec["function"] == function]
    return [[_plain(a) for a in case["args"]] for case in data.expected["random"][row["name"]]]


# The random rows are drawn once, with fixed seeds; a change to the drawer or to a row draws
# other inputs. These are what they are there to reach, so that a redraw that loses one fails
# here instead of quietly checking less.
def test_the_random_rows_reach_what_they_are_for(ref: dict[str, Any]) -> None:
    merges = _drawn("merge")
    # A run of three or more equal ids that is the pair (overlaps), and a last id equal to
    # pair[0] that ends no pair.
    assert any(p[0] == p[1] and [p[0]] * 3 in _windows(ids, 3) for ids, p, _ in merges)
    assert any(
        ids and ids[-1] == p[0] and ref["merge"](ids, p, 999)[-1] == p[0] for ids, p, _ in merges
    )

    trains = _drawn("train_bpe")
    assert any(size == 256 for _, size in trains)
    learned = [(ref["train_bpe"](text, size), size) for text, size in trains]
    assert any(len(m) == size - 256 > 0 for m, size in learned)  # vocab_size is what stops it
    # A merge that ends inside a character: a lead byte of "é" or "€" and the next byte.
    assert any(pair[0] in (195, 226) and pair[1] < 256 for m, _ in learned for pair in m)

    encodes = _drawn("encode")
    assert any(any(i >= 256 for i in ref["encode"](t, m)) for t, m in encodes)
    assert any("x" in t for t, _ in encodes)  # a byte never seen in training

    decodes = _drawn("decode")
    # A character split between two tokens: 256 is "a" and the first byte of a letter.
    assert any(
        256 in ids and ref["decode"](ids, m) != "".join(ref["decode"]([i], m) for i in ids)
        for ids, m in decodes
    )


def _windows(ids: list[int], n: int) -> list[list[int]]:
    return [ids[i : i + n] for i in range(len(ids) - n + 1)]


def test_the_solution_and_the_starter_use_the_standard_library_only() -> None:
    for path in (EXERCISE / ".meta" / "solution.py", EXERCISE / "starter.py"):
        tree = ast.parse(path.read_text("utf-8"))
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not {name.split(".")[0] for name in imported} & {"numpy", "tiktoken", "tokenizers"}

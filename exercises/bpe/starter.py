"""Byte-pair encoding: merge, train_bpe, encode, decode: your answer.

Fill in the four functions, with the standard library only (no numpy). Token ids are
ints: 0..255 are the byte values, and the merge learned k-th (k = 0, 1, ...) gets id 256 + k.
"""


def merge(ids, pair, new_id):
    """Replace every occurrence of pair in ids by new_id, scanning from the left.

    ids: a list (or tuple) of ints; pair: two ints (a tuple or a list); new_id: an int.
    Overlaps resolve left first: [a, a, a] with (a, a) gives [new_id, a].
    Returns a new list of ints; ids is left unchanged.
    """
    raise NotImplementedError("merge is not written yet")


def get_pair_counts(ids):
    """Optional helper (not checked): {(a, b): count} over adjacent positions, overlaps counted,
    keys in order of first occurrence: [a, a, a] -> {(a, a): 2}."""
    raise NotImplementedError("get_pair_counts is not written yet (an optional helper)")


def train_bpe(text, vocab_size):
    """Learn up to vocab_size - 256 merges from the UTF-8 bytes of text.

    text: a str; vocab_size: an int, the size of the final vocabulary including the 256 byte
    tokens (ValueError if vocab_size < 256). Each step merges the most frequent adjacent pair
    (ties: the pair that occurs first); training stops early when no pair occurs twice.
    Returns a dict {(a, b): new_id} in the order the merges were made (new_id = 256, 257, ...).
    """
    raise NotImplementedError("train_bpe is not written yet")


def encode(text, merges):
    """The token ids of text: its UTF-8 bytes, merged by the lowest-id merge first, repeatedly.

    text: a str; merges: a dict {(a, b): new_id} as train_bpe returns it, possibly inserted in
    another order. Returns a list of ints ([] for the empty text).
    """
    raise NotImplementedError("encode is not written yet")


def decode(ids, merges):
    """The text of a list of token ids: the bytes of every token joined, then decoded once.

    ids: a list (or tuple) of valid ids; merges: a dict {(a, b): new_id}, in any order.
    Returns a str; invalid UTF-8 becomes U+FFFD (errors="replace").
    """
    raise NotImplementedError("decode is not written yet")

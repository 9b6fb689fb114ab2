"""A correct answer written from the statement alone, another way than the reference: merge with
a skip flag, training with collections.Counter, encoding by replaying every merge once in order
of id (the statement's equivalent formulation), decoding by expanding each id recursively."""

from collections import Counter


def merge(ids, pair, new_id):
    a, b = pair
    out = []
    skip = False
    for i, token in enumerate(ids):
        if skip:  # this id was the second half of a pair already replaced
            skip = False
            continue
        if token == a and i + 1 < len(ids) and ids[i + 1] == b:
            out.append(new_id)
            skip = True
        else:
            out.append(token)
    return out


def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("a byte-level vocabulary needs at least 256 tokens")
    ids = list(text.encode("utf-8"))
    merges = {}
    next_id = 256
    while next_id < vocab_size:
        # Counter keeps the order of first occurrence, and most_common is a stable sort by count:
        # the first of several equal counts is the pair that occurs first.
        top = Counter(zip(ids, ids[1:])).most_common(1)
        if not top or top[0][1] < 2:
            break
        best = top[0][0]
        merges[best] = next_id
        ids = merge(ids, best, next_id)
        next_id += 1
    return merges


def encode(text, merges):
    ids = list(text.encode("utf-8"))
    for pair, new_id in sorted(merges.items(), key=lambda item: item[1]):
        ids = merge(ids, pair, new_id)
    return ids


def decode(ids, merges):
    parts = {new_id: pair for pair, new_id in merges.items()}
    cache = {}

    def expand(token):
        if token < 256:
            return bytes([token])
        if token not in cache:
            a, b = parts[token]
            cache[token] = expand(a) + expand(b)
        return cache[token]

    data = b"".join(expand(token) for token in ids)
    return data.decode("utf-8", errors="replace")

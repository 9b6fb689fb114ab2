"""Reference solution: byte-pair encoding (merge, train_bpe, encode, decode), pure Python."""


def merge(ids, pair, new_id):
    first, second = pair[0], pair[1]
    out = []
    i, n = 0, len(ids)
    # One scan from the left: a matched pair is replaced and both its ids are used up, so in a
    # run such as [a, a, a] the leftmost two merge and the third stays on its own.
    while i < n:
        if i + 1 < n and ids[i] == first and ids[i + 1] == second:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out  # always a new list, even when nothing matched


def get_pair_counts(ids):
    """Adjacent pairs and how often each occurs, overlaps included, in order of first
    occurrence (the dict keeps insertion order, which is what breaks ties below)."""
    counts = {}
    for pair in zip(ids, ids[1:]):
        counts[pair] = counts.get(pair, 0) + 1
    return counts


def train_bpe(text, vocab_size):
    # Checked first, so that a short text does not hide a vocabulary that cannot hold the bytes.
    if vocab_size < 256:
        raise ValueError(f"vocab_size must be at least 256 (the byte tokens), got {vocab_size}")
    ids = list(text.encode("utf-8"))  # bytes, not code points: "é" is 195, 169
    merges = {}
    for new_id in range(256, vocab_size):
        counts = get_pair_counts(ids)
        if not counts:  # fewer than two tokens left
            break
        # max returns the first maximal key in the dict's order: among equal counts, the pair
        # that occurs first in the current ids.
        best = max(counts, key=counts.get)
        if counts[best] < 2:  # a pair seen once would only memorise the training text
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges


def encode(text, merges):
    ids = list(text.encode("utf-8"))
    while len(ids) >= 2:
        # The known pairs present now; the one learned first (lowest id) is applied first,
        # wherever it sits in the text and however often it occurs. The dict's insertion order
        # plays no part.
        known = [pair for pair in zip(ids, ids[1:]) if pair in merges]
        if not known:
            break
        pair = min(known, key=merges.get)
        ids = merge(ids, pair, merges[pair])
    return ids


def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    # In order of id, so that both parts of a merge are in the table before it (the dict may
    # have been built in another order).
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[a] + vocab[b]
    # Join every token's bytes first, then decode once: a character may be split between two
    # tokens. An invalid or incomplete sequence becomes U+FFFD instead of raising.
    return b"".join(vocab[i] for i in ids).decode("utf-8", errors="replace")

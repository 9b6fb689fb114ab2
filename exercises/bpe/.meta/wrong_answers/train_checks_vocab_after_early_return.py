# fails: train_rejects_vocab_size_below_256
# mistake: train_bpe returns no merges for a text shorter than two bytes before checking vocab_size, so such a text with vocab_size < 256 does not raise ValueError.
def train_bpe(text, vocab_size):
    ids = list(text.encode("utf-8"))
    if len(ids) < 2:
        return {}
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    merges = {}
    for new_id in range(256, vocab_size):
        counts = get_pair_counts(ids)
        if not counts:
            break
        best = max(counts, key=counts.get)
        if counts[best] < 2:
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

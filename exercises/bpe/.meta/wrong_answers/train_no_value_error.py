# fails: train_rejects_vocab_size_below_256
# mistake: train_bpe does not raise ValueError for vocab_size < 256; a vocabulary smaller than the 256 byte tokens cannot encode every text.
def train_bpe(text, vocab_size):
    ids = list(text.encode("utf-8"))
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

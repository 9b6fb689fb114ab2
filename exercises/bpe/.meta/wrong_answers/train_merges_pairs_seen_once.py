# fails: train_stops_when_no_pair_repeats
# mistake: train_bpe has no stopping rule for pairs seen once (minbpe's behaviour): it keeps merging until vocab_size or a single token, although training stops when no pair has a count of 2 or more.
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    ids = list(text.encode("utf-8"))
    merges = {}
    for new_id in range(256, vocab_size):
        counts = get_pair_counts(ids)
        if not counts:
            break
        best = max(counts, key=counts.get)
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

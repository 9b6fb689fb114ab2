# fails: train_handles_texts_without_pairs
# mistake: train_bpe takes the most frequent pair before checking that there is any pair, so a text of 0 or 1 bytes raises (max() of an empty sequence) instead of returning no merges.
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    ids = list(text.encode("utf-8"))
    merges = {}
    for new_id in range(256, vocab_size):
        counts = get_pair_counts(ids)
        best = max(counts, key=counts.get)
        if counts[best] < 2:
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

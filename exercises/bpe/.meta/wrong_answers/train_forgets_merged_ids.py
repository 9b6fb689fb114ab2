# fails: train_matches_spec_examples
# mistake: train_bpe does not keep the ids that merge returns, so every step counts the original bytes again and the same pair is picked over and over.
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
        if counts[best] < 2:
            break
        merge(ids, best, new_id)
        merges[best] = new_id
    return merges

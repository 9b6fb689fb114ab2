# fails: train_merges_a_pair_seen_twice
# mistake: train_bpe stops when the best count is 2 or less, although a pair seen exactly twice is still merged (training stops only below 2).
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
        if counts[best] <= 2:
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

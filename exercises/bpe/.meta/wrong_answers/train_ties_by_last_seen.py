# fails: train_breaks_ties_by_first_occurrence
# mistake: train_bpe keeps the best pair with count >= best so far, so among equal counts it takes the pair that first occurs last, not the one that first occurs leftmost.
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    ids = list(text.encode("utf-8"))
    merges = {}
    for new_id in range(256, vocab_size):
        counts = get_pair_counts(ids)
        best, best_count = None, 0
        for pair, count in counts.items():
            if count >= best_count:
                best, best_count = pair, count
        if best is None or best_count < 2:
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

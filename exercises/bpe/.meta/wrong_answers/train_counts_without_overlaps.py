# fails: train_counts_overlapping_pairs
# mistake: train_bpe counts a pair's occurrences without overlaps (as merge would replace them), so in "aaa" the pair (a, a) counts once instead of twice.
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")

    def occurrences(ids, pair):
        count, i = 0, 0
        while i < len(ids) - 1:
            if (ids[i], ids[i + 1]) == pair:
                count += 1
                i += 2
            else:
                i += 1
        return count

    ids = list(text.encode("utf-8"))
    merges = {}
    for new_id in range(256, vocab_size):
        counts = {pair: occurrences(ids, pair) for pair in zip(ids, ids[1:])}
        if not counts:
            break
        best = max(counts, key=counts.get)
        if counts[best] < 2:
            break
        ids = merge(ids, best, new_id)
        merges[best] = new_id
    return merges

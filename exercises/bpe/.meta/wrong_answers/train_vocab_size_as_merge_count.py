# fails: train_vocab_size_counts_the_byte_tokens
# mistake: train_bpe reads vocab_size as the number of merges to make, although it is the size of the whole vocabulary, the 256 byte tokens included (vocab_size - 256 merges at most).
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    ids = list(text.encode("utf-8"))
    merges = {}
    for k in range(vocab_size):
        counts = get_pair_counts(ids)
        if not counts:
            break
        best = max(counts, key=counts.get)
        if counts[best] < 2:
            break
        ids = merge(ids, best, 256 + k)
        merges[best] = 256 + k
    return merges

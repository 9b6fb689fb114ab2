# fails: train_accepts_a_numpy_integer_vocab_size
# mistake: train_bpe raises ValueError unless vocab_size is a Python int, although a numpy integer is a valid vocab_size.
def train_bpe(text, vocab_size):
    if not isinstance(vocab_size, int) or vocab_size < 256:
        raise ValueError("vocab_size must be an int of at least 256")
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

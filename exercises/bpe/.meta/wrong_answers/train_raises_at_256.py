# fails: train_vocab_size_counts_the_byte_tokens
# mistake: train_bpe raises ValueError for vocab_size = 256 too, which is a valid vocabulary (the 256 bytes and no merge); only vocab_size < 256 is refused.
def train_bpe(text, vocab_size):
    if vocab_size <= 256:
        raise ValueError("vocab_size must be more than 256")
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

# fails: train_counts_utf8_bytes
# mistake: train_bpe starts from the code points of the characters ([ord(c) for c in text]) instead of the UTF-8 bytes, so "é" is one token 233 instead of the two bytes 195, 169, and "€" is 8364.
def train_bpe(text, vocab_size):
    if vocab_size < 256:
        raise ValueError("vocab_size must be at least 256")
    ids = [ord(c) for c in text]
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

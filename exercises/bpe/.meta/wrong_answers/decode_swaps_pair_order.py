# fails: decode_matches_spec_examples
# mistake: decode writes a merged token as the bytes of b followed by those of a; a merge of (a, b) stands for a's bytes first, then b's.
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[b] + vocab[a]
    return b"".join(vocab[i] for i in ids).decode("utf-8", errors="replace")

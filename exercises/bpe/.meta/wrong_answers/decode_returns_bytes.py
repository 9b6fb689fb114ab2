# fails: decode_matches_spec_examples
# mistake: decode returns the joined bytes without decoding them, a bytes object instead of a str.
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[a] + vocab[b]
    return b"".join(vocab[i] for i in ids)

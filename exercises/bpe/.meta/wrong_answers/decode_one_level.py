# fails: decode_expands_nested_merges
# mistake: decode takes a merged token to be the two bytes of its pair (bytes(pair)), which fails when a part of the pair is itself a merged token (an id of 256 or more).
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for pair, new_id in merges.items():
        vocab[new_id] = bytes(pair)
    return b"".join(vocab[i] for i in ids).decode("utf-8", errors="replace")

# fails: decode_builds_the_table_in_id_order
# mistake: decode builds its table of bytes in the order the merges dict lists them, so a merge listed before the merges it is made of is looked up too early (KeyError).
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in merges.items():
        vocab[new_id] = vocab[a] + vocab[b]
    return b"".join(vocab[i] for i in ids).decode("utf-8", errors="replace")

# fails: decode_replaces_invalid_utf8
# mistake: decode uses errors="ignore", so invalid or incomplete UTF-8 vanishes instead of becoming U+FFFD.
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[a] + vocab[b]
    return b"".join(vocab[i] for i in ids).decode("utf-8", errors="ignore")

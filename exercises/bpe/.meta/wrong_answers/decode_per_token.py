# fails: decode_joins_bytes_before_decoding
# mistake: decode turns each token's bytes into text on its own, so a character whose bytes are split between two tokens becomes two U+FFFD instead of the character.
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[a] + vocab[b]
    return "".join(vocab[i].decode("utf-8", errors="replace") for i in ids)

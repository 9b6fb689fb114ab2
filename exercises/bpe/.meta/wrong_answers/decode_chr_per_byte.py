# fails: decode_reads_the_bytes_as_utf8
# mistake: decode turns each byte into the character of that code point (chr, as Latin-1 does), so the two bytes of "é" become "Ã©" instead of being decoded as UTF-8.
def decode(ids, merges):
    vocab = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        vocab[new_id] = vocab[a] + vocab[b]
    return "".join(chr(byte) for i in ids for byte in vocab[i])

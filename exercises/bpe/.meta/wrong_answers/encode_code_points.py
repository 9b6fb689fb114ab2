# fails: encode_works_on_utf8_bytes
# mistake: encode starts from the code points of the characters ([ord(c) for c in text]) instead of the UTF-8 bytes, so "€" becomes 8364 instead of 226, 130, 172.
def encode(text, merges):
    ids = [ord(c) for c in text]
    while len(ids) >= 2:
        known = [pair for pair in zip(ids, ids[1:]) if pair in merges]
        if not known:
            break
        pair = min(known, key=merges.get)
        ids = merge(ids, pair, merges[pair])
    return ids

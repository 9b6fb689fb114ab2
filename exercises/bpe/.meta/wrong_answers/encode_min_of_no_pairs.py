# fails: encode_handles_texts_of_one_token
# mistake: encode looks for the lowest-id pair even when fewer than two ids are left, so the empty text, a single byte, or a text merged down to one token raises (min() of an empty sequence).
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    while True:
        pairs = list(zip(ids, ids[1:]))
        pair = min(pairs, key=lambda p: merges.get(p, float("inf")))
        if pair not in merges:
            return ids
        ids = merge(ids, pair, merges[pair])

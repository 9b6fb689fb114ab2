# fails: encode_merges_the_lowest_id_first
# mistake: encode merges the pair whose merge has the highest id first, instead of the lowest id (the merge learned first).
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    while len(ids) >= 2:
        known = [pair for pair in zip(ids, ids[1:]) if pair in merges]
        if not known:
            break
        pair = max(known, key=merges.get)
        ids = merge(ids, pair, merges[pair])
    return ids

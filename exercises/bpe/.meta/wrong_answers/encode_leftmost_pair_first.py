# fails: encode_merges_the_lowest_id_first
# mistake: encode merges the leftmost adjacent pair that has a merge, instead of the pair whose merge has the lowest id (learned first, applied first).
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    while True:
        known = [pair for pair in zip(ids, ids[1:]) if pair in merges]
        if not known:
            return ids
        pair = known[0]
        ids = merge(ids, pair, merges[pair])

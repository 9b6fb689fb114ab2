# fails: encode_merges_the_lowest_id_first
# mistake: encode merges the most frequent adjacent pair that has a merge (as in training), instead of the pair whose merge has the lowest id.
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    while True:
        counts = {}
        for pair in zip(ids, ids[1:]):
            if pair in merges:
                counts[pair] = counts.get(pair, 0) + 1
        if not counts:
            return ids
        pair = max(counts, key=counts.get)
        ids = merge(ids, pair, merges[pair])

# fails: encode_ignores_insertion_order
# mistake: encode applies the merges in the order of sorted(merges), which sorts the pairs, not their ids: a merge is applied before the merges its pair is made of.
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    for pair in sorted(merges):
        ids = merge(ids, pair, merges[pair])
    return ids

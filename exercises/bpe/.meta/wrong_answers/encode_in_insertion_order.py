# fails: encode_ignores_insertion_order
# mistake: encode applies the merges once each in the order the dict lists them, instead of in order of id: a dict built in another order splits the text differently.
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    for pair, new_id in merges.items():
        ids = merge(ids, pair, new_id)
    return ids

# fails: encode_matches_spec_examples
# mistake: encode applies only the merges whose pairs occur among the text's bytes, once, so a merge of merged tokens (such as (256, 97)) that only appears after an earlier merge is never applied.
def encode(text, merges):
    ids = list(text.encode("utf-8"))
    present = {pair for pair in zip(ids, ids[1:]) if pair in merges}
    for pair in sorted(present, key=merges.get):
        ids = merge(ids, pair, merges[pair])
    return ids

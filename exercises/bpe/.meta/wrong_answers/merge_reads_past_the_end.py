# fails: merge_keeps_an_unmatched_last_id
# mistake: merge reads ids[i + 1] without checking that i + 1 < len(ids), so a last id equal to pair[0] raises IndexError.
def merge(ids, pair, new_id):
    out = []
    i = 0
    while i < len(ids):
        if ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out

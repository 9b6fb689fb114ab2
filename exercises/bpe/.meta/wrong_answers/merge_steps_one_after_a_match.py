# fails: merge_continues_after_the_pair
# mistake: After a match merge moves on by one position instead of two, so the second id of the pair is emitted again after new_id.
def merge(ids, pair, new_id):
    out = []
    i = 0
    while i < len(ids):
        if i + 1 < len(ids) and ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
        else:
            out.append(ids[i])
        i += 1
    return out

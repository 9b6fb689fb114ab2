# fails: merge_returns_a_new_list
# mistake: When the pair does not occur merge returns the ids it was given (the same object, a tuple stays a tuple) instead of a new list.
def merge(ids, pair, new_id):
    if (pair[0], pair[1]) not in zip(ids, ids[1:]):
        return ids
    out = []
    i = 0
    while i < len(ids):
        if i + 1 < len(ids) and ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out

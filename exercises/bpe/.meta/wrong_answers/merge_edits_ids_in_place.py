# fails: merge_leaves_ids_unchanged
# mistake: merge replaces the pair inside the ids it was given (slice assignment) and returns that same list, so the caller's ids change and a tuple cannot be merged at all.
def merge(ids, pair, new_id):
    i = 0
    while i < len(ids) - 1:
        if ids[i] == pair[0] and ids[i + 1] == pair[1]:
            ids[i : i + 2] = [new_id]
        i += 1
    return ids

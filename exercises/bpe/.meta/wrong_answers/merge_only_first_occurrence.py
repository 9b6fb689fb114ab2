# fails: merge_matches_spec_examples
# mistake: merge replaces only the first occurrence of the pair; every occurrence (left to right, without overlaps) becomes new_id.
def merge(ids, pair, new_id):
    ids = list(ids)
    for i in range(len(ids) - 1):
        if ids[i] == pair[0] and ids[i + 1] == pair[1]:
            return ids[:i] + [new_id] + ids[i + 2 :]
    return ids

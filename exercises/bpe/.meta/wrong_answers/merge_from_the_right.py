# fails: merge_resolves_overlaps_from_the_left
# mistake: merge scans ids from the right, so in a run such as [a, a, a] the last two ids merge ([a, X]) instead of the first two ([X, a]).
def merge(ids, pair, new_id):
    out = []
    i = len(ids) - 1
    while i >= 0:
        if i >= 1 and ids[i - 1] == pair[0] and ids[i] == pair[1]:
            out.append(new_id)
            i -= 2
        else:
            out.append(ids[i])
            i -= 1
    return out[::-1]

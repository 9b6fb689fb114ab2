# fails: merge_accepts_a_tuple_and_a_list_pair
# mistake: merge compares (ids[i], ids[i + 1]) == pair, which is never true when pair is a list: a pair given as a list merges nothing.
def merge(ids, pair, new_id):
    out = []
    i = 0
    while i < len(ids):
        if i + 1 < len(ids) and (ids[i], ids[i + 1]) == pair:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out

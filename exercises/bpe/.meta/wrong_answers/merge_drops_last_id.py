# fails: merge_keeps_an_unmatched_last_id
# mistake: merge stops its scan one position early (i < len(ids) - 1), so a last id that is not the end of a matched pair is lost.
def merge(ids, pair, new_id):
    out = []
    i = 0
    while i < len(ids) - 1:
        if ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out

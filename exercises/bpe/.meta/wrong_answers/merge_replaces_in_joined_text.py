# fails: merge_matches_whole_ids
# mistake: merge writes the ids as text separated by spaces and replaces the substring "a b", which also matches the digits inside longer ids (11 2 contains "1 2").
def merge(ids, pair, new_id):
    text = " ".join(str(i) for i in ids)
    text = text.replace(f"{pair[0]} {pair[1]}", str(new_id))
    return [int(part) for part in text.split()]

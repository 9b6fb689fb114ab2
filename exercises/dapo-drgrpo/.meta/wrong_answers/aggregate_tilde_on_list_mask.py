# fails: aggregate_accepts_lists_and_integer_arrays
# mistake: aggregate inverts the mask as it arrives, which raises a TypeError when it is a Python list of bools; masks may be lists.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    per_token = np.array(per_token, dtype=float)
    per_token[~mask] = 0.0  # ~ on a Python list of bools is a TypeError
    return _reference_aggregate(per_token, mask, mode, max_len)

# fails: aggregate_accepts_lists_and_integer_arrays
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    per_token = np.array(per_token, dtype=float)
    per_token[~mask] = 0.0  # ~ on a Python list of bools is a TypeError
    return _reference_aggregate(per_token, mask, mode, max_len)

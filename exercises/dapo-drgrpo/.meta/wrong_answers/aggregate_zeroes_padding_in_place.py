# fails: aggregate_leaves_inputs_unchanged
# mistake: aggregate zeroes the padding inside the caller's per_token array; the inputs must be left unchanged.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if isinstance(per_token, np.ndarray) and per_token.dtype == float:
        per_token[~np.asarray(mask, dtype=bool)] = 0.0  # tidy, but edits the caller's array
    return _reference_aggregate(per_token, mask, mode, max_len)

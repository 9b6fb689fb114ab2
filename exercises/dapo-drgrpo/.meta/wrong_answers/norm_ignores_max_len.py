# fails: aggregate_norm_uses_max_len
# mistake: The -norm mode never uses the max_len passed in and always divides by the padded length L.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    return _reference_aggregate(per_token, mask, mode)  # max_len never reaches the -norm mode

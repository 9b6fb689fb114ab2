# fails: aggregate_norm_divides_by_padded_length_by_default
# mistake: Without max_len the -norm mode divides by the longest answer's number of valid tokens; the statement uses the padded length L.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode == "seq-mean-token-sum-norm" and max_len is None:
        mask = np.asarray(mask, dtype=bool)
        max_len = int(mask.sum(axis=1).max())  # the longest answer, not the padded length
    return _reference_aggregate(per_token, mask, mode, max_len)

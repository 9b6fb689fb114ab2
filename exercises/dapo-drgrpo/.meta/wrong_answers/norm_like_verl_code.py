# fails: aggregate_norm_divides_by_padded_length_by_default
# mistake: The -norm mode divides the sum over all answers by M without the 1/N, as verl's code does; the statement takes the mean over the N answers.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode == "seq-mean-token-sum-norm":
        x = np.where(mask, per_token, 0.0)
        scale = x.shape[1] if max_len is None else max_len
        return float(x.sum() / scale)  # verl's code: no 1/N
    return _reference_aggregate(per_token, mask, mode, max_len)

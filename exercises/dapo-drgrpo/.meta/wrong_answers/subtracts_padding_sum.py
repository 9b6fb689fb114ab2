# fails: aggregate_ignores_padding_even_huge
# mistake: aggregate sums every position and then subtracts the padding's sum, so padding of 10^300 wipes out the valid tokens' values in floating point.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    x = np.asarray(per_token, dtype=float)
    m = np.asarray(mask, dtype=bool)
    # every token, minus the padding: 1e300 + 1e300 - 2e300 wipes out the real tokens
    sums = x.sum(axis=1) - np.where(m, 0.0, x).sum(axis=1)
    if mode == "token-mean":
        return float(sums.sum() / m.sum())
    if mode == "seq-mean-token-mean":
        return float((sums / m.sum(axis=1)).mean())
    if mode == "seq-mean-token-sum":
        return float(sums.mean())
    if mode == "seq-mean-token-sum-norm":
        return float(sums.mean() / (m.shape[1] if max_len is None else max_len))
    return _reference_aggregate(per_token, mask, mode, max_len)

# fails: aggregate_token_mean_weights_every_valid_token_equally
# mistake: In "token-mean" the total is divided by N × L, padding included, instead of by the number of valid tokens.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode == "token-mean":
        x = np.where(mask, per_token, 0.0)
        return float(x.mean())  # divides by N * L, padding included
    return _reference_aggregate(per_token, mask, mode, max_len)

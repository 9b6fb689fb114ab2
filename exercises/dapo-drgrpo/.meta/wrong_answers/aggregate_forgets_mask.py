# fails: aggregate_token_mean_weights_every_valid_token_equally
# mistake: aggregate ignores the mask in its sums, so the padding's values are added to the valid tokens' in every mode.
def aggregate(per_token, mask, mode, max_len=None):
    x = np.asarray(per_token, dtype=float)  # padding is summed with the rest
    m = np.asarray(mask, dtype=bool)
    if mode not in MODES:
        raise ValueError("unknown mode; expected one of: " + ", ".join(MODES))
    if mode == "token-mean":
        return float(x.sum() / m.sum())
    if mode == "seq-mean-token-mean":
        return float((x.sum(axis=1) / m.sum(axis=1)).mean())
    if mode == "seq-mean-token-sum":
        return float(x.sum(axis=1).mean())
    return float(x.sum(axis=1).mean() / (max_len or x.shape[1]))

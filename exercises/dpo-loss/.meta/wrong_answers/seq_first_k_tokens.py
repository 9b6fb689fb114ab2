# fails: sequence_logps_sums_valid_tokens_per_row
def sequence_logps(token_logps, mask):
    logps = np.asarray(token_logps, dtype=float)
    lengths = np.asarray(mask, dtype=bool).sum(axis=1)
    # assumes the valid tokens always come first in a row
    return np.array([logps[i, :n].sum() for i, n in enumerate(lengths)])

# fails: sequence_logps_sums_valid_tokens_per_row
# mistake: Each row sums its first k entries, k being its number of valid tokens, which assumes valid tokens come first; they may sit anywhere in the row.
def sequence_logps(token_logps, mask):
    logps = np.asarray(token_logps, dtype=float)
    lengths = np.asarray(mask, dtype=bool).sum(axis=1)
    # assumes the valid tokens always come first in a row
    return np.array([logps[i, :n].sum() for i, n in enumerate(lengths)])

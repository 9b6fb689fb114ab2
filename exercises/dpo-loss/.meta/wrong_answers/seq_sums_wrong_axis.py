# fails: sequence_logps_sums_valid_tokens_per_row
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, np.asarray(token_logps, dtype=float), 0.0).sum(axis=0)

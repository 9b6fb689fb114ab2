# fails: sequence_logps_sums_valid_tokens_per_row
# mistake: The sum runs down the columns, one number per position, instead of along each row, one number per answer.
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, np.asarray(token_logps, dtype=float), 0.0).sum(axis=0)

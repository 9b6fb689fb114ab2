# fails: sequence_logps_sums_valid_tokens_per_row
# mistake: Each answer gets the average log-probability per valid token, as TRL feeds IPO; the statement asks for the sum over its valid tokens.
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    valid = np.where(mask, np.asarray(token_logps, dtype=float), 0.0)
    return valid.sum(axis=1) / mask.sum(axis=1)  # per-token average, as TRL feeds IPO

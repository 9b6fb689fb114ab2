# fails: sequence_ratio_averages_each_answers_valid_tokens
# mistake: The log-ratios are averaged down each position (column), giving one value per position, instead of over each answer's valid tokens.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    return np.exp((logp - old_logp).sum(axis=0) / mask.sum(axis=0))  # per position, not per answer

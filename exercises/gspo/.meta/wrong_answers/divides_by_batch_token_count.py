# fails: sequence_ratio_averages_each_answers_valid_tokens
# mistake: Each answer's summed log-ratio is divided by the number of valid tokens in the whole batch instead of by its own |o_i|.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    log_ratio = np.where(mask, np.asarray(logp, dtype=float), 0.0) - np.where(
        mask, np.asarray(old_logp, dtype=float), 0.0
    )
    return np.exp(log_ratio.sum(axis=1) / mask.sum())  # every valid token of the batch

# fails: sequence_ratio_averages_each_answers_valid_tokens
# mistake: Each answer's summed log-ratio is divided by the padded length L, padding included, instead of by its number of valid tokens |o_i|.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    log_ratio = np.where(mask, np.asarray(logp, dtype=float), 0.0) - np.where(
        mask, np.asarray(old_logp, dtype=float), 0.0
    )
    return np.exp(log_ratio.mean(axis=1))  # divides by L, padding included

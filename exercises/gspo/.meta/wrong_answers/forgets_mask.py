# fails: sequence_ratio_averages_each_answers_valid_tokens
# mistake: The mask is ignored: each answer's log-ratio is averaged over all L positions, padding included.
def sequence_ratio(logp, old_logp, mask):
    log_ratio = np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float)
    return np.exp(log_ratio.mean(axis=1))

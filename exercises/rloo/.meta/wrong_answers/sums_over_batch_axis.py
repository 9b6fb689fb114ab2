# fails: shaped_rewards_subtract_beta_times_summed_log_ratio
# mistake: The log-ratio is summed over the whole batch, giving every answer the same penalty; each answer's sum runs over its own valid tokens.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) - beta * d.sum()  # one penalty for the whole batch

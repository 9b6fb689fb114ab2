# fails: shaped_rewards_subtract_beta_times_summed_log_ratio
# mistake: The KL weight is fixed at 0.05, so the beta passed in is ignored.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) - 0.05 * d.sum(axis=1)  # the default, hard-coded

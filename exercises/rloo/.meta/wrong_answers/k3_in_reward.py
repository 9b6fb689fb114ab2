# fails: shaped_rewards_subtract_beta_times_summed_log_ratio
# mistake: The penalty sums GRPO's k3 estimate over the tokens; RLOO's reward subtracts β times the plain summed log-ratio, the k1 estimate.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    d = np.where(mask, np.asarray(ref_logp, float) - np.asarray(logp, float), 0.0)
    k3 = np.where(mask, np.exp(d) - d - 1.0, 0.0)  # GRPO's always-positive estimator
    return np.asarray(scores, float) - beta * k3.sum(axis=1)

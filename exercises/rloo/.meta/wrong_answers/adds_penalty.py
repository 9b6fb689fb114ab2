# fails: shaped_rewards_match_spec_example
# mistake: The KL penalty is added to the score instead of subtracted: r_i is s_i minus β times the summed log-ratio.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) + beta * d.sum(axis=1)  # wrong sign

# fails: shaped_rewards_match_spec_example
# mistake: The log-ratio is averaged over the padded length L, padding included, instead of summed over the answer's valid tokens.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) - beta * d.mean(axis=1)  # divides by L, padding included

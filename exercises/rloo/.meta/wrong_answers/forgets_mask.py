# fails: shaped_rewards_match_spec_example
# mistake: The mask is ignored: padding positions add their log-ratios to the penalty as if they were tokens.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    d = np.asarray(logp, float) - np.asarray(ref_logp, float)
    return np.asarray(scores, float) - beta * d.sum(axis=1)  # padding counted as tokens

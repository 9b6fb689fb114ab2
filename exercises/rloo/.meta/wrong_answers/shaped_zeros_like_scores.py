# fails: shaped_rewards_accept_lists_and_int_arrays
# mistake: With integer scores the shaped rewards are written into an integer array and truncated; they must be float64 whatever the scores' dtype.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    d = np.where(mask, logp, 0.0) - np.where(mask, ref_logp, 0.0)
    out = np.zeros_like(scores)  # an int array when the scores are ints
    out[:] = scores - beta * d.sum(axis=1)
    return out

# fails: shaped_rewards_accept_lists_and_int_arrays
# mistake: The mask is inverted as it arrives, which raises a TypeError when it is a Python list of bools; the mask may be a list.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    lp = np.array(logp, dtype=float)  # copies, so zeroing the padding is safe...
    ref = np.array(ref_logp, dtype=float)
    lp[~mask] = 0.0  # ...but ~ on a Python list of bools raises TypeError
    ref[~mask] = 0.0
    return np.asarray(scores, dtype=float) - beta * (lp - ref).sum(axis=1)

# fails: shaped_rewards_are_new_float64_arrays
# mistake: The penalty is subtracted in place, inside the caller's scores array when it is already float; the result must be a new array and the inputs left unchanged.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    out = np.asarray(scores, dtype=float)  # no copy for a float array: this is the caller's
    out -= beta * d.sum(axis=1)
    return out

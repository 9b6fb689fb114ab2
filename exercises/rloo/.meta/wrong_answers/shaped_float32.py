# fails: shaped_rewards_are_new_float64_arrays
# mistake: The shaped rewards come back as float32; the statement asks for a float64 array.
_right_shaped = kl_shaped_rewards


def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    return _right_shaped(scores, logp, ref_logp, mask, beta).astype(np.float32)

# fails: shaped_rewards_are_new_float64_arrays
# mistake: With β = 0 the scores array itself is returned; the result must be a new array even when it equals the scores.
_right_shaped = kl_shaped_rewards


def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    if beta == 0:
        return scores  # a shortcut that hands back the input itself
    return _right_shaped(scores, logp, ref_logp, mask, beta)

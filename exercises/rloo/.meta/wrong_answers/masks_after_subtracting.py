# fails: shaped_rewards_ignore_padding_even_huge
# mistake: Padding is multiplied by zero only after the subtraction, so 10^308 − (−10^308) overflows to inf and inf × 0 gives nan.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    d = (np.asarray(logp, float) - np.asarray(ref_logp, float)) * np.asarray(mask)  # inf * 0 = nan
    return np.asarray(scores, float) - beta * d.sum(axis=1)

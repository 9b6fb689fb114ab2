# fails: objective_default_clip_range_is_0_8_to_1_28
# mistake: The two sides of the clip are swapped: the range runs from 1 − ε_high to 1 + ε_low, so the wider margin sits below 1 instead of above.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    # the wider margin on the wrong side
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_high, 1 + eps_low) * adv)
    return aggregate(per_token, mask, "token-mean")

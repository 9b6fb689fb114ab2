# fails: objective_clips_negative_advantage_at_1_minus_eps_low
# mistake: The ratio is capped at 1 + ε_high but never raised to 1 − ε_low, so with A_i < 0 a small ratio is not floored.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.minimum(ratio, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "token-mean")

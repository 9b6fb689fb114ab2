# fails: objective_clips_positive_advantage_at_1_plus_eps_high
# mistake: The clip is applied to the advantage instead of the ratio: the statement clips ρ to [1 − ε_low, 1 + ε_high] and multiplies it by the unclipped A_i.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, ratio * np.clip(adv, 1 - eps_low, 1 + eps_high))
    return aggregate(per_token, mask, "token-mean")

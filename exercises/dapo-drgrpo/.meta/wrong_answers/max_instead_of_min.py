# fails: objective_clips_positive_advantage_at_1_plus_eps_high
# mistake: The clip does not bind where it should: each token takes the larger of the unclipped and clipped terms, or ρ A_i alone; the statement takes the smaller one, the min.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.maximum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "token-mean")

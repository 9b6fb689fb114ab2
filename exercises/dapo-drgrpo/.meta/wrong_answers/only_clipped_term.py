# fails: objective_clips_positive_advantage_at_1_plus_eps_high
# mistake: Each token uses the clipped ratio times A_i only, without the min against the unclipped term ρ A_i.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv  # no min with the unclipped term
    return aggregate(per_token, mask, "token-mean")

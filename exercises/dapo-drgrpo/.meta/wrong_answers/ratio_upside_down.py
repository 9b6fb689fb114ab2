# fails: objective_matches_worked_examples
# mistake: The ratio is upside down: ρ uses π_θ/π_old, not π_old/π_θ.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    ratio = 1.0 / ratio  # pi_old / pi_theta
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "token-mean")

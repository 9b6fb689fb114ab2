# fails: objective_clips_negative_advantage_at_1_minus_eps_low
# mistake: The ratio is never clipped: each token's term is ρ A_i alone, without the min against the clipped term.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = ratio * adv  # vanilla importance-weighted policy gradient
    return aggregate(per_token, mask, "token-mean")

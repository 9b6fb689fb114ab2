# fails: objective_clips_positive_advantage_at_1_plus_eps_high
# mistake: dapo_objective's clip range is fixed at 0.8 to 1.28, so the eps_low and eps_high passed in are ignored.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 0.8, 1.28) * adv)  # hard-coded range
    return aggregate(per_token, mask, "token-mean")

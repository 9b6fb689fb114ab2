# fails: objective_leaves_inputs_unchanged
# mistake: The padding is zeroed inside the caller's logp and old_logp arrays; the inputs must be left unchanged.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    logp[~mask] = 0.0  # tidy, but it edits the caller's arrays
    old_logp[~mask] = 0.0
    ratio = np.exp(logp - old_logp)
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "token-mean")

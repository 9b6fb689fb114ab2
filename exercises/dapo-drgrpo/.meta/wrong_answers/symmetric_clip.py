# fails: objective_default_clip_range_is_0_8_to_1_28
# mistake: The clip uses eps_low on both sides, PPO's symmetric range, and never eps_high; DAPO clips to [1 − ε_low, 1 + ε_high].
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    # one epsilon for both sides, as in PPO and GRPO
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_low) * adv)
    return aggregate(per_token, mask, "token-mean")

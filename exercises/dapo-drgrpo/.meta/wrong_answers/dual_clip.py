# fails: objective_clips_negative_advantage_at_1_minus_eps_low
# mistake: With A_i < 0 each token's term is also floored at 3·A_i (verl's dual clip); DAPO has none, so a large ratio with a negative advantage is never capped.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    # verl's dual clip (clip_ratio_c = 3): not part of DAPO
    per_token = np.where(adv < 0, np.maximum(per_token, 3.0 * adv), per_token)
    return aggregate(per_token, mask, "token-mean")

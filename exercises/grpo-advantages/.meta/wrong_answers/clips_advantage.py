# fails: objective_clips_positive_advantage
# mistake: The clip is applied to the advantage instead of the ratio: the statement clips ρ to [1 − ε, 1 + ε] and multiplies it by the unclipped A_i.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp, ref_logp = (np.where(mask, x, 0.0) for x in (logp, old_logp, ref_logp))
    ratio = np.exp(logp - old_logp)
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, ratio * np.clip(adv, 1 - clip_eps, 1 + clip_eps))
    per_token = np.where(mask, surrogate - beta * kl_k3(logp, ref_logp), 0.0)
    return float((per_token.sum(axis=1) / mask.sum(axis=1)).mean())

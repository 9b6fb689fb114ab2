# fails: objective_clips_negative_advantage
# mistake: The ratio is never clipped: each token's surrogate is ρ·A_i alone, without the min against the clipped term.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp, ref_logp = (np.where(mask, x, 0.0) for x in (logp, old_logp, ref_logp))
    surrogate = np.exp(logp - old_logp) * advantages[:, None]  # vanilla policy gradient
    per_token = np.where(mask, surrogate - beta * kl_k3(logp, ref_logp), 0.0)
    return float((per_token.sum(axis=1) / mask.sum(axis=1)).mean())

# fails: objective_uses_clip_eps_and_beta
# mistake: The clip range and KL weight are fixed at 0.2 and 0.04, so the clip_eps and beta passed in are ignored.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp, ref_logp = (np.where(mask, x, 0.0) for x in (logp, old_logp, ref_logp))
    ratio = np.exp(logp - old_logp)
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 0.8, 1.2) * adv)  # hard-coded range
    per_token = np.where(mask, surrogate - 0.04 * kl_k3(logp, ref_logp), 0.0)
    return float((per_token.sum(axis=1) / mask.sum(axis=1)).mean())

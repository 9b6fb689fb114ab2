# fails: inputs_are_not_modified
# mistake: The padding is zeroed inside the caller's logp, old_logp and ref_logp arrays; the inputs must be left unchanged.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    for x in (logp, old_logp, ref_logp):
        x[~mask] = 0.0  # tidy, but it edits the caller's arrays
    ratio = np.exp(logp - old_logp)
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv)
    per_token = np.where(mask, surrogate - beta * kl_k3(logp, ref_logp), 0.0)
    return float((per_token.sum(axis=1) / mask.sum(axis=1)).mean())

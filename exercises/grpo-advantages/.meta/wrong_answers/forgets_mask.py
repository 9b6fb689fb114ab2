# fails: objective_matches_example
# mistake: The mask is ignored: padding tokens count as real ones and the average runs over all N × L positions at once.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    ratio = np.exp(logp - old_logp)
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv)
    return float((surrogate - beta * kl_k3(logp, ref_logp)).mean())

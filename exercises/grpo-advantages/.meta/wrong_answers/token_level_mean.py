# fails: objective_averages_each_answer_then_answers
# mistake: All valid tokens of the batch are averaged together, so longer answers weigh more; the statement averages within each answer first, then over the N answers.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp, ref_logp = (np.where(mask, x, 0.0) for x in (logp, old_logp, ref_logp))
    ratio = np.exp(logp - old_logp)
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv)
    per_token = np.where(mask, surrogate - beta * kl_k3(logp, ref_logp), 0.0)
    return float(per_token.sum() / mask.sum())  # every valid token weighs the same

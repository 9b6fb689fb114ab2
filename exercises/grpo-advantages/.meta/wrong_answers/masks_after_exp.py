# fails: objective_ignores_padding_even_huge
# mistake: Padding is zeroed only after the exp, so a huge padding value overflows to inf and inf × 0 turns the objective into nan.
def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    mask = np.asarray(mask, dtype=float)
    ratio = np.exp(logp - old_logp)  # padding of 1e300 overflows here
    adv = advantages[:, None]
    surrogate = np.minimum(ratio * adv, np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv)
    per_token = (surrogate - beta * kl_k3(logp, ref_logp)) * mask  # inf * 0 is nan
    return float((per_token.sum(axis=1) / mask.sum(axis=1)).mean())

# fails: objective_uses_one_ratio_per_answer_not_per_token
# mistake: Each token's ratio is clipped on its own and averaged per answer, as in GRPO; GSPO clips one sequence ratio s_i per answer.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    # GRPO's way: one ratio per token, clipped token by token, then averaged per answer
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    ratio = np.exp(logp - old_logp)
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    per_answer = np.where(mask, per_token, 0.0).sum(axis=1) / mask.sum(axis=1)
    return float(per_answer.mean())

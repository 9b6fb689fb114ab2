# fails: objective_stays_finite_for_long_answers
# mistake: gspo_objective builds s from products of token probabilities, which underflow to 0 for a long answer, so the objective becomes nan instead of staying in log space.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    mask = np.asarray(mask, dtype=bool)
    new = np.where(mask, np.exp(np.where(mask, logp, 0.0)), 1.0).prod(axis=1)
    old = np.where(mask, np.exp(np.where(mask, old_logp, 0.0)), 1.0).prod(axis=1)
    with np.errstate(all="ignore"):
        s = (new / old) ** (1.0 / mask.sum(axis=1))  # 0 / 0 once an answer is long
    adv = np.asarray(advantages, dtype=float)
    return float(np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())

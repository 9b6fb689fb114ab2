# fails: objective_returns_python_float
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean()

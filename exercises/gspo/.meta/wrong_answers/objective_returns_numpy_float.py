# fails: objective_returns_python_float
# mistake: The objective is right but comes back as a numpy float64; the statement asks for a plain Python float.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean()

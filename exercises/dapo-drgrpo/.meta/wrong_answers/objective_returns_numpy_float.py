# fails: objective_returns_python_float
# mistake: The objective is right but comes back as a numpy float64; the statement asks for a plain Python float.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return np.where(mask, per_token, 0.0).sum() / mask.sum()  # a numpy.float64

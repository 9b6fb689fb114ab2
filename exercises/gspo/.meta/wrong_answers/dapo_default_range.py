# fails: objective_matches_worked_example_positive_advantages
def gspo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return float(np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())

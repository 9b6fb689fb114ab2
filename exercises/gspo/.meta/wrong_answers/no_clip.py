# fails: objective_matches_worked_example_positive_advantages
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float((s * np.asarray(advantages, dtype=float)).mean())  # plain importance weighting

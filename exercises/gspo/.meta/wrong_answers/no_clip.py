# fails: objective_matches_worked_example_positive_advantages
# mistake: The ratio is never clipped: each answer contributes s_i A_i alone, without the min against the clipped term.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float((s * np.asarray(advantages, dtype=float)).mean())  # plain importance weighting

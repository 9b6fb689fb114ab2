# fails: objective_matches_worked_example_negative_advantage
# mistake: This returns minus the objective, the loss to minimise; gspo_objective returns J itself, which training maximises.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    surrogate = np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv)
    return float(-surrogate.mean())  # the loss to minimise, not the objective

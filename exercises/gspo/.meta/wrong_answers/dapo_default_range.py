# fails: objective_matches_worked_example_positive_advantages
# mistake: gspo_objective's defaults are DAPO's token-level range, 0.2 and 0.28; GSPO's are eps_low = 3e-4 and eps_high = 4e-4.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return float(np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())

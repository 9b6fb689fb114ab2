# fails: objective_clips_positive_advantage_only_above
# mistake: The log of s is clipped to [−ε_low, ε_high] and exponentiated, so the bounds become e^(−ε_low) and e^(ε_high) instead of 1 − ε_low and 1 + ε_high.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    log_s = np.log(sequence_ratio(logp, old_logp, mask))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.exp(np.clip(log_s, -eps_low, eps_high))  # exp(eps) is not 1 + eps
    return float(np.minimum(np.exp(log_s) * adv, clipped * adv).mean())

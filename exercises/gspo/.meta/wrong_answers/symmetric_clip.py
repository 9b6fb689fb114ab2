# fails: objective_uses_eps_low_and_eps_high
# mistake: The clip uses eps_low on both sides and never eps_high; the range is 1 − ε_low to 1 + ε_high.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(s, 1 - eps_low, 1 + eps_low)  # eps_high never used
    return float(np.minimum(s * adv, clipped * adv).mean())

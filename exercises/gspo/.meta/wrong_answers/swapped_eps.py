# fails: objective_uses_eps_low_and_eps_high
# mistake: The two sides of the clip are swapped: the range runs from 1 − ε_high to 1 + ε_low instead of 1 − ε_low to 1 + ε_high.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(s, 1 - eps_high, 1 + eps_low)  # the two sides swapped
    return float(np.minimum(s * adv, clipped * adv).mean())

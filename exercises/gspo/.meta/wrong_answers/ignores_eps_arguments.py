# fails: objective_uses_eps_low_and_eps_high
# mistake: gspo_objective's clip range is fixed at 3e-4 and 4e-4, so the eps_low and eps_high passed in are ignored.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(s, 1 - 3e-4, 1 + 4e-4)  # hard-coded range
    return float(np.minimum(s * adv, clipped * adv).mean())

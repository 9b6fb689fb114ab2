# fails: inputs_are_not_modified
# mistake: The advantages are multiplied by s in place, inside the caller's advantages array; the inputs must be left unchanged.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    unclipped = np.asarray(advantages, dtype=float)  # the caller's own array, not a copy
    clipped = np.clip(s, 1 - eps_low, 1 + eps_high) * unclipped
    unclipped *= s
    return float(np.minimum(unclipped, clipped).mean())

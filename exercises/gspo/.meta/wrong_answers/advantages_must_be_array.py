# fails: objective_accepts_lists_and_integer_arrays
# mistake: gspo_objective converts advantages with an array method, so a Python list fails; inputs may be lists or integer arrays.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = advantages.astype(float)  # a list has no astype
    return float(np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())

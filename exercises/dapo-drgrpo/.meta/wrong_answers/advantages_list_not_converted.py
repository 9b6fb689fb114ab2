# fails: objective_accepts_lists_and_integer_arrays
# mistake: dapo_objective indexes the advantages as they arrive, so a Python list fails; inputs may be lists or integer arrays.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = advantages[:, None]  # a list can't be indexed like this
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "token-mean")

# fails: inputs_are_not_modified
# mistake: The padding is zeroed inside the caller's logp and old_logp arrays; the inputs must be left unchanged.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp = np.asarray(logp, dtype=float), np.asarray(old_logp, dtype=float)
    logp[~mask] = 0.0  # tidy, but it edits the caller's arrays
    old_logp[~mask] = 0.0
    return np.exp((logp - old_logp).sum(axis=1) / mask.sum(axis=1))

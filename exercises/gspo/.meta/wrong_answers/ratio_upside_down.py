# fails: sequence_ratio_matches_worked_example
# mistake: The ratio is upside down: s_i uses π_θ/π_old, not π_old/π_θ.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    return np.exp((old_logp - logp).sum(axis=1) / mask.sum(axis=1))  # old over new

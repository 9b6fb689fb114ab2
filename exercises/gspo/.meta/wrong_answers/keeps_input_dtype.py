# fails: sequence_ratio_returns_new_float64_array
# mistake: With float32 inputs the ratios stay float32; sequence_ratio returns float64 whatever the inputs' dtype.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp, old_logp = np.asarray(logp), np.asarray(old_logp)  # float32 in, float32 out
    log_ratio = np.where(mask, logp, 0) - np.where(mask, old_logp, 0)
    return np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1).astype(logp.dtype))

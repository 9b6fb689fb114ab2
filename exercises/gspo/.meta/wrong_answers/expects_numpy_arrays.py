# fails: sequence_ratio_accepts_lists_and_integer_arrays
def sequence_ratio(logp, old_logp, mask):
    log_ratio = np.where(mask, logp - old_logp, 0.0)  # list - list is a TypeError
    return np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1))

# fails: sequence_ratio_accepts_lists_and_integer_arrays
# mistake: sequence_ratio subtracts its inputs as they arrive, so Python lists raise a TypeError; inputs may be lists or integer arrays.
def sequence_ratio(logp, old_logp, mask):
    log_ratio = np.where(mask, logp - old_logp, 0.0)  # list - list is a TypeError
    return np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1))

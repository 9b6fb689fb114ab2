# fails: arguments_can_be_passed_by_name
# mistake: sequence_ratio's parameters are named log_probs, old_log_probs and response_mask, so calls by keyword with logp, old_logp and mask fail.
def sequence_ratio(log_probs, old_log_probs, response_mask):
    mask = np.asarray(response_mask, dtype=bool)
    new = np.where(mask, np.asarray(log_probs, dtype=float), 0.0)
    old = np.where(mask, np.asarray(old_log_probs, dtype=float), 0.0)
    return np.exp((new - old).sum(axis=1) / mask.sum(axis=1))

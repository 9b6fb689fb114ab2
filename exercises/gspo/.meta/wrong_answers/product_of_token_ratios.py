# fails: sequence_ratio_stays_finite_for_long_answers
# mistake: s is the product of the token ratios raised to 1/|o_i|; for a long answer the product underflows to 0, where the mean log-ratio would stay accurate.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    product = np.prod(np.exp(logp - old_logp), axis=1)  # exp(-2000) underflows to 0
    return product ** (1.0 / mask.sum(axis=1))

# fails: sequence_ratio_is_geometric_mean_of_token_ratios
# mistake: s is the whole-answer ratio, without the power 1/|o_i|; GSPO takes the geometric mean of the token ratios, the exp of the mean log-ratio.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    return np.exp((logp - old_logp).sum(axis=1))  # the whole-sequence ratio, no 1/|o_i|

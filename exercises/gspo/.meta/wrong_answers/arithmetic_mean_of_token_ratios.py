# fails: sequence_ratio_is_geometric_mean_of_token_ratios
# mistake: s is the arithmetic mean of the token ratios; GSPO's s_i is their geometric mean, the exp of the mean log-ratio.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    log_ratio = np.where(
        mask, np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float), 0.0
    )
    token_ratios = np.where(mask, np.exp(log_ratio), 0.0)
    return token_ratios.sum(axis=1) / mask.sum(axis=1)  # mean of the ratios, not of the logs

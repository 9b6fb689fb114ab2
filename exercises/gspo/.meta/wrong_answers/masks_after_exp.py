# fails: sequence_ratio_ignores_padding_even_huge
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=float)
    token_ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    # padding: exp(2e300) is inf, log(inf) * 0 is nan
    log_ratio = np.log(token_ratio) * mask
    return np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1))

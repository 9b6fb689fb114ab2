# fails: sequence_ratio_ignores_padding_even_huge
# mistake: sequence_ratio takes exp of every token's log-ratio before applying the mask, so huge padding overflows to inf and log(inf) × 0 gives nan.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=float)
    token_ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    # padding: exp(2e300) is inf, log(inf) * 0 is nan
    log_ratio = np.log(token_ratio) * mask
    return np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1))

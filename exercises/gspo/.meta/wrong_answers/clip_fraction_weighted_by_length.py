# fails: clip_fraction_counts_answers_not_tokens
# mistake: Each clipped answer is weighted by its number of valid tokens, the paper's token-weighted share; here every answer counts once.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    lengths = np.asarray(mask, dtype=bool).sum(axis=1)
    outside = (s < 1 - eps_low) | (s > 1 + eps_high)
    return float((outside * lengths).sum() / lengths.sum())  # the paper's token-weighted share

# fails: clip_fraction_counts_answers_not_tokens
# mistake: clip_fraction counts the valid tokens whose own ratio is outside the range, GRPO's statistic; this exercise counts answers by their sequence ratio s_i.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    # the fraction of valid tokens whose own ratio is outside the range (GRPO's statistic)
    mask = np.asarray(mask, dtype=bool)
    log_ratio = np.where(mask, np.asarray(logp, dtype=float), 0.0) - np.where(
        mask, np.asarray(old_logp, dtype=float), 0.0
    )
    ratio = np.exp(log_ratio)
    outside = ((ratio < 1 - eps_low) | (ratio > 1 + eps_high)) & mask
    return float(outside.sum() / mask.sum())

# fails: clip_fraction_default_range_is_asymmetric
def clip_fraction(logp, old_logp, mask, eps_low=4e-4, eps_high=3e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float(((s < 1 - eps_low) | (s > 1 + eps_high)).mean())

# fails: clip_fraction_default_range_is_asymmetric
# mistake: clip_fraction's defaults are swapped, eps_low = 4e-4 and eps_high = 3e-4; the statement's are eps_low = 3e-4 and eps_high = 4e-4.
def clip_fraction(logp, old_logp, mask, eps_low=4e-4, eps_high=3e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float(((s < 1 - eps_low) | (s > 1 + eps_high)).mean())

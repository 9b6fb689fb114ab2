# fails: clip_fraction_default_range_is_asymmetric
# mistake: clip_fraction uses eps_low on both sides, Baselines-style; the range is asymmetric, from 1 − ε_low to 1 + ε_high.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float((np.abs(s - 1) > eps_low).mean())  # Baselines-style, one eps for both sides

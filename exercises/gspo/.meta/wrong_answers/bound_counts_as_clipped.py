# fails: clip_fraction_counts_a_ratio_on_a_bound_as_inside
# mistake: A ratio exactly on 1 − ε_low or 1 + ε_high counts as clipped; the statement counts only ratios strictly outside the range.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float(((s <= 1 - eps_low) | (s >= 1 + eps_high)).mean())

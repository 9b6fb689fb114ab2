# fails: clip_fraction_matches_worked_example
# mistake: Only ratios above 1 + ε_high are counted; a ratio below 1 − ε_low is outside the range too.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float((s > 1 + eps_high).mean())

# fails: clip_fraction_matches_worked_example
# mistake: clip_fraction returns the number of clipped answers instead of their fraction of the N answers.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float(((s < 1 - eps_low) | (s > 1 + eps_high)).sum())

# fails: clip_fraction_returns_python_float
# mistake: The clip fraction is right but comes back as a numpy float64; the statement asks for a plain Python float.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return ((s < 1 - eps_low) | (s > 1 + eps_high)).mean()

# fails: clip_fraction_uses_eps_low_and_eps_high
# mistake: clip_fraction's range is fixed at the defaults 3e-4 and 4e-4, so the eps_low and eps_high passed in are ignored.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    return float(((s < 1 - 3e-4) | (s > 1 + 4e-4)).mean())

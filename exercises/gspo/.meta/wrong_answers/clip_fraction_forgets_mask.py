# fails: clip_fraction_ignores_padding_even_huge
# mistake: clip_fraction adds the padding positions into each answer's log-ratio, so padded values change which answers count as clipped.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    mask = np.asarray(mask, dtype=bool)
    log_ratio = np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float)
    with np.errstate(all="ignore"):
        s = np.exp(log_ratio.sum(axis=1) / mask.sum(axis=1))  # padding summed in
    return float(((s < 1 - eps_low) | (s > 1 + eps_high)).mean())

# fails: clip_fraction_accepts_lists_and_integer_arrays
# mistake: clip_fraction reads the number of answers from logp's shape, which a Python list does not have; inputs may be lists.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    outside = np.count_nonzero((s < 1 - eps_low) | (s > 1 + eps_high))
    return float(outside / logp.shape[0])  # a list has no .shape

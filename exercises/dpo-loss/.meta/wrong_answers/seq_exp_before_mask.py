# fails: sequence_logps_ignores_padding_even_huge
# mistake: exp is taken of every position before the mask picks the valid ones, so padding of 10^300 overflows with a numpy warning; padding must stay out of all arithmetic.
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    probs = np.where(mask, np.exp(token_logps), 1.0)  # exp(1e300) overflows before where picks 1
    return np.log(probs).sum(axis=1)

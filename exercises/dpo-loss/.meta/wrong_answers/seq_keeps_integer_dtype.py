# fails: sequence_logps_accepts_lists_and_int_arrays
# mistake: With integer token_logps the sums stay integers; sequence_logps returns float64 whatever the input's dtype.
def sequence_logps(token_logps, mask):
    return np.where(mask, token_logps, 0).sum(axis=1)  # int in, int out

# fails: sequence_logps_matches_spec_example
def sequence_logps(token_logps, mask):
    return np.asarray(token_logps, dtype=float).sum(axis=1)  # padding counted as tokens

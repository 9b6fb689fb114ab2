# fails: sequence_logps_matches_spec_example
# mistake: The mask is ignored: padding positions are added to each answer's log-probability as if they were tokens.
def sequence_logps(token_logps, mask):
    return np.asarray(token_logps, dtype=float).sum(axis=1)  # padding counted as tokens

# fails: inputs_are_not_modified
# mistake: The padding is zeroed inside the caller's token_logps array; the inputs must be left unchanged.
def sequence_logps(token_logps, mask):
    logps = np.asarray(token_logps, dtype=float)  # no copy for a float array
    logps[~np.asarray(mask, dtype=bool)] = 0.0
    return logps.sum(axis=1)

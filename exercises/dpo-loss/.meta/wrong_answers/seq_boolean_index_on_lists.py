# fails: sequence_logps_accepts_lists_and_int_arrays
# mistake: Each row is indexed with its mask as given, which raises a TypeError when token_logps and mask arrive as Python lists.
def sequence_logps(token_logps, mask):
    out = np.zeros(len(token_logps))
    for i in range(len(token_logps)):
        out[i] = token_logps[i][mask[i]].sum()  # a Python list can't be indexed by a mask
    return out

# fails: repeat_kv_accepts_lists_and_integer_arrays
# mistake: repeat_kv indexes x as an array (x[..., None, :, :]) without converting it first, so a plain list fails instead of being taken as an array.
def repeat_kv(x, n_rep):
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    *lead, groups, length, width = x.shape
    wide = np.broadcast_to(x[..., :, None, :, :], (*lead, groups, n_rep, length, width))
    return np.array(wide.reshape(*lead, groups * n_rep, length, width), dtype=float)

# fails: repeat_kv_n_rep_1_returns_a_new_array
# mistake: repeat_kv broadcasts x to (..., G, n_rep, L, d) and reshapes it, which for n_rep = 1 is only a view of x: the result shares memory with the input instead of being a new array.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    *lead, groups, length, width = x.shape
    wide = np.broadcast_to(x[..., :, None, :, :], (*lead, groups, n_rep, length, width))
    return wide.reshape(*lead, groups * n_rep, length, width)

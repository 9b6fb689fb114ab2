# fails: repeat_kv_accepts_lists_and_integer_arrays
# mistake: repeat_kv converts x without dtype=float, so integer lists and arrays come back as integer arrays instead of float64.
def repeat_kv(x, n_rep):
    x = np.asarray(x)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep, axis=-3)

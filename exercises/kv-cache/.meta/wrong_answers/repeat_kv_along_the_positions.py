# fails: repeat_kv_repeats_each_kv_head_in_a_row
# mistake: repeat_kv repeats along the positions (axis -2) instead of the kv heads (axis -3), so the output has G heads of L * n_rep positions.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep, axis=-2)

# fails: repeat_kv_repeats_each_kv_head_in_a_row
# mistake: repeat_kv repeats along axis 1, the kv heads only in a (B, G, L, d) array: for (G, L, d) that axis is the positions, and with two leading axes it is a batch axis; the heads are axis -3.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep, axis=1)

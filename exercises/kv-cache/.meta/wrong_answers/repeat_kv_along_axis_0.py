# fails: repeat_kv_keeps_leading_axes
# mistake: repeat_kv repeats along axis 0, the heads only when x has no leading axis: with a batch (B, G, L, d) it copies the batch instead of the kv heads (axis -3).
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep, axis=0)

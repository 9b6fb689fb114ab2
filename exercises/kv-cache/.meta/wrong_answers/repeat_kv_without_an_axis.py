# fails: repeat_kv_repeats_each_kv_head_in_a_row
# mistake: repeat_kv calls np.repeat without an axis, which flattens x and repeats every number, instead of repeating whole kv heads along axis -3.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep)

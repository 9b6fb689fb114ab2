# fails: repeat_kv_n_rep_1_returns_a_new_array
# mistake: repeat_kv returns x itself when n_rep = 1 (Hugging Face's shortcut): the result is the caller's own array, or list, instead of a new float64 array.
def repeat_kv(x, n_rep):
    if n_rep == 1:
        return x
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    return np.repeat(x, n_rep, axis=-3)

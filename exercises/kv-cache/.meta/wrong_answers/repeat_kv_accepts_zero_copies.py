# fails: repeat_kv_rejects_n_rep_below_1
# mistake: repeat_kv accepts n_rep = 0 and returns an array with no heads, instead of raising ValueError for n_rep below 1.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    return np.repeat(x, n_rep, axis=-3)

# fails: repeat_kv_repeats_each_kv_head_in_a_row
# mistake: repeat_kv lays the whole block of G heads out n_rep times (kv0, kv1, kv0, kv1, as np.tile does), so output head h is input head h % G instead of h // n_rep.
def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    reps = (1,) * (x.ndim - 3) + (n_rep, 1, 1)
    return np.tile(x, reps)

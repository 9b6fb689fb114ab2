# fails: update_accepts_lists_and_integer_arrays
# mistake: online_softmax_update copies l and acc in their own dtype and rescales the copies in place, which raises for integer arrays and keeps float32 ones in float32, instead of computing new float64 arrays.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - base[..., None])
    l_new = np.array(l)
    acc_new = np.array(acc)
    l_new *= alpha
    l_new += np.sum(p, axis=-1)
    acc_new *= alpha[..., None]
    acc_new += p @ v
    return m_new, l_new, acc_new

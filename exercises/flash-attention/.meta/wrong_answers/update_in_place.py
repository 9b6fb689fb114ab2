# fails: update_leaves_the_state_unchanged
# mistake: online_softmax_update writes the new m, l and acc into the arrays it was given (np.asarray does not copy a float64 array) and returns them, so the caller's state changes and the outputs alias it.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - base[..., None])
    l *= alpha
    l += np.sum(p, axis=-1)
    acc *= alpha[..., None]
    acc += p @ v
    m[...] = m_new
    return m, l, acc

# fails: update_with_an_empty_block_changes_nothing
# mistake: For an empty block online_softmax_update returns the caller's own m, l and acc arrays instead of new ones, so a later change to either changes the other.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    if s.shape[-1] == 0:
        return m, l, acc
    m_new = np.maximum(m, np.max(s, axis=-1))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - base[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

# fails: update_with_an_empty_block_changes_nothing
# mistake: online_softmax_update takes np.max over the block's keys with no initial value, which raises ValueError for an empty block (B = 0) instead of returning the state unchanged.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - base[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

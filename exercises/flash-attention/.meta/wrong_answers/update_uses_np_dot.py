# fails: update_batch_axes_are_independent
# mistake: online_softmax_update multiplies the weights by v_block with np.dot, which for leading axes pairs every batch entry's weights with every batch entry's values instead of each with its own (the @ operator).
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
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + np.dot(p, v)
    return m_new, l_new, acc_new

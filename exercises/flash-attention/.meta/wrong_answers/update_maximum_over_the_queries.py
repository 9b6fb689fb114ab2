# fails: update_reduces_over_each_querys_own_keys
# mistake: online_softmax_update takes the block's maximum over the queries (axis -2 of s_block) instead of over each query's keys (the last axis).
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-2, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - base[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

# fails: update_keeps_the_running_maximum
# mistake: online_softmax_update adds the block's sums measured from the block's own maximum, exp(s - max_j s), without rescaling them to m' = max(m, max_j s); that is wrong whenever the block's maximum is below the running one.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    block_max = np.max(s, axis=-1, initial=-np.inf)
    m_new = np.maximum(m, block_max)
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    block_base = np.where(np.isfinite(block_max), block_max, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s - block_base[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

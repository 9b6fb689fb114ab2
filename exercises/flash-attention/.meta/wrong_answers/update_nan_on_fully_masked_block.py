# fails: update_fully_masked_block_keeps_an_empty_state_empty
# mistake: online_softmax_update computes exp(m - m') and exp(s - m') as they are, so a query that has seen nothing and whose block is all -inf gets exp(-inf - (-inf)) = nan instead of staying the empty state.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    alpha = np.exp(m - m_new)
    p = np.exp(s - m_new[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

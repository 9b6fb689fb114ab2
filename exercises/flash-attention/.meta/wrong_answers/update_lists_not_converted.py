# fails: update_accepts_lists_and_integer_arrays
# mistake: online_softmax_update calls array methods (s_block.max) on its inputs as they were passed, which fails for plain lists; convert them to float arrays first.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m_new = np.maximum(m, s_block.max(axis=-1, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)
    p = np.exp(s_block - base[..., None])
    l_new = alpha * l + p.sum(axis=-1)
    acc_new = alpha[..., None] * acc + p @ v_block
    return m_new, l_new, acc_new

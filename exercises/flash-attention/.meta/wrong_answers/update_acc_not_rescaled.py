# fails: update_rescales_the_old_state_when_the_maximum_grows
# mistake: When the maximum grows, online_softmax_update multiplies the old l by exp(m - m') but adds the old acc as it was, so acc mixes terms measured from two different maxima.
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
    acc_new = acc + p @ v
    return m_new, l_new, acc_new

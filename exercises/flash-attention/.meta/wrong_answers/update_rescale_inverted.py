# fails: update_rescales_the_old_state_when_the_maximum_grows
# mistake: online_softmax_update rescales the old l and acc by exp(m' - m), the factor upside down, instead of exp(m - m') (which is at most 1).
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    # An empty old state (l = 0) contributes nothing whatever its factor.
    alpha = np.where(np.isfinite(m), np.exp(base - np.where(np.isfinite(m), m, 0.0)), 0.0)
    p = np.exp(s - base[..., None])
    l_new = alpha * l + np.sum(p, axis=-1)
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new

# fails: update_from_the_empty_state
# mistake: online_softmax_update divides acc' by the new l after every block (FlashAttention-1's normalised output), while the statement keeps acc the unnormalised sum of exp(s - m') v and divides once, at the end.
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
    safe = np.where(l_new > 0, l_new, 1.0)
    # acc read as a normalised output: weighted by the old l, divided by the new one.
    acc_new = ((alpha * l)[..., None] * acc + p @ v) / safe[..., None]
    return m_new, l_new, acc_new

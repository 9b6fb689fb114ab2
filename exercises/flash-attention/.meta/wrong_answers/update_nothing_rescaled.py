# fails: update_folds_the_same_state_whatever_the_split
# mistake: online_softmax_update adds the block to the old l and acc without multiplying them by exp(m - m'), so when the maximum grows the old terms stay measured from the old maximum.
# ruff: noqa: E741
def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    p = np.exp(s - base[..., None])
    return m_new, l + np.sum(p, axis=-1), acc + p @ v

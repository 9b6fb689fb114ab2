# fails: recompute_causal_is_bottom_right
# mistake: With causal=True, recompute_weights allows the keys j <= i (top-left alignment) instead of j <= Lk - Lq + i.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    k_len = k.shape[-2]
    allowed = _allowed(q_len, k_len, False, mask) & finite[..., None]
    if causal:
        allowed = allowed & (np.arange(k_len)[None, :] <= np.arange(q_len)[:, None])
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

# fails: recompute_gives_the_attention_weights_from_the_tiled_lse
# mistake: recompute_weights subtracts lse (..., Lq) from the scores (..., Lq, Lk) without giving it an axis for the keys, so it lines up with the keys instead of the queries (or does not broadcast).
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    shifted = s - np.where(finite, lse, 0.0)
    return np.exp(np.where(allowed, shifted, -np.inf))

# fails: recompute_batch_axes_are_independent
# mistake: recompute_weights transposes k with .T, which reverses every axis of batched keys instead of swapping their last two.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ k.T / np.sqrt(d)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

# fails: recompute_uses_the_given_lse
# mistake: recompute_weights divides each row by its own sum, recomputing the normalisation, instead of using the lse it is given as it is.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    p = np.exp(np.where(allowed, shifted, -np.inf))
    total = np.sum(p, axis=-1, keepdims=True)
    return p / np.where(total > 0, total, 1.0)

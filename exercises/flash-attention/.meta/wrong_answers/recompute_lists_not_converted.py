# fails: recompute_accepts_lists_and_integer_arrays
# mistake: recompute_weights computes with q, k and lse as they were passed, which fails for plain lists; convert them with np.asarray(..., dtype=float) first.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

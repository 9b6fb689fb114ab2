# fails: recompute_scales_scores_by_sqrt_d
# mistake: recompute_weights uses the raw dot products q . k without dividing them by sqrt(d), although the lse was computed from scaled scores.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len = q.shape[-2]
    s = q @ np.swapaxes(k, -1, -2)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

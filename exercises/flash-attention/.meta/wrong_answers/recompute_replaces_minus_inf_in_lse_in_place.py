# fails: recompute_leaves_inputs_unchanged
# mistake: recompute_weights overwrites the -inf entries of the caller's lse in place (np.asarray does not copy a float64 array), so the stored log-sum-exps change.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    lse[~finite] = 0.0
    shifted = s - lse[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

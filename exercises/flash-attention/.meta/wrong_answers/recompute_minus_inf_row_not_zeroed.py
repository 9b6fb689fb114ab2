# fails: recompute_row_with_lse_minus_inf_is_zeros
# mistake: recompute_weights leaves out only the pairs the masks forbid, so in a row whose lse is -inf the allowed entries become exp(s - (-inf)) = inf instead of 0.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    allowed = _allowed(q_len, k.shape[-2], causal, mask)
    shifted = s - lse[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))

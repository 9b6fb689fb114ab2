# fails: recompute_padded_keys_change_nothing
# mistake: recompute_weights computes exp(s - lse) everywhere and then multiplies by the mask, so a padded key with a huge score (or a row with lse = -inf) gives inf * 0 = nan instead of 0.
def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    allowed = _allowed(q_len, k.shape[-2], causal, mask)
    return np.exp(s - lse[..., None]) * allowed

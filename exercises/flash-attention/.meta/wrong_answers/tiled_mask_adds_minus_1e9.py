# fails: tiled_padded_keys_change_nothing
# mistake: tiled_attention adds -1e9 to masked scores instead of excluding them, so a padded key holding 1e300 still has a score near 1e300 and takes the weight, and a fully masked row is not empty.
# ruff: noqa: E741
def tiled_attention(q, k, v, block_size, causal=False, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size = {block_size} must be an integer >= 1")
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    v = np.asarray(v, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    k_len = k.shape[-2]
    allowed = _allowed(q_len, k_len, causal, mask)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2], allowed.shape[:-2])
    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        k_block = k[..., start:stop, :]
        s = q @ np.swapaxes(k_block, -1, -2) / np.sqrt(d)
        s = s - 1e9 * ~allowed[..., start:stop]
        m, l, acc = online_softmax_update(m, l, acc, s, v[..., start:stop, :])
    seen = l > 0
    safe = np.where(seen, l, 1.0)
    out = acc / safe[..., None]
    lse = np.where(seen, m + np.log(safe), -np.inf)
    return out, lse

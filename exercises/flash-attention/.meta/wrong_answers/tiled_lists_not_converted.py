# fails: tiled_accepts_lists_and_integer_arrays
# mistake: tiled_attention computes with q, k and v as they were passed, which fails for plain lists (they have no shape and no matrix product); convert them with np.asarray(..., dtype=float) first.
# ruff: noqa: E741
def tiled_attention(q, k, v, block_size, causal=False, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size = {block_size} must be an integer >= 1")
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
        s = np.where(allowed[..., start:stop], s, -np.inf)
        m, l, acc = online_softmax_update(m, l, acc, s, v[..., start:stop, :])
    seen = l > 0
    safe = np.where(seen, l, 1.0)
    out = acc / safe[..., None]
    lse = np.where(seen, m + np.log(safe), -np.inf)
    return out, lse

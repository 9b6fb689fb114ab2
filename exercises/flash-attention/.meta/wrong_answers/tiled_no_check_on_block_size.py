# fails: tiled_rejects_block_sizes_below_1
# mistake: tiled_attention accepts a block_size below 1 instead of raising ValueError: with a negative one, range() yields no block and every row comes out empty.
# ruff: noqa: E741
def tiled_attention(q, k, v, block_size, causal=False, mask=None):
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
        s = np.where(allowed[..., start:stop], s, -np.inf)
        m, l, acc = online_softmax_update(m, l, acc, s, v[..., start:stop, :])
    seen = l > 0
    safe = np.where(seen, l, 1.0)
    out = acc / safe[..., None]
    lse = np.where(seen, m + np.log(safe), -np.inf)
    return out, lse

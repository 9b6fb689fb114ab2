# fails: tiled_left_padding_keeps_a_query_empty_through_masked_blocks
# mistake: tiled_attention starts the state from the first block's own maximum and sums instead of from the empty state (-inf, 0, zeros), so a first block that is fully masked for a query (left padding) gives exp(-inf - (-inf)) = nan, and no key at all raises.
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

    def scores(start, stop):
        s = q @ np.swapaxes(k[..., start:stop, :], -1, -2) / np.sqrt(d)
        return np.where(allowed[..., start:stop], s, -np.inf)

    first = min(block_size, k_len)
    s0 = scores(0, first)
    m = np.max(s0, axis=-1)
    p = np.exp(s0 - m[..., None])
    l = np.sum(p, axis=-1)
    acc = p @ v[..., :first, :]
    for start in range(first, k_len, block_size):
        stop = min(start + block_size, k_len)
        m, l, acc = online_softmax_update(m, l, acc, scores(start, stop), v[..., start:stop, :])
    seen = l > 0
    safe = np.where(seen, l, 1.0)
    out = acc / safe[..., None]
    lse = np.where(seen, m + np.log(safe), -np.inf)
    return out, lse

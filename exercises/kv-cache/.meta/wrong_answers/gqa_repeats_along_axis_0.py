# fails: gqa_batch_axes_are_independent
# mistake: grouped_query_attention repeats k and v along axis 0, the kv heads only without a batch axis: with q (B, H, Lq, d) it copies the batch instead of the heads (axis -3).
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    if k_len == 0:
        return np.zeros(q.shape[:-3] + (heads, q_len, v.shape[-1]))
    k = np.repeat(k, heads // groups, axis=0)
    v = np.repeat(v, heads // groups, axis=0)
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q, k, v, mask)
    return out

# fails: gqa_softmax_over_the_keys
# mistake: grouped_query_attention normalises the weights over the queries (axis -2) instead of over the keys (the last axis), so a query's weights do not sum to 1.
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
    k, v = repeat_kv(k, heads // groups), repeat_kv(v, heads // groups)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(width)
    mask = causal_mask(q_len, k_len) if causal else None
    return softmax(scores, axis=-2, mask=mask) @ v

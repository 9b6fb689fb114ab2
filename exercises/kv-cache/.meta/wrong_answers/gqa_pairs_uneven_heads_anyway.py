# fails: gqa_rejects_inputs_that_do_not_fit
# mistake: grouped_query_attention accepts H % G != 0 and pairs query head h with kv head h * G // H, instead of raising ValueError when the query heads cannot be shared evenly.
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if k_len == 0:
        return np.zeros(q.shape[:-3] + (heads, q_len, v.shape[-1]))
    mask = causal_mask(q_len, k_len) if causal else None
    out = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for h in range(heads):
        g = h * groups // heads
        out[..., h, :, :] = attention(q[..., h, :, :], k[..., g, :, :], v[..., g, :, :], mask)[0]
    return out

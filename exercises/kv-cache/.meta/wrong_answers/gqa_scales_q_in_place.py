# fails: gqa_leaves_inputs_unchanged
# mistake: grouped_query_attention divides q by sqrt(d) in place (q /= ...), which changes the caller's q when it is already a float64 array; the inputs must stay as they were.
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
    q /= np.sqrt(width)
    k, v = repeat_kv(k, heads // groups), repeat_kv(v, heads // groups)
    mask = causal_mask(q_len, k_len) if causal else None
    return softmax(q @ np.swapaxes(k, -1, -2), axis=-1, mask=mask) @ v

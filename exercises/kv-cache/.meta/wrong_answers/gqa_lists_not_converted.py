# fails: gqa_accepts_lists_and_integer_arrays
# mistake: grouped_query_attention reads q.shape and k.shape before converting its inputs, so plain lists fail instead of being taken as arrays.
def grouped_query_attention(q, k, v, causal=True):
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    n_rep, lead = heads // groups, q.shape[:-3]
    if k_len == 0:
        return np.zeros(lead + (heads, q_len, v.shape[-1]))
    q_groups = np.asarray(q, dtype=float).reshape(lead + (groups, n_rep, q_len, width))
    k, v = np.asarray(k, dtype=float), np.asarray(v, dtype=float)
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

# fails: gqa_causal_false_sees_every_key
# mistake: grouped_query_attention applies the causal mask whatever causal says, so with causal=False a query still sees only the keys up to its position instead of every key.
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    n_rep, lead = heads // groups, q.shape[:-3]
    if k_len == 0:
        return np.zeros(lead + (heads, q_len, v.shape[-1]))
    q_groups = q.reshape(lead + (groups, n_rep, q_len, width))
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], causal_mask(q_len, k_len))
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

# fails: gqa_query_head_h_reads_kv_head_h_div_n_rep
# mistake: grouped_query_attention splits the query heads as (n_rep, G) instead of (G, n_rep), so query head h reads kv head h % G (the np.tile pairing) instead of h // n_rep.
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
    q_groups = q.reshape(lead + (n_rep, groups, q_len, width))
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :, :], v[..., None, :, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

# fails: gqa_query_head_h_reads_kv_head_h_div_n_rep
# mistake: grouped_query_attention gives query head h the kv head h // G, dividing by the number of kv heads instead of by the group size n_rep = H / G (the two agree only when G = n_rep).
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    lead = q.shape[:-3]
    if k_len == 0:
        return np.zeros(lead + (heads, q_len, v.shape[-1]))
    pick = np.arange(heads) // groups
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q, k[..., pick, :, :], v[..., pick, :, :], mask)
    return out

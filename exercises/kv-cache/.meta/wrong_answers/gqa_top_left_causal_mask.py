# fails: gqa_causal_mask_is_bottom_right
# mistake: grouped_query_attention aligns the causal mask top-left (query i sees keys 0 .. i, as torch.tril and is_causal=True do) instead of bottom-right: with fewer queries than keys, query i sits at position Lk - Lq + i.
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
    mask = np.tril(np.ones((q_len, k_len), dtype=bool)) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

# fails: gqa_batch_axes_are_independent
# mistake: grouped_query_attention takes q as exactly (H, Lq, d) and k as (G, Lk, d), so a leading batch axis breaks it; the statement's shapes are (..., H, Lq, d), any leading axes independent.
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape
    groups, k_len, _ = k.shape
    if v.shape[0] != groups or v.shape[1] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    n_rep = heads // groups
    if k_len == 0:
        return np.zeros((heads, q_len, v.shape[-1]))
    q_groups = q.reshape(groups, n_rep, q_len, width)
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[:, None], v[:, None], mask)
    return out.reshape(heads, q_len, v.shape[-1])

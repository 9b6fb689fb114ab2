# fails: gqa_with_no_keys_gives_zeros
# mistake: grouped_query_attention takes np.max over an empty axis when Lk = 0, which raises, instead of returning rows of zeros (no query has a key to see).
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len or k.shape[-1] != width:
        raise ValueError("k and v do not fit q")
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    n_rep, lead = heads // groups, q.shape[:-3]
    q_groups = q.reshape(lead + (groups, n_rep, q_len, width))
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

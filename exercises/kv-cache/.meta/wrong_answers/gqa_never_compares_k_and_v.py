# fails: gqa_rejects_inputs_that_do_not_fit
# mistake: grouped_query_attention checks only H % G, so a v with a different number of kv heads than k broadcasts quietly instead of raising ValueError.
def grouped_query_attention(q, k, v, causal=True):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if heads % groups != 0:
        raise ValueError("H must be a multiple of G")
    n_rep, lead = heads // groups, q.shape[:-3]
    if k_len == 0:
        return np.zeros(lead + (heads, q_len, v.shape[-1]))
    q_groups = q.reshape(lead + (groups, n_rep, q_len, width))
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

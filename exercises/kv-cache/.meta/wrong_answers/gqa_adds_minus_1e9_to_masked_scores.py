# fails: gqa_query_before_every_key_gets_zeros
# mistake: grouped_query_attention adds -1e9 to masked scores instead of leaving them out, so a query that sees no key gets the softmax of its unmasked scores instead of a row of zeros.
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
    scores = q_groups @ np.swapaxes(k[..., None, :, :], -1, -2) / np.sqrt(width)
    if causal:
        scores = scores + np.where(causal_mask(q_len, k_len), 0.0, -1e9)
    weights = softmax(scores, axis=-1)
    out = weights @ v[..., None, :, :]
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

# fails: gqa_stable_for_scores_of_1e4
# mistake: grouped_query_attention takes exp() of the raw scores without subtracting each row's maximum, so scores of 1e4 overflow to inf (and -1e4 underflow to 0) and the weights come out nan.
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
    allowed = causal_mask(q_len, k_len) if causal else np.ones((q_len, k_len), dtype=bool)
    e = np.where(allowed, np.exp(scores), 0.0)
    total = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(total > 0, total, 1.0)
    out = weights @ v[..., None, :, :]
    return out.reshape(lead + (heads, q_len, v.shape[-1]))

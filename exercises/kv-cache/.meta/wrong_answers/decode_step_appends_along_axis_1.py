# fails: decode_step_keeps_batch_axes
# mistake: decode_step appends along axis 1, the positions only when the cache is (G, T, d): with a batch axis (B, G, T, d) that is the kv heads; the positions are axis -2.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=1)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=1)
    return grouped_query_attention(q_new, new_k, new_v, causal=True), new_k, new_v

# fails: decode_step_from_an_empty_cache_rebuilds_causal_attention
# mistake: decode_step returns k_new and v_new themselves as the new caches when the cache is empty, so the caches share memory with the inputs instead of being new arrays.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    cache_k, cache_v = np.asarray(cache_k, dtype=float), np.asarray(cache_v, dtype=float)
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    if cache_k.shape[-2] == 0:
        new_k, new_v = k_new, v_new
    else:
        new_k = np.concatenate([cache_k, k_new], axis=-2)
        new_v = np.concatenate([cache_v, v_new], axis=-2)
    return grouped_query_attention(q_new, new_k, new_v, causal=True), new_k, new_v

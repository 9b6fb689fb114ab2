# fails: decode_step_appends_after_the_cache
# mistake: decode_step puts the new keys and values before the cached ones instead of after them, so the cache is out of order and the causal mask hides the wrong keys.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    cache_k, cache_v = np.asarray(cache_k, dtype=float), np.asarray(cache_v, dtype=float)
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([k_new, cache_k], axis=-2)
    new_v = np.concatenate([v_new, cache_v], axis=-2)
    return grouped_query_attention(q_new, new_k, new_v, causal=True), new_k, new_v

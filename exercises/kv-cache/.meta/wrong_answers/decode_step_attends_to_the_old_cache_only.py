# fails: decode_step_appends_after_the_cache
# mistake: decode_step attends over the cache as it was, before the new keys and values are appended, so a new position does not see itself (and the first token, from an empty cache, sees nothing).
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    cache_k, cache_v = np.asarray(cache_k, dtype=float), np.asarray(cache_v, dtype=float)
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    out = grouped_query_attention(q_new, cache_k, cache_v, causal=True)
    new_k = np.concatenate([cache_k, k_new], axis=-2)
    new_v = np.concatenate([cache_v, v_new], axis=-2)
    return out, new_k, new_v

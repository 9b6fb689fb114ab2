# fails: decode_step_appends_after_the_cache
# mistake: decode_step returns the attention output alone instead of the tuple (out, new_cache_k, new_cache_v).
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=-2)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=-2)
    return grouped_query_attention(q_new, new_k, new_v, causal=True)

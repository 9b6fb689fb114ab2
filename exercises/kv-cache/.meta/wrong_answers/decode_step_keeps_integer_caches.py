# fails: decode_step_returns_new_float64_arrays
# mistake: decode_step concatenates the caches without converting them to float, so integer inputs give integer caches instead of float64 arrays.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    n = np.shape(q_new)[-2]
    if np.shape(k_new)[-2] != n or np.shape(v_new)[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([cache_k, k_new], axis=-2)
    new_v = np.concatenate([cache_v, v_new], axis=-2)
    return grouped_query_attention(q_new, new_k, new_v, causal=True), new_k, new_v

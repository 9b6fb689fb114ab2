# fails: decode_step_chunk_is_causal_among_its_positions
# mistake: decode_step attends without the causal mask (right for one new position only), so in a chunk of n > 1 a new position also sees the new positions after it.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=-2)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=-2)
    return grouped_query_attention(q_new, new_k, new_v, causal=False), new_k, new_v

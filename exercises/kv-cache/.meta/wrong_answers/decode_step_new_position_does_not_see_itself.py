# fails: decode_step_chunk_is_causal_among_its_positions
# mistake: decode_step lets new position i (at T + i) see the keys before it but not its own, a strict mask, instead of keys 0 .. T + i with itself included.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=-2)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=-2)
    total = new_k.shape[-2]
    n_rep = q_new.shape[-3] // new_k.shape[-3]
    mask = np.arange(total)[None, :] < np.arange(n)[:, None] + (total - n)
    out, _ = attention(q_new, repeat_kv(new_k, n_rep), repeat_kv(new_v, n_rep), mask)
    return out, new_k, new_v

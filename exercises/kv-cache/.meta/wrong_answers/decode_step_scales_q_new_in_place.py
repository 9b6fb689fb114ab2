# fails: decode_step_leaves_inputs_unchanged
# mistake: decode_step divides q_new by sqrt(d) in place (q_new /= ...), which changes the caller's array when it is already float64; the inputs must stay as they were.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new, k_new, v_new = (np.asarray(a, dtype=float) for a in (q_new, k_new, v_new))
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError("q_new, k_new and v_new must hold the same number of positions")
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=-2)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=-2)
    total, n_rep = new_k.shape[-2], q_new.shape[-3] // new_k.shape[-3]
    q_new /= np.sqrt(q_new.shape[-1])
    scores = q_new @ np.swapaxes(repeat_kv(new_k, n_rep), -1, -2)
    weights = softmax(scores, axis=-1, mask=causal_mask(n, total))
    return weights @ repeat_kv(new_v, n_rep), new_k, new_v

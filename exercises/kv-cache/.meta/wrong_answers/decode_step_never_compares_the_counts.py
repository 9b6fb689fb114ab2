# fails: decode_step_rejects_new_positions_of_different_counts
# mistake: decode_step never compares the numbers of new positions in q_new, k_new and v_new, so two queries with one new key quietly run instead of raising ValueError.
def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    new_k = np.concatenate(
        [np.asarray(cache_k, dtype=float), np.asarray(k_new, dtype=float)], axis=-2
    )
    new_v = np.concatenate(
        [np.asarray(cache_v, dtype=float), np.asarray(v_new, dtype=float)], axis=-2
    )
    return grouped_query_attention(q_new, new_k, new_v, causal=True), new_k, new_v

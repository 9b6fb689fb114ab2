# fails: causal_mask_is_bottom_right_aligned
# mistake: causal_mask aligns the queries with the first keys (query i sees keys 0..i, np.tril of the (q_len, k_len) ones, as PyTorch's is_causal=True does) instead of the last ones: with fewer queries than keys, query i sits at position k_len - q_len + i.
def causal_mask(q_len, k_len):
    return np.tril(np.ones((q_len, k_len), dtype=bool))

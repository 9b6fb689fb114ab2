# fails: causal_mask_is_bottom_right_aligned
# mistake: causal_mask shifts the diagonal by q_len - k_len instead of k_len - q_len, so with fewer queries than keys they see fewer keys instead of more; query i may see key j when j <= i + k_len - q_len.
def causal_mask(q_len, k_len):
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=q_len - k_len)

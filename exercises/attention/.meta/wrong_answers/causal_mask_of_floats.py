# fails: causal_mask_square_is_the_lower_triangle
# mistake: causal_mask returns an array of 1.0 and 0.0 (np.tril of np.ones without dtype=bool) instead of a bool array.
def causal_mask(q_len, k_len):
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len)

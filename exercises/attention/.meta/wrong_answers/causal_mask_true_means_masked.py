# fails: causal_mask_square_is_the_lower_triangle
# mistake: causal_mask marks the future keys True (the keys to hide, as np.triu(..., 1) masks are often used); here True means a query may attend to the key.
def causal_mask(q_len, k_len):
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)

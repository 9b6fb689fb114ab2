# fails: causal_mask_square_is_the_lower_triangle
# mistake: causal_mask allows only keys strictly before the query (j < i + k_len - q_len), so a query cannot see its own position; the diagonal is allowed.
def causal_mask(q_len, k_len):
    return np.arange(k_len)[None, :] < np.arange(q_len)[:, None] + (k_len - q_len)

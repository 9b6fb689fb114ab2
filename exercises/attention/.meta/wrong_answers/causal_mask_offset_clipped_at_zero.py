# fails: causal_mask_more_queries_than_keys
# mistake: causal_mask never shifts the diagonal below zero, so with more queries than keys the first queries still see key 0 and the rest are aligned top-left; there the first q_len - k_len rows are all False.
def causal_mask(q_len, k_len):
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=max(k_len - q_len, 0))

# fails: causal_mask_more_queries_than_keys
# mistake: causal_mask lets every query see key 0, so the rows of queries placed before every key are not all False; the statement keeps them empty (attention gives them zeros).
def causal_mask(q_len, k_len):
    mask = np.arange(k_len)[None, :] <= np.arange(q_len)[:, None] + (k_len - q_len)
    mask[:, 0] = True
    return mask

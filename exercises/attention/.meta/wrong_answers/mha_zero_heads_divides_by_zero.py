# fails: mha_rejects_num_heads_that_do_not_divide
# mistake: multi_head_attention only checks that num_heads divides D, so num_heads = 0 raises ZeroDivisionError instead of ValueError; num_heads must be at least 1.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if size % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

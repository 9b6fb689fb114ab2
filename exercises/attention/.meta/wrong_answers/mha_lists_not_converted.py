# fails: mha_accepts_lists_and_numpy_integer_heads
# mistake: multi_head_attention multiplies x @ w_q as they were passed, which plain lists do not support (TypeError); convert them with np.asarray(..., dtype=float) first.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    size, length = q.shape[-1], q.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(q), split(k), split(v), mask)
    return np.swapaxes(heads, -2, -3).reshape(q.shape) @ w_o

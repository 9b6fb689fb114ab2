# fails: mha_accepts_lists_and_numpy_integer_heads
# mistake: multi_head_attention raises ValueError when num_heads is a numpy integer (isinstance(num_heads, int) is False for np.int64); an integer argument may be a Python int or a numpy integer.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if not isinstance(num_heads, int) or num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be a positive int dividing d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

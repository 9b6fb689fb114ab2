# fails: mha_is_causal_by_default
# mistake: multi_head_attention never applies the causal mask, so with the default causal=True each token still attends to the tokens after it.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size = x.shape[-1]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v))
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

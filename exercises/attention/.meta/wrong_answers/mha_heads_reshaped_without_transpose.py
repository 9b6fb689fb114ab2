# fails: mha_heads_are_contiguous_column_slices
# mistake: multi_head_attention reshapes (L, D) straight to (H, L, hs) without going through (L, H, hs) and swapping the two axes, so each "head" mixes the columns of several tokens.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return a.reshape(a.shape[:-2] + (num_heads, length, hs))

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

# fails: mha_heads_are_contiguous_column_slices
# mistake: multi_head_attention cuts the heads correctly but puts them back by reshaping (H, L, hs) straight to (L, D), without first swapping back to (L, H, hs), so the output rows mix tokens.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    return heads.reshape(x.shape) @ w_o

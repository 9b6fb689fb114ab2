# fails: mha_heads_are_contiguous_column_slices
# mistake: multi_head_attention gives head h the columns h, h + H, h + 2H, ... (a stride of num_heads) instead of the contiguous slice h*hs .. (h+1)*hs - 1.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    mask = causal_mask(length, length) if causal else None
    merged = np.zeros(q.shape)
    for h in range(num_heads):
        out, _ = attention(q[..., h::num_heads], k[..., h::num_heads], v[..., h::num_heads], mask)
        merged[..., h::num_heads] = out
    return merged @ w_o

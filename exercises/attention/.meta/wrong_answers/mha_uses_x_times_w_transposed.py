# fails: mha_projects_with_x_times_w
# mistake: multi_head_attention multiplies by the transposed weights (x @ W.T, how nn.Linear stores them) instead of x @ W with W of shape (in, out), as GPT-2's checkpoints store them.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    w_q, w_k, w_v, w_o = (np.asarray(w, dtype=float) for w in (w_q, w_k, w_v, w_o))
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q.T), split(x @ w_k.T), split(x @ w_v.T), mask)
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o.T

# fails: mha_leaves_inputs_unchanged
# mistake: multi_head_attention folds 1 / sqrt(hs) into the caller's w_q in place (w_q /= ...; np.asarray does not copy a float64 array), so the weights it was given are changed.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    w_q = np.asarray(w_q, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads
    w_q /= np.sqrt(hs)

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    mask = causal_mask(length, length) if causal else None
    heads = softmax(q @ np.swapaxes(k, -1, -2), axis=-1, mask=mask) @ v
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

# fails: mha_scales_by_the_head_size
# mistake: multi_head_attention divides each head's scores by sqrt(D), the model width, instead of sqrt(hs), the head size; the two agree only with one head.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    size, length = x.shape[-1], x.shape[-2]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, hs)), -2, -3)

    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(size)
    mask = causal_mask(length, length) if causal else None
    heads = softmax(scores, axis=-1, mask=mask) @ v
    return np.swapaxes(heads, -2, -3).reshape(x.shape) @ w_o

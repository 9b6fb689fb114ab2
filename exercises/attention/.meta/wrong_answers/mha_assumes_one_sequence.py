# fails: mha_batch_axes_are_independent
# mistake: multi_head_attention reshapes with the sizes of a single sequence, (L, H, hs) with L = x.shape[0], so an x with batch axes, of shape (..., L, D), fails.
def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    length, size = x.shape[0], x.shape[-1]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError("num_heads must be at least 1 and divide d_model")
    hs = size // num_heads

    def split(a):
        return a.reshape(length, num_heads, hs).transpose(1, 0, 2)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    return heads.transpose(1, 0, 2).reshape(length, size) @ w_o

# fails: block_leaves_params_unchanged
# mistake: The 1 / sqrt(hs) scale is folded into the q columns of c_attn.w and c_attn.b in place, so the caller's params change at every call.
def gpt2_block(x, params, num_heads):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if num_heads < 1 or d % num_heads:
        raise ValueError("num_heads must divide d")
    hs = d // num_heads
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    c_attn = params["attn"]["c_attn"]
    c_attn["w"][:, :d] /= math.sqrt(hs)
    c_attn["b"][:d] /= math.sqrt(hs)
    qkv = _linear(a, c_attn)
    q, k, v = qkv[..., :d], qkv[..., d : 2 * d], qkv[..., 2 * d :]

    def heads(m):
        return np.swapaxes(m.reshape(*m.shape[:-1], num_heads, hs), -2, -3)

    y = _causal_attention(heads(q), heads(k), heads(v))
    y = np.swapaxes(y, -2, -3).reshape(x.shape)
    x = x + _linear(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _linear(h, params["mlp"]["c_proj"])


def _causal_attention(q, k, v):
    T = q.shape[-2]
    scores = q @ np.swapaxes(k, -1, -2)
    allowed = np.tril(np.ones((T, T), dtype=bool))
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v

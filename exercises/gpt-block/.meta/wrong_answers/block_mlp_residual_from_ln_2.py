# fails: block_mlp_sub_block
# mistake: The MLP output is added to ln_2(x) instead of x: the residual branch must carry x itself.
def gpt2_block(x, params, num_heads):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if num_heads < 1 or d % num_heads:
        raise ValueError("num_heads must divide d")
    hs = d // num_heads
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    qkv = _linear(a, params["attn"]["c_attn"])
    q, k, v = qkv[..., :d], qkv[..., d : 2 * d], qkv[..., 2 * d :]

    def heads(m):
        return np.swapaxes(m.reshape(*m.shape[:-1], num_heads, hs), -2, -3)

    y = _causal_attention(heads(q), heads(k), heads(v))
    y = np.swapaxes(y, -2, -3).reshape(x.shape)
    x = x + _linear(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return m + _linear(h, params["mlp"]["c_proj"])

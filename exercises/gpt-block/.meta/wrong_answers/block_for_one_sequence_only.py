# fails: block_any_leading_axes
# mistake: The heads are cut assuming x is (T, D), so leading batch axes are folded into the tokens; leading axes are independent sequences.
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
        return m.reshape(-1, num_heads, hs).transpose(1, 0, 2)

    y = _causal_attention(heads(q), heads(k), heads(v))
    y = y.transpose(1, 0, 2).reshape(x.shape)
    x = x + _linear(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _linear(h, params["mlp"]["c_proj"])

# fails: block_heads_are_contiguous_columns
# mistake: The (T, D) projections are reshaped straight to (H, T, hs) without moving the head axis, so each head mixes columns of several tokens.
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
        return m.reshape(*m.shape[:-2], num_heads, m.shape[-2], hs)

    y = _causal_attention(heads(q), heads(k), heads(v))
    y = y.reshape(x.shape)
    x = x + _linear(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _linear(h, params["mlp"]["c_proj"])

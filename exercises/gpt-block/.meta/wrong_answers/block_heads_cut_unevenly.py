# fails: block_num_heads_must_divide_d
# mistake: Heads that do not divide D are cut into unequal pieces instead of raising ValueError.
def gpt2_block(x, params, num_heads):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    qkv = _linear(a, params["attn"]["c_attn"])
    q, k, v = qkv[..., :d], qkv[..., d : 2 * d], qkv[..., 2 * d :]
    outs = []
    for qh, kh, vh in zip(*(np.array_split(m, num_heads, axis=-1) for m in (q, k, v))):
        outs.append(
            _causal_attention(qh[..., None, :, :], kh[..., None, :, :], vh[..., None, :, :])[
                ..., 0, :, :
            ]
        )
    x = x + _linear(np.concatenate(outs, axis=-1), params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _linear(h, params["mlp"]["c_proj"])

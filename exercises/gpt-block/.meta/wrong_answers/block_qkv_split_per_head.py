# fails: block_q_k_v_are_consecutive_thirds
# mistake: c_attn's output is read per head as [q_h | k_h | v_h] (GPT-NeoX's fused layout); GPT-2's is q | k | v, three blocks of D columns, each then cut into heads.
def gpt2_block(x, params, num_heads):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if num_heads < 1 or d % num_heads:
        raise ValueError("num_heads must divide d")
    hs = d // num_heads
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    qkv = _linear(a, params["attn"]["c_attn"])
    per_head = np.swapaxes(qkv.reshape(*qkv.shape[:-1], num_heads, 3 * hs), -2, -3)
    q, k, v = per_head[..., :hs], per_head[..., hs : 2 * hs], per_head[..., 2 * hs :]
    y = _causal_attention(q, k, v)
    y = np.swapaxes(y, -2, -3).reshape(x.shape)
    x = x + _linear(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _linear(h, params["mlp"]["c_proj"])

# fails: logits_at_every_position
# mistake: Only the last position's logits are returned (nanoGPT's inference shortcut); every position has its row of logits, shape (..., T, V).
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = wte[tokens] + wpe[:T]
    for block in params["blocks"]:
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x[..., -1:, :] @ wte.T

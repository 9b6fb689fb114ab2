# fails: logits_without_blocks_ignore_num_heads
# mistake: num_heads is checked against D even when there is no block; with no block it is not used and not checked.
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if wte.shape[1] % num_heads:
        raise ValueError("num_heads must divide D")
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = wte[tokens] + wpe[:T]
    for block in params["blocks"]:
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x @ wte.T

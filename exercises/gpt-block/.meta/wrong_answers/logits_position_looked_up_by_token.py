# fails: logits_add_position_embeddings_from_0
# mistake: The position embedding is looked up with the token ids (wpe[tokens]) instead of the positions 0 .. T - 1.
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = wte[tokens] + wpe[tokens]
    for block in params["blocks"]:
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x @ wte.T

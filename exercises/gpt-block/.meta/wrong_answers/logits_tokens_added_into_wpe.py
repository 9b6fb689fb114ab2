# fails: logits_leave_params_unchanged
# mistake: The token embeddings are added into wpe[:T], a view of the caller's wpe, so params change in place.
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = np.asarray(params["wpe"])[:T]
    x += wte[tokens]
    for block in params["blocks"]:
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x @ wte.T

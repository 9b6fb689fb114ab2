# fails: logits_blocks_in_list_order
# mistake: The blocks run from the last of params["blocks"] to the first; the first block of the list reads the embeddings.
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = wte[tokens] + wpe[:T]
    for block in reversed(params["blocks"]):
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x @ wte.T

# fails: logits_ln_f_only_after_the_last_block
# mistake: ln_f is applied after every block; GPT-2 applies it once, after the last block.
def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    if T > wpe.shape[0]:
        raise ValueError("too many tokens for the context")
    x = wte[tokens] + wpe[:T]
    if not params["blocks"]:
        x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    for block in params["blocks"]:
        x = gpt2_block(x, block, num_heads)
        x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return x @ wte.T

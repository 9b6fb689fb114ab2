# fails: logits_final_layer_norm
# mistake: The final LayerNorm ln_f is left out: the last block's output goes straight to the unembedding.
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
    return x @ wte.T

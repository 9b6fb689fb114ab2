# fails: ln_eps_inside_the_square_root
# mistake: The default eps is 1e-12 (BERT's); GPT-2's, and the statement's, is 1e-5.
def layer_norm(x, g, b, eps=1e-12):
    x = np.asarray(x, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * np.asarray(g, dtype=float) + np.asarray(b, dtype=float)

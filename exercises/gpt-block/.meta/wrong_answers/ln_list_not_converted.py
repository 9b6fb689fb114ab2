# fails: ln_accepts_lists
# mistake: x is used as given, so a plain list has no .mean(); the statement accepts lists (convert with np.asarray(x, dtype=float)).
def layer_norm(x, g, b, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b

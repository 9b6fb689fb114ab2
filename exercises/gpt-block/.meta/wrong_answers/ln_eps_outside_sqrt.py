# fails: ln_eps_inside_the_square_root
# mistake: eps is added to the standard deviation, sqrt(var) + eps; the statement adds it to the variance, inside the square root.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / (np.sqrt(var) + eps) * g + b

# fails: ln_each_row_has_its_own_statistics
# mistake: The mean and variance are taken over the whole array; each row (the last axis) has its own.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean()
    var = ((x - mu) ** 2).mean()
    return (x - mu) / np.sqrt(var + eps) * g + b

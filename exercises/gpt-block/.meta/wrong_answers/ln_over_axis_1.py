# fails: ln_any_leading_axes
# mistake: The statistics are taken over axis 1, which is the feature axis only for a (T, D) input; the statement normalises over the last axis whatever the leading axes.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b

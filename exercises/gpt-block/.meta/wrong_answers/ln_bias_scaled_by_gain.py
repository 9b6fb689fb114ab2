# fails: ln_gain_and_bias_per_feature
# mistake: The bias is added before the gain multiplies, (x_hat + b) * g; the statement multiplies by g first and then adds b.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return ((x - mu) / np.sqrt(var + eps) + b) * g

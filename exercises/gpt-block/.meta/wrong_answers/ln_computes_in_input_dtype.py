# fails: ln_returns_new_float64_arrays
# mistake: g and b are converted to x's dtype, so float32 rows give a float32 result and integer rows truncate g, b and the output; the statement returns float64.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x)
    g = np.asarray(g, dtype=x.dtype)
    b = np.asarray(b, dtype=x.dtype)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return ((x - mu) / np.sqrt(var + eps) * g + b).astype(x.dtype)

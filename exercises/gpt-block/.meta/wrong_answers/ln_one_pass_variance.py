# fails: ln_variance_from_deviations_at_a_large_offset
# mistake: The variance is computed as mean(x^2) - mean(x)^2, which loses every digit for rows near 1e8; the statement computes it from the deviations x - mean.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = (x * x).mean(axis=-1, keepdims=True) - mu * mu
    return (x - mu) / np.sqrt(var + eps) * g + b

# fails: ln_population_variance
# mistake: The variance divides the squared deviations by d - 1 (the sample variance, torch.var's default); LayerNorm's is the population variance, divided by d.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, ddof=1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b

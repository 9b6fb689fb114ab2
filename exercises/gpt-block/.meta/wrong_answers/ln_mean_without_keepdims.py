# fails: ln_each_row_has_its_own_statistics
# mistake: The row means and variances lose their last axis, so they broadcast against the columns (or fail to) instead of against each row.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1)
    var = ((x - mu) ** 2).mean(axis=-1)
    return (x - mu) / np.sqrt(var + eps) * g + b

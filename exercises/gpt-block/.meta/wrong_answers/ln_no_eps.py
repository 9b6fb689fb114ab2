# fails: ln_constant_rows_and_one_feature_give_b
# mistake: eps is left out, so a row of variance 0 (constant, or d = 1) divides 0 by 0 and gives NaN instead of b.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var) * g + b

# fails: ln_leaves_inputs_unchanged
# mistake: The row is centred and scaled in place, inside the caller's x; the statement leaves the inputs unchanged.
def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    x -= x.mean(axis=-1, keepdims=True)
    x /= np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps)
    x *= g
    x += b
    return x

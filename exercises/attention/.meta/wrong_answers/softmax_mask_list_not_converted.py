# fails: softmax_accepts_lists
# mistake: softmax inverts the mask with ~mask as it was passed, which a plain list of bools does not support (TypeError); convert it with np.asarray(mask, dtype=bool) first.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    z = x
    if mask is not None:
        z = np.where(~mask, -np.inf, x)
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

# fails: softmax_accepts_lists
# mistake: softmax uses array methods such as x.max() on x as it was passed, so a plain list raises AttributeError; convert it with np.asarray(x, dtype=float) first.
def softmax(x, axis=-1, mask=None):
    if mask is not None:
        z = np.where(np.asarray(mask, dtype=bool), x, -np.inf)
    else:
        z = x * 1.0
    top = z.max(axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

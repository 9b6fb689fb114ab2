# fails: softmax_along_the_given_axis
# mistake: softmax always normalises along the last axis, whatever axis it is given.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=-1, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

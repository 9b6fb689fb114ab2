# fails: softmax_along_the_given_axis
# mistake: softmax sums along the given axis but takes the maximum along the last axis, so with an axis other than -1 a slice whose logits lie far below another slice's maximum underflows to 0 / 0.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    return e / e.sum(axis=axis, keepdims=True)

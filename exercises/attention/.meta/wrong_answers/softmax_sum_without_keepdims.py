# fails: softmax_normalises_each_slice
# mistake: softmax sums along the axis without keepdims=True, so the sums of a 2-d or 3-d array no longer line up with its slices when they divide them (a broadcasting error, or each entry divided by another slice's sum).
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=axis)
    return e / np.where(total > 0, total, 1.0)

# fails: softmax_normalises_each_slice
# mistake: softmax divides by the sum over the whole array instead of each slice's own sum along the axis, so with several slices no slice sums to 1.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum()
    return e / total if total > 0 else e

# fails: softmax_leaves_inputs_unchanged
# mistake: softmax subtracts the maximum in place (x -= ...) on the array it was given (np.asarray does not copy a float64 array), so the caller's logits are changed.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    top = np.max(np.where(allowed, x, -np.inf), axis=axis, keepdims=True)
    x -= np.where(np.isfinite(top), top, 0.0)
    e = np.where(allowed, np.exp(np.where(allowed, x, 0.0)), 0.0)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

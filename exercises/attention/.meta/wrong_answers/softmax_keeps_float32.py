# fails: softmax_returns_a_new_float64_array
# mistake: softmax keeps the dtype of its input, so float32 logits give float32 probabilities with only 7 correct digits; the statement returns float64.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x)
    if x.dtype.kind != "f":
        x = x.astype(float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, x.dtype.type(-np.inf))
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, x.dtype.type(0))
    e = np.exp(z - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, x.dtype.type(1))

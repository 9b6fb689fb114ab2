# fails: softmax_leaves_inputs_unchanged
# mistake: softmax writes -inf into the masked entries of x itself (np.asarray does not copy a float64 array), so the caller's logits are changed; work on a copy or with np.where.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is not None:
        x[~np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)] = -np.inf
    top = np.max(x, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(x - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

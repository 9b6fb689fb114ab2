# fails: softmax_maximum_over_allowed_entries_only
# mistake: softmax takes each slice's maximum over all its entries, masked ones included, so a huge masked logit underflows every allowed exp() to 0; the maximum is over the allowed entries only.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    top = np.max(x, axis=axis, keepdims=True)
    e = np.where(allowed, np.exp(x - top), 0.0)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

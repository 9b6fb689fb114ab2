# fails: softmax_masked_entries_change_nothing
# mistake: softmax computes exp() of every entry and then multiplies by the mask, so a masked entry holding inf, nan or 1e300 gives inf * 0 = nan; masked entries are to be replaced before any arithmetic.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    top = np.max(np.where(allowed, x, -np.inf), axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(x - top) * allowed
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

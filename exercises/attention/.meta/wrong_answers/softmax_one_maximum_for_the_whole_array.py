# fails: softmax_subtracts_each_slices_own_maximum
# mistake: softmax subtracts one maximum, that of the whole array, from every slice, so a slice whose logits are far below it underflows to 0 / 0; the statement subtracts each slice's own maximum over its allowed entries.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z) if np.isfinite(np.max(z)) else 0.0
    e = np.exp(z - top)
    return e / e.sum(axis=axis, keepdims=True)

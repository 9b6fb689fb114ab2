# fails: softmax_stable_for_logits_of_1e4
# mistake: softmax takes exp(x) of the raw logits without subtracting each slice's maximum first, so exp(1e4) overflows to inf and exp(-1e4) underflows to 0, and the division gives nan.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    e = np.where(allowed, np.exp(np.where(allowed, x, 0.0)), 0.0)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

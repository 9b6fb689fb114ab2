# fails: softmax_mask_true_means_allowed
# mistake: softmax reads the mask the other way round, True as "masked out" (the convention of nn.MultiheadAttention's key_padding_mask); here True means the entry is allowed.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    allowed = np.ones(x.shape, dtype=bool)
    if mask is not None:
        allowed = ~np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
    z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

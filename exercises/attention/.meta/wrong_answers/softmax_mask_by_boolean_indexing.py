# fails: softmax_mask_broadcasts_against_x
# mistake: softmax indexes a copy of x with the mask (z[~mask] = -inf), which works only when the mask has x's shape; a mask that broadcasts against x, such as a key-padding mask, raises IndexError.
def softmax(x, axis=-1, mask=None):
    z = np.array(x, dtype=float)
    if mask is not None:
        z[~np.asarray(mask, dtype=bool)] = -np.inf
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = e.sum(axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)

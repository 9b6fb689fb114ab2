# fails: softmax_fully_masked_slice_is_zeros
# mistake: A slice with no allowed entry gets uniform weights 1/n (what masking with the most negative float, np.finfo(float).min, gives) instead of zeros.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is not None:
        x = np.where(np.asarray(mask, dtype=bool), x, np.finfo(float).min)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)

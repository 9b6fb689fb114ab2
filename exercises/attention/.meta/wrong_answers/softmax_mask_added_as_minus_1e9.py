# fails: softmax_fully_masked_slice_is_zeros
# mistake: softmax adds -1e9 to the masked logits and takes a plain softmax, so a slice with no allowed entry comes out as its unmasked softmax, and a masked logit of 1e300 (or inf, or nan) still dominates; masked entries are to be left out exactly.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is not None:
        x = x + np.where(np.asarray(mask, dtype=bool), 0.0, -1e9)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)

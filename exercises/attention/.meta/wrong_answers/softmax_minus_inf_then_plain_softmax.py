# fails: softmax_fully_masked_slice_is_zeros
# mistake: softmax puts -inf at the masked places and then takes a plain softmax, so a slice with no allowed entry computes -inf - (-inf) and comes out nan; the statement asks for zeros there.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is not None:
        x = np.where(np.asarray(mask, dtype=bool), x, -np.inf)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)

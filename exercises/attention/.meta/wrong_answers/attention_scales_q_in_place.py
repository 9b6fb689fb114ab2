# fails: attention_leaves_inputs_unchanged
# mistake: attention divides q by sqrt(d) in place (q /= ...) on the array it was given (np.asarray does not copy a float64 array), so the caller's queries are changed.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    q /= np.sqrt(q.shape[-1])
    weights = softmax(q @ np.swapaxes(k, -1, -2), axis=-1, mask=mask)
    return weights @ v, weights

# fails: attention_accepts_lists_and_integer_arrays
# mistake: attention reads q.shape and k.T on its inputs as they were passed, so plain lists raise AttributeError; convert them with np.asarray(..., dtype=float) first.
def attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights

# fails: attention_normalises_over_the_keys
# mistake: attention normalises the weights over the queries (axis -2) instead of over the keys (the last axis), so a query's weights do not sum to 1.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-2, mask=mask)
    return weights @ v, weights

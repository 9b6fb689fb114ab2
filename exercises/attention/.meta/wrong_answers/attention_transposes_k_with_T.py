# fails: attention_batch_axes_are_independent
# mistake: attention transposes k with k.T, which reverses every axis of a batched k instead of swapping its last two; only the last two axes take part in q k^T.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ k.T / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights

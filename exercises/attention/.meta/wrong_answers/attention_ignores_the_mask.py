# fails: attention_applies_the_mask
# mistake: attention never passes the mask on to the softmax, so every query attends to every key.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1)
    return weights @ v, weights

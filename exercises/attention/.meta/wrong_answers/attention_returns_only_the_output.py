# fails: attention_applies_the_mask
# mistake: attention returns only out; it must return the tuple (out, weights).
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    return softmax(scores, axis=-1, mask=mask) @ v

# fails: attention_stable_for_large_scores
# mistake: attention computes its own softmax as exp(scores) over their sum without subtracting each row's maximum, so scores in the thousands overflow to inf and the weights come out nan.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    allowed = np.ones(scores.shape, dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    e = np.where(allowed, np.exp(np.where(allowed, scores, 0.0)), 0.0)
    total = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(total > 0, total, 1.0)
    return weights @ v, weights

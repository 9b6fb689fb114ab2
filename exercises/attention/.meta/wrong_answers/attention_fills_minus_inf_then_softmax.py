# fails: attention_query_without_allowed_key_gets_zeros
# mistake: attention sets masked scores to -inf and then takes a plain softmax, exp(s - max) over its sum (masked_fill, then softmax), so a query with no allowed key computes -inf - (-inf) and gets nan weights and a nan output row instead of zeros.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    e = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights = e / e.sum(axis=-1, keepdims=True)
    return weights @ v, weights

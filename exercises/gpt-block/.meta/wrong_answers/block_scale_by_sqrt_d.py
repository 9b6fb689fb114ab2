# fails: block_scores_scaled_by_the_head_size
# mistake: The scores are divided by sqrt(D), the model width; each head's are divided by sqrt(hs), its own width.
def _causal_attention(q, k, v):
    T, hs = q.shape[-2], q.shape[-1]
    d = hs * q.shape[-3]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    allowed = np.tril(np.ones((T, T), dtype=bool))
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v

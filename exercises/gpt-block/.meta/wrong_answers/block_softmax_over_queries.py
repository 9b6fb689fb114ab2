# fails: block_attention_sub_block
# mistake: The attention weights are normalised over the queries (axis -2) instead of over the keys of each query.
def _causal_attention(q, k, v):
    T, hs = q.shape[-2], q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(hs)
    allowed = np.tril(np.ones((T, T), dtype=bool))
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-2, keepdims=True))
    weights /= weights.sum(axis=-2, keepdims=True)
    return weights @ v

# fails: block_attention_sub_block
# mistake: The scores q . k are not divided by sqrt(hs).
def _causal_attention(q, k, v):
    T = q.shape[-2]
    scores = q @ np.swapaxes(k, -1, -2)
    allowed = np.tril(np.ones((T, T), dtype=bool))
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v

# fails: block_single_token_attends_to_itself
# mistake: The causal mask excludes the diagonal (key j < query t), so a token cannot attend to itself and the first token attends to nothing; GPT-2 allows j <= t.
def _causal_attention(q, k, v):
    T, hs = q.shape[-2], q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(hs)
    allowed = np.tril(np.ones((T, T), dtype=bool), -1)
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v

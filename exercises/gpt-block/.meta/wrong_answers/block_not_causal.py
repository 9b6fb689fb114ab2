# fails: block_attention_is_causal
# mistake: Every token attends to every token, later ones too; in GPT-2 token t attends to tokens 0 .. t only.
def _causal_attention(q, k, v):
    hs = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(hs)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v

# fails: attention_padded_keys_change_nothing
# mistake: attention takes a plain softmax over every key and only then zeroes the masked weights and renormalises, so a padded key with a huge score takes all the weight first (the rest is 0 / 0 = nan), as does a query with no allowed key.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=bool)
        weights = weights / weights.sum(axis=-1, keepdims=True)
    return weights @ v, weights

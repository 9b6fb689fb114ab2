# fails: attention_applies_the_mask
# mistake: attention fills the scores with -inf where the mask is True (masked_fill's convention) and takes a plain softmax, so it hides the keys the mask allows, and a query whose keys are all allowed gets nan.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), -np.inf, scores)
    weights = softmax(scores, axis=-1)
    return weights @ v, weights

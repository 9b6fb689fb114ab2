# fails: attention_padded_keys_change_nothing
# mistake: attention adds -1e9 to the masked scores and takes a plain softmax, so a padded key holding 1e300 still has a score near 1e302 and takes every weight, and a query with no allowed key gets its unmasked weights; masked keys are to be left out exactly.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = scores + np.where(np.asarray(mask, dtype=bool), 0.0, -1e9)
    weights = softmax(scores, axis=-1)
    return weights @ v, weights

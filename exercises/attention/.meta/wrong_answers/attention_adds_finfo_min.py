# fails: attention_query_without_allowed_key_gets_zeros
# mistake: attention adds the most negative float (np.finfo(float).min) to the masked scores and takes a plain softmax, so a query with no allowed key gets uniform weights over every key instead of zeros.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = scores + np.where(np.asarray(mask, dtype=bool), 0.0, np.finfo(float).min)
    weights = softmax(scores, axis=-1)
    return weights @ v, weights

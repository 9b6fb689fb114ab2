# fails: attention_excludes_masked_keys_whatever_the_scores
# mistake: attention overwrites masked scores with -1e9 and takes a plain softmax, so a query with no allowed key gets uniform weights, and a masked key beside scores below -1e9 takes the weight; masked keys are to be left out exactly.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -1e9)
    weights = softmax(scores, axis=-1)
    return weights @ v, weights

# fails: attention_scales_scores_by_sqrt_d
# mistake: attention divides the scores by the square root of v's width (dv) instead of d, the width of q and k; the two differ when v is wider or narrower than q.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1])
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights

# fails: attention_scales_scores_by_sqrt_d
# mistake: attention divides the scores by d instead of its square root.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / q.shape[-1]
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights

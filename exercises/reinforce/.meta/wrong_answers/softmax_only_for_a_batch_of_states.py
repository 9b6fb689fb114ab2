# fails: softmax_handles_any_leading_axes
# mistake: The logits assume features of exactly three axes (N, A, d).
def softmax_policy(theta, features):
    phi, theta = np.asarray(features, dtype=float), np.asarray(theta, dtype=float)
    logits = np.einsum("nad,d->na", phi, theta)
    weights = np.exp(logits - logits.max(axis=1, keepdims=True))
    return weights / weights.sum(axis=1, keepdims=True)

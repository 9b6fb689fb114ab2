# fails: softmax_returns_new_float64_arrays
# mistake: The logits come from features.dot(theta), which a list does not have.
def softmax_policy(theta, features):
    logits = features.dot(theta) * 1.0
    weights = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return weights / weights.sum(axis=-1, keepdims=True)

# fails: softmax_returns_new_float64_arrays
# mistake: The policy keeps the features' dtype, so float32 in gives float32 out.
def softmax_policy(theta, features):
    features = np.asarray(features)
    if features.dtype.kind != "f":
        features = features.astype(float)
    logits = features @ np.asarray(theta, dtype=features.dtype)
    weights = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return weights / weights.sum(axis=-1, keepdims=True)

# fails: softmax_matches_spec_examples
# mistake: The logits are theta @ features, contracting theta with the actions axis.
def softmax_policy(theta, features):
    logits = np.asarray(theta, dtype=float) @ np.asarray(features, dtype=float)
    weights = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return weights / weights.sum(axis=-1, keepdims=True)

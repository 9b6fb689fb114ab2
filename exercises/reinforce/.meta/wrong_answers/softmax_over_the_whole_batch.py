# fails: softmax_normalises_over_each_states_actions
# mistake: One softmax over every logit of the batch, so rows don't sum to 1.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    weights = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return weights / weights.sum()

# fails: softmax_normalises_over_each_states_actions
# mistake: The max and sum lack keepdims, so they broadcast across the wrong axis.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    if logits.ndim < 2:
        weights = np.exp(logits - logits.max())
        return weights / weights.sum()
    weights = np.exp(logits - logits.max(axis=-1))
    return weights / weights.sum(axis=-1)

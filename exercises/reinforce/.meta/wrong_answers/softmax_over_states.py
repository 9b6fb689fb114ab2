# fails: softmax_normalises_over_each_states_actions
# mistake: The softmax runs over the states (axis 0), not over each state's actions.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    weights = np.exp(logits - logits.max(axis=0, keepdims=True))
    return weights / weights.sum(axis=0, keepdims=True)

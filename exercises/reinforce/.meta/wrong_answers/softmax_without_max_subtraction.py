# fails: softmax_subtracts_each_states_own_max
# mistake: np.exp of the raw logits: 1e4 overflows to inf and the row is nan.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        weights = np.exp(logits)
        return weights / weights.sum(axis=-1, keepdims=True)

# fails: softmax_subtracts_each_states_own_max
# mistake: One maximum for the whole batch is subtracted, so low states give 0 / 0.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    with np.errstate(invalid="ignore"):
        weights = np.exp(logits - logits.max())
        return weights / weights.sum(axis=-1, keepdims=True)

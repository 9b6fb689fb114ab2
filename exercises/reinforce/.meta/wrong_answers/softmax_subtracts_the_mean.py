# fails: softmax_subtracts_each_states_own_max
# mistake: Each state's mean logit is subtracted, not its largest: exp still overflows.
def softmax_policy(theta, features):
    logits = np.asarray(features, dtype=float) @ np.asarray(theta, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        weights = np.exp(logits - logits.mean(axis=-1, keepdims=True))
        return weights / weights.sum(axis=-1, keepdims=True)

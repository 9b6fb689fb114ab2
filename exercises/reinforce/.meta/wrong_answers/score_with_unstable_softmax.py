# fails: grad_log_prob_is_exact_for_large_logits
# mistake: The policy inside the score takes np.exp of the raw logits, which overflows.
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        weights = np.exp(features @ np.asarray(theta, dtype=float))
        probs = weights / weights.sum(axis=1, keepdims=True)
    taken = features[np.arange(len(features)), np.asarray(actions)]
    return taken - np.einsum("na,nad->nd", probs, features)

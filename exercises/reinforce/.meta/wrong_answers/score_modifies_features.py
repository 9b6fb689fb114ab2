# fails: inputs_are_not_modified
# mistake: The expected feature is subtracted from the caller's features, in place.
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    probs = softmax_policy(theta, features)
    features -= np.einsum("na,nad->nd", probs, features)[:, None, :]
    return features[np.arange(len(features)), np.asarray(actions)]

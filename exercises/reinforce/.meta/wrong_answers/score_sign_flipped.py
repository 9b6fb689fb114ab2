# fails: grad_log_prob_is_taken_feature_minus_expected_feature
# mistake: The score has its sign flipped: the average feature minus phi(s, a).
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    probs = softmax_policy(theta, features)
    taken = features[np.arange(len(features)), np.asarray(actions)]
    return np.einsum("na,nad->nd", probs, features) - taken

# fails: grad_log_prob_is_taken_feature_minus_expected_feature
# mistake: phi(s, a) is picked with features[:, actions]: N x N rows, not one per state.
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    probs = softmax_policy(theta, features)
    expected = np.einsum("na,nad->nd", probs, features)
    return (features[:, np.asarray(actions)] - expected[:, None, :]).sum(axis=1)

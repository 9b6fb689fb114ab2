# fails: grad_log_prob_matches_spec_examples
# mistake: phi(s, a) is picked with features[:, actions], which takes every listed action in every state (shape (N, N, d)) instead of each state's own action (shape (N, d)).
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    probs = softmax_policy(theta, features)
    expected = np.einsum("na,nad->nd", probs, features)
    return features[:, np.asarray(actions)] - expected

# fails: grad_log_prob_is_taken_feature_minus_expected_feature
# mistake: The score is onehot(a) - pi, which only one-hot features give.
def grad_log_prob(theta, features, actions):
    probs = softmax_policy(theta, features)
    onehot = np.eye(probs.shape[1])[np.asarray(actions)]
    return onehot - probs

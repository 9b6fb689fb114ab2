# fails: grad_log_prob_accepts_any_integer_actions
# mistake: The actions are converted to floats before they index the features, and numpy refuses a float array as an index.
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    actions = np.asarray(actions, dtype=float)
    probs = softmax_policy(theta, features)
    taken = features[np.arange(len(features)), actions]
    return taken - np.einsum("na,nad->nd", probs, features)

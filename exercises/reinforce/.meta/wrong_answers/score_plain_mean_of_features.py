# fails: grad_log_prob_matches_spec_examples
# mistake: The subtracted feature is the plain mean, not the pi-weighted average.
def grad_log_prob(theta, features, actions):
    features = np.asarray(features, dtype=float)
    taken = features[np.arange(len(features)), np.asarray(actions)]
    return taken - features.mean(axis=1)

# fails: value_iteration_returns_values_and_policy
# mistake: V and the policy are stacked into one float array of shape (2, S) instead of returned as a tuple of two arrays.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return np.stack([v, greedy_policy(P, R, v, gamma, terminal)])

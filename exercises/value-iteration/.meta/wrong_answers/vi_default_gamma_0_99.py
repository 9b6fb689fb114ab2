# fails: value_iteration_uses_default_gamma_and_theta
# mistake: The default gamma is 0.99 instead of 0.9.
def value_iteration(P, R, gamma=0.99, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

# fails: value_iteration_stopping_rule
# mistake: The function returns V_{k-1}, the values before the sweep whose change fell below theta, instead of V_k.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        if np.max(np.abs(new - v)) < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)
        v = new

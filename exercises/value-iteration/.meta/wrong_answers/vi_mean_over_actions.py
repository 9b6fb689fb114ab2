# fails: value_iteration_backs_up_the_best_action
# mistake: The backup averages the actions' q values (the uniform random policy) instead of taking the best one.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.mean(_lookahead(P, R, v, gamma, live), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

# fails: value_iteration_backs_up_the_best_action
# mistake: The max runs over axis 0 of q (the states) instead of over each state's actions.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        q = np.full(R.shape, -np.inf)
        q[live] = _lookahead(P, R, v, gamma, live)
        new = np.where(live, np.max(q, axis=0), 0.0)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

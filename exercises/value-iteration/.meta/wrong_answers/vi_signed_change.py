# fails: value_iteration_stopping_rule
# mistake: The stopping test takes the largest signed change, max_s (V_k(s) - V_{k-1}(s)), instead of the largest absolute change, so values that fall (negative rewards) stop the sweeps at once.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        delta = np.max(new - v)
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

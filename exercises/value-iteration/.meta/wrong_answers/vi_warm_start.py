# fails: value_iteration_starts_from_zero
# mistake: The sweeps start from the best immediate reward, V_0(s) = max_a R(s, a), instead of V_0 = 0, so a loose theta returns a later iterate.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    v[live] = np.max(R[live], axis=1)
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

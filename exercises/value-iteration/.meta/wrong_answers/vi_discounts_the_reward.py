# fails: value_iteration_matches_spec_examples
# mistake: gamma multiplies the immediate reward too, max_a gamma * (R(s, a) + sum P V), instead of only the next state's value.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(gamma * (R[live] + P[live] @ v), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

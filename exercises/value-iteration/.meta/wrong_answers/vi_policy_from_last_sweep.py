# fails: value_iteration_policy_is_greedy_for_the_returned_values
# mistake: The policy is the argmax taken inside the last sweep, greedy for V_{k-1}, instead of greedy for the V that is returned.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    policy = np.zeros(R.shape[0], dtype=int)
    while True:
        q = _lookahead(P, R, v, gamma, live)
        new = np.zeros_like(v)
        new[live] = np.max(q, axis=1)
        policy[live] = np.argmax(q, axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v, policy

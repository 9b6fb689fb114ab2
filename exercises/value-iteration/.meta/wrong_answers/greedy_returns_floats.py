# fails: greedy_returns_an_integer_array
# mistake: The policy is stored in np.zeros(S), a float array, instead of an array of integer actions.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    policy = np.zeros(R.shape[0])
    policy[live] = np.argmax(_lookahead(P, R, v, gamma, live), axis=1)
    return policy

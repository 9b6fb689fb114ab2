# fails: inputs_are_not_modified
# mistake: The terminal entries of V are set to 0 in np.asarray(V, dtype=float), which is the caller's own array when V is already float64.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.asarray(V, dtype=float)
    v[~live] = 0.0
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = np.argmax(_lookahead(P, R, v, gamma, live), axis=1)
    return policy

# fails: greedy_default_gamma_is_0_9
# mistake: The default gamma is 0.99 instead of 0.9.
def greedy_policy(P, R, V, gamma=0.99, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = np.argmax(_lookahead(P, R, v, gamma, live), axis=1)
    return policy

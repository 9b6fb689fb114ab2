# fails: greedy_matches_spec_example
# mistake: Among actions with exactly equal q values, the highest index is chosen instead of the lowest.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    q = _lookahead(P, R, v, gamma, live)
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = q.shape[1] - 1 - np.argmax(q[:, ::-1], axis=1)
    return policy

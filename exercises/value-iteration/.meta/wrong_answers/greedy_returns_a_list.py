# fails: greedy_returns_an_integer_array
# mistake: The policy is returned as a Python list of ints instead of a numpy integer array.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    q = np.zeros(R.shape)
    q[live] = _lookahead(P, R, v, gamma, live)
    return [int(np.argmax(row)) if ok else 0 for row, ok in zip(q, live)]

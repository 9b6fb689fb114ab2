# fails: greedy_uses_reward_plus_discounted_next_value
# mistake: The argmax runs over axis 0 of q (the states) instead of over each state's actions.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    q = np.full(R.shape, -np.inf)
    q[live] = _lookahead(P, R, v, gamma, live)
    return np.where(live, np.argmax(q, axis=0), 0)

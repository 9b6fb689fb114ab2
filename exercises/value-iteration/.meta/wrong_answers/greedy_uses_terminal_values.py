# fails: greedy_reads_terminal_values_as_zero
# mistake: V is used as given at terminal states instead of as 0, so a value stored there attracts the actions that lead to it.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    q = _lookahead(P, R, np.asarray(V, dtype=float), gamma, live)
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = np.argmax(q, axis=1)
    return policy

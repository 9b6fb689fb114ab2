# fails: greedy_gives_terminal_states_action_0
# mistake: Terminal states get the argmax of their own (meaningless) rows instead of action 0.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    with np.errstate(all="ignore"):
        q = R + gamma * (P @ v)
    return np.argmax(q, axis=1)

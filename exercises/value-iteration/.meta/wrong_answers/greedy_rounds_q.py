# fails: greedy_ties_go_to_the_lowest_action
# mistake: q is rounded before the argmax, so actions whose values differ by less than the rounding count as tied, instead of comparing the values exactly.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    q = np.round(_lookahead(P, R, v, gamma, live), 8)
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = np.argmax(q, axis=1)
    return policy

# fails: greedy_uses_reward_plus_discounted_next_value
# mistake: The next state's value is not discounted: q(s, a) = R(s, a) + sum_s' P V, whatever gamma is passed.
def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    policy = np.zeros(R.shape[0], dtype=int)
    policy[live] = np.argmax(R[live] + P[live] @ v, axis=1)
    return policy

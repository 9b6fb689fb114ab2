# fails: evaluation_averages_over_actions_and_next_states
# mistake: The expected next value sums P over its first axis (the current state s) instead of its last axis (the next state s').
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)
    v = np.zeros(R.shape[0])
    while True:
        q = R + gamma * np.einsum("ijk,i->jk", P, v)
        new = np.where(live, np.sum(pi * q, axis=1), 0.0)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

# fails: evaluation_averages_over_actions_and_next_states
# mistake: The policy-weighted q values are summed over axis 0 (the states) instead of over the actions of each state.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)
    v = np.zeros(R.shape[0])
    while True:
        q = np.where(live[:, None], R + gamma * (P @ v), 0.0)
        new = np.where(live, np.sum(np.where(live[:, None], pi, 0.0) * q, axis=0), 0.0)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

# fails: evaluation_matches_spec_examples
# mistake: Policy evaluation backs up the best action (a max over actions, as value iteration does) instead of the policy's average over actions.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.max(R[live] + gamma * (P[live] @ v), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

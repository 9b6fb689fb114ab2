# fails: evaluation_averages_over_actions_and_next_states
# mistake: The actions are averaged with equal weights, as if the policy were uniform, instead of weighted by pi(a | s).
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.mean(R[live] + gamma * (P[live] @ v), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

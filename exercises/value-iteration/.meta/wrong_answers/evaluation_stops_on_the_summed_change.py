# fails: evaluation_stops_at_the_first_change_below_theta
# mistake: The stopping test uses the sum of the changes over all states instead of the largest change.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.sum(np.abs(new - v))
        v = new
        if delta < theta:
            return v

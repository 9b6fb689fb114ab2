# fails: evaluation_stops_at_the_first_change_below_theta
# mistake: The stopping test takes the largest signed change, max_s (V_k(s) - V_{k-1}(s)), instead of the largest absolute change, so values that fall (negative rewards) stop the sweeps at once.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(new - v)
        v = new
        if delta < theta:
            return v

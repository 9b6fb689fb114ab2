# fails: evaluation_uses_default_gamma_and_theta
# mistake: The default theta is 1e-6 instead of 1e-8, so the sweeps stop too early.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-6, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

# fails: evaluation_returns_the_last_sweep
# mistake: The function returns V_{k-1}, the values before the sweep whose change fell below theta, instead of V_k.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        if np.max(np.abs(new - v)) < theta:
            return v
        v = new

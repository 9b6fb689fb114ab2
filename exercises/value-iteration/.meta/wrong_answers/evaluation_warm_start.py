# fails: evaluation_starts_from_zero
# mistake: The sweeps start from the expected immediate reward, V_0(s) = sum_a pi(a|s) R(s, a), instead of V_0 = 0, so a loose theta returns a later iterate.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    v[live] = np.sum(pi * R[live], axis=1)
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

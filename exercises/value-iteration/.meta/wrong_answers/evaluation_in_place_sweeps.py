# fails: evaluation_sweeps_are_synchronous
# mistake: Each sweep updates V in place, state by state, so later states already see this sweep's new values, instead of computing V_k from V_{k-1} only.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)
    v = np.zeros(R.shape[0])
    while True:
        delta = 0.0
        for s in np.flatnonzero(live):
            old = v[s]
            v[s] = np.sum(pi[s] * (R[s] + gamma * (P[s] @ v)))
            delta = max(delta, abs(v[s] - old))
        if delta < theta:
            return v

# fails: value_iteration_sweeps_are_synchronous
# mistake: Each sweep updates V in place, state by state (Sutton and Barto's boxed version), instead of computing V_k from V_{k-1} only.
def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, live = _model(P, R, terminal)
    v = np.zeros(R.shape[0])
    while True:
        delta = 0.0
        for s in np.flatnonzero(live):
            old = v[s]
            v[s] = np.max(R[s] + gamma * (P[s] @ v))
            delta = max(delta, abs(v[s] - old))
        if delta < theta:
            return v, greedy_policy(P, R, v, gamma, terminal)

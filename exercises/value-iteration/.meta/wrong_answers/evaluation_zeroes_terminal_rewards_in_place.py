# fails: inputs_are_not_modified
# mistake: The terminal rows of R are set to 0 in np.asarray(R, dtype=float), which is the caller's own array when R is already float64.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R = np.asarray(P, dtype=float), np.asarray(R, dtype=float)
    live = np.ones(len(R), bool) if terminal is None else ~np.asarray(terminal, bool)
    R[~live] = 0.0
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

# fails: evaluation_accepts_lists_and_integer_inputs
# mistake: V is allocated with np.zeros_like(R[:, 0]), an integer array when R holds ints, so every sweep's values are cut to whole numbers.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R = np.asarray(P), np.asarray(R)
    live = np.ones(len(R), bool) if terminal is None else ~np.asarray(terminal, bool)
    pi = np.asarray(policy)[live]
    v = np.zeros_like(R[:, 0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

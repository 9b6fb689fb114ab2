# fails: evaluation_accepts_lists_and_integer_inputs
# mistake: terminal is inverted with ~ as it arrives, which fails on a Python list of bools instead of converting it to a bool array first.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R = np.asarray(P, dtype=float), np.asarray(R, dtype=float)
    live = np.ones(len(R), bool) if terminal is None else ~terminal
    pi = np.asarray(policy, dtype=float)[live]
    v = np.zeros(R.shape[0])
    while True:
        new = np.zeros_like(v)
        new[live] = np.sum(pi * (R[live] + gamma * (P[live] @ v)), axis=1)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:
            return v

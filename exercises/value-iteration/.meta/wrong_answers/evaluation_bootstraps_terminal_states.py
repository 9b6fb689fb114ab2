# fails: evaluation_terminal_states_are_worth_zero
# mistake: Terminal states are swept like the others, so their own rows give them a value that flows into the states leading to them, instead of 0.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P = np.asarray(P, dtype=float)
    R = np.asarray(R, dtype=float)
    pi = np.asarray(policy, dtype=float)
    v = np.zeros(R.shape[0])
    with np.errstate(all="ignore"):
        for _ in range(10_000):  # a cap on the sweeps, in case they never settle
            new = np.sum(pi * (R + gamma * (P @ v)), axis=1)
            delta = np.max(np.abs(new - v))
            v = new
            if delta < theta:
                break
    return v

# fails: evaluation_ignores_garbage_in_terminal_rows
# mistake: Every row is computed and terminal states are then multiplied by 0, so the +-1e300 in a terminal row turns into inf * 0 = nan instead of being left unread.
def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P = np.asarray(P, dtype=float)
    R = np.asarray(R, dtype=float)
    pi = np.asarray(policy, dtype=float)
    keep = 1.0 if terminal is None else 1.0 - np.asarray(terminal, dtype=float)
    v = np.zeros(R.shape[0])
    with np.errstate(all="ignore"):
        for _ in range(10_000):  # a cap on the sweeps, in case they never settle
            new = keep * np.sum(pi * (R + gamma * (P @ v)), axis=1)
            delta = np.max(np.abs(new - v))
            v = new
            if delta < theta:
                break
    return v

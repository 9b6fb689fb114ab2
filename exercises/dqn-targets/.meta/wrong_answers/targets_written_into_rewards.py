# fails: inputs_are_not_modified
# mistake: The bootstrap is added into the caller's rewards array, in place.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    y, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target, dtype=float).max(axis=1)
    y[~d] += gamma * best[~d]
    return y
